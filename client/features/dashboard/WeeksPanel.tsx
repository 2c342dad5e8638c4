import { BarChart } from '@mantine/charts';
import { Anchor, Table } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { DashboardWeek } from '../../../shared/dashboard.ts';
import { axisProps, chartLook } from './chartLook.ts';
import { anyWeek, weekBars } from './dashboardCharts.ts';
import { DashboardPanel } from './DashboardPanel.tsx';

/** NCRs opened (reported) and resolved per week; a week's Opened bar opens the list of that week's NCRs. */
export function WeeksPanel({ weeks, kiosk }: { weeks: DashboardWeek[]; kiosk: boolean }) {
  const navigate = useNavigate();
  const look = chartLook(kiosk);
  const rows = weekBars(weeks);
  const opened = rows.reduce((sum, week) => sum + week.opened, 0);
  const resolved = rows.reduce((sum, week) => sum + week.resolved, 0);
  // Bars are keyed by the week's title (the tooltip's heading); the axis shows the short label.
  const labels = new Map(rows.map((week) => [week.title, week.label]));
  const axes = axisProps(look, { gap: kiosk ? 40 : 16, yRight: true });
  return (
    <DashboardPanel
      title="Opened and resolved per week" note={kiosk ? undefined : 'Last 12 months, weeks from Monday; a click on an Opened bar lists that week\'s NCRs'}
      kiosk={kiosk} wide chartMinWidth={640} testId="dashboard-weeks" empty={anyWeek(weeks) ? null : 'No NCRs opened or resolved in the last 12 months'}
      chartLabel={`Bar chart: ${opened} NCRs opened and ${resolved} resolved in ${rows.length} weeks. Show table for the figures of each week.`}
      chart={(
        <BarChart
          h="100%" data={rows} dataKey="title" withLegend legendProps={{ verticalAlign: 'top', height: kiosk ? 48 : 36 }}
          series={[{ name: 'opened', label: 'Opened', color: look.colors.opened }, { name: 'resolved', label: 'Resolved', color: look.colors.resolved }]}
          textColor={look.textColor} gridColor={look.gridColor} withTooltip={look.withTooltip} accessibilityLayer={false}
          xAxisProps={{ ...axes.xAxisProps, tickFormatter: (title: string) => labels.get(title) ?? title }} yAxisProps={axes.yAxisProps}
          barProps={(series) => (kiosk || series.name !== 'opened' ? {} : {
            cursor: 'pointer', onClick: (_bar: unknown, index: number) => void navigate(rows[index]!.openedLink),
          })}
        />
      )}
      table={(
        <Table.ScrollContainer minWidth={280} mah={360} type="native">
          <Table stickyHeader striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr><Table.Th>Week</Table.Th><Table.Th ta="right">Opened</Table.Th><Table.Th ta="right">Resolved</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((week) => (
                <Table.Tr key={week.week}>
                  <Table.Td>{week.title}</Table.Td>
                  <Table.Td ta="right">
                    <Anchor component={Link} to={week.openedLink} aria-label={`${week.title}: ${week.opened} opened`}>{week.opened}</Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{week.resolved}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    />
  );
}
