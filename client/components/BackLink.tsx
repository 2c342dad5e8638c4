import { Anchor } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export interface BackLinkTarget {
  to: string;
  label: string;
}

/** The small '‹ Stations' link above a page's title, back to the list it belongs to. */
export function BackLink({ to, label }: BackLinkTarget) {
  return (
    <Anchor component={Link} to={to} size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 2 }} w="fit-content"
      data-testid="back-link">
      <IconChevronLeft size={14} aria-hidden /> {label}
    </Anchor>
  );
}
