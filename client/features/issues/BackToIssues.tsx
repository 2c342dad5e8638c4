import { Anchor } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';

/** The small '‹ NCR' link above an issue screen's title. */
export function BackToIssues() {
  return (
    <Anchor component={Link} to={paths.issues} size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 2 }} w="fit-content">
      <IconChevronLeft size={14} aria-hidden /> NCR
    </Anchor>
  );
}
