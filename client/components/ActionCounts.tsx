import { IconClockExclamation, IconListCheck } from '@tabler/icons-react';
import { actionCounts } from '../../shared/actionRules.ts';
import classes from './ActionCounts.module.css';

/**
 * An NCR's open actions and how many are overdue (issue 36), from its list row's due dates: '3 actions · 1 overdue'
 * with an icon, the overdue part with a warning icon and the word (not by colour alone). Nothing for an NCR
 * without open actions. `today`: the reader's day ('YYYY-MM-DD').
 */
export function ActionCounts({ actDue, today, size = 'sm' }: { actDue: readonly string[]; today: string; size?: 'sm' | 'lg' }) {
  const { open, overdue } = actionCounts(actDue, today);
  if (open === 0) return null;
  return (
    <span className={classes.counts} data-size={size} data-testid="action-counts" data-overdue={overdue > 0 || undefined}>
      <span className={classes.part}>
        <IconListCheck className={classes.icon} aria-hidden />
        {open} {open === 1 ? 'action' : 'actions'}
      </span>
      {overdue > 0 && (
        <>
          <span className={classes.separator} aria-hidden> · </span>
          <span className={classes.overdue} data-part="overdue">
            <IconClockExclamation className={classes.icon} aria-hidden />
            {overdue} overdue
          </span>
        </>
      )}
    </span>
  );
}

/** An action that is overdue: the icon and the word, in the warning colour. */
export function OverdueMark() {
  return (
    <span className={classes.overdue} data-testid="overdue">
      <IconClockExclamation className={classes.icon} aria-hidden />
      Overdue
    </span>
  );
}
