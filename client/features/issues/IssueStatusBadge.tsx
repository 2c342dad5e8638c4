import { Badge, type BadgeProps } from '@mantine/core';
import { ISSUE_STATUS, type IssueStatus } from '../../../shared/constants.ts';
import { statusLabel } from './issueOptions.ts';

export const STATUS_COLORS: Record<IssueStatus, string> = {
  [ISSUE_STATUS.New]: 'red',
  [ISSUE_STATUS.InProgress]: 'orange',
  [ISSUE_STATUS.Resolved]: 'teal',
};

/** An issue status as a colored badge: New red, In Progress orange, Resolved teal. */
export function IssueStatusBadge({ status, ...props }: { status: IssueStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" radius="sm" tt="none" miw="max-content" {...props}>
      {statusLabel(status)}
    </Badge>
  );
}
