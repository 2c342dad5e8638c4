import { BarsList } from '@mantine/charts';
import { Link } from 'react-router-dom';
import type { AssigneeBar } from '../../../shared/dashboard.ts';
import { assigneeBars } from './dashboardCharts.ts';
import { DashboardPanel } from './DashboardPanel.tsx';
import classes from './NcrDashboardPage.module.css';

/**
 * Open NCRs per assignee, as a list of bars; each person's bar is a link to their open NCRs. `limit`: the
 * people shown (a wall screen has room for a few), the rest summed in a line.
 */
export function AssigneePanel({ bars, kiosk, limit }: { bars: AssigneeBar[]; kiosk: boolean; limit?: number }) {
  const rows = assigneeBars(bars);
  const shown = rows.slice(0, limit);
  const rest = rows.slice(shown.length);
  const links = new Map(rows.map((row) => [row.label, row.link]));
  return (
    <DashboardPanel title="Open per assignee" kiosk={kiosk} testId="dashboard-assignees" empty={rows.length === 0 ? 'No open NCRs' : null}>
      <BarsList
        className={classes.barsList} data={shown.map((row) => ({ name: row.label, value: row.count }))}
        barsLabel="Assignee" valueLabel="Open" barHeight={kiosk ? 38 : 30} barColor={kiosk ? 'blue.4' : 'blue'} variant={kiosk ? 'filled' : 'light'}
        autoContrast
        renderBar={(bar, defaultBar) => {
          const link = kiosk ? null : links.get(bar.name);
          return link ? <Link to={link} className={classes.barLink}>{defaultBar}</Link> : defaultBar;
        }}
      />
      {rest.length > 0 && (
        <p className={classes.more}>
          +{rest.length} more {rest.length === 1 ? 'person' : 'people'} ({rest.reduce((sum, row) => sum + row.count, 0)} open)
        </p>
      )}
    </DashboardPanel>
  );
}
