import { Badge, Group, Text, type BadgeProps } from '@mantine/core';
import { ISSUE_STATUS, ISSUE_STATUS_LABELS, type IssueStatus } from '../../shared/constants.ts';

/** Each NCR status's Mantine colour, wherever a status is marked (badges, board columns and cards). */
export const STATUS_COLORS: Record<IssueStatus, string> = {
  [ISSUE_STATUS.New]: 'red',
  [ISSUE_STATUS.InProgress]: 'orange',
  [ISSUE_STATUS.Resolved]: 'teal',
};

const label = (status: IssueStatus) => ISSUE_STATUS_LABELS[status] ?? String(status);

/** An NCR status as the one badge every screen shows: New red, In Progress orange, Resolved teal, as written. */
export function StatusBadge({ status, ...props }: { status: IssueStatus } & Omit<BadgeProps, 'color' | 'children' | 'variant' | 'tt'>) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" radius="sm" tt="none" miw="max-content" data-testid="status-badge"
      {...props}>
      {label(status)}
    </Badge>
  );
}

/**
 * The internal status and, when it differs, the customer's beside it ('Customer: New', to the eye and to a screen
 * reader alike): on one line where there is room, so rows keep one height; under it on a phone.
 */
export function StatusWithCustomer({ status, customer }: { status: IssueStatus; customer: IssueStatus }) {
  return (
    <Group gap={6} style={{ rowGap: 2 }}>
      <StatusBadge status={status} />
      {customer !== status && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="customer-status">
          Customer: {label(customer)}
        </Text>
      )}
    </Group>
  );
}
