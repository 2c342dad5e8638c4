import { Anchor } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ActionOwnerBar } from '../../../shared/dashboard.ts';
import { actionOwnerRows, allOpenActionsLink } from './dashboardCharts.ts';
import { DashboardPanel } from './DashboardPanel.tsx';
import classes from './NcrDashboardPage.module.css';

/**
 * Open actions per owner (issue 36), those with overdue ones first: each owner a bar split into overdue and not
 * yet due, said in words too (not by colour alone). The name opens the owner's open actions in My actions, the
 * overdue part their overdue ones. `limit`: the owners shown, the rest summed in a line.
 */
export function ActionOwnersPanel({ bars, limit }: { bars: ActionOwnerBar[]; limit?: number }) {
  const rows = actionOwnerRows(bars);
  const shown = rows.slice(0, limit);
  const rest = rows.slice(shown.length);
  const most = Math.max(1, ...rows.map((row) => row.open));
  return (
    <DashboardPanel title="Open actions per owner" note="Overdue first; a name lists their open actions, the overdue part those overdue"
      kiosk={false} testId="dashboard-action-owners" empty={rows.length === 0 ? 'No open actions' : null}>
      <ul className={classes.ownerBars}>
        {shown.map((row) => (
          <li key={row.key} className={classes.ownerBar} data-testid="action-owner">
            <div className={classes.ownerLine}>
              <Anchor component={Link} to={row.link} className={classes.ownerName}>{row.label}</Anchor>
              <span className={classes.ownerCounts}>
                {row.open} open
                {row.overdue > 0 && (
                  <>
                    {' · '}
                    <Anchor component={Link} to={row.overdueLink} className={classes.ownerOverdue}>
                      <IconClockExclamation size={14} aria-hidden /> {row.overdue} overdue
                    </Anchor>
                  </>
                )}
              </span>
            </div>
            <div className={classes.splitBar} aria-hidden>
              {row.overdue > 0 && <span className={classes.splitOverdue} style={{ width: `${(row.overdue / most) * 100}%` }} />}
              {row.notYetDue > 0 && <span className={classes.splitOpen} style={{ width: `${(row.notYetDue / most) * 100}%` }} />}
            </div>
          </li>
        ))}
      </ul>
      {rest.length > 0 && (
        <p className={classes.more}>
          <Anchor component={Link} to={allOpenActionsLink}>
            +{rest.length} more {rest.length === 1 ? 'owner' : 'owners'} ({rest.reduce((sum, row) => sum + row.open, 0)} open)
          </Anchor>
        </p>
      )}
    </DashboardPanel>
  );
}
