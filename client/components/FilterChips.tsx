import { CloseButton } from '@mantine/core';
import classes from './FilterChips.module.css';

export interface FilterChip { id: string; label: string }

interface Props<C extends FilterChip> {
  chips: readonly C[];
  onRemove(chip: NoInfer<C>): void;
  'data-testid'?: string;
}

/** The filters that narrow a screen (the NCR list's and the board's facets), each removable with its ✕ button. */
export function FilterChips<C extends FilterChip>({ chips, onRemove, 'data-testid': testId }: Props<C>) {
  return (
    <ul className={classes.chips} data-testid={testId} aria-label="Filters">
      {chips.map((chip) => (
        <li key={chip.id} className={classes.chip}>
          {chip.label}
          <CloseButton size="sm" radius="xl" aria-label={`Remove filter ${chip.label}`} onClick={() => onRemove(chip)} />
        </li>
      ))}
    </ul>
  );
}
