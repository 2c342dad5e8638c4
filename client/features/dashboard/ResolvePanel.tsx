import { LineChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import type { ResolveMonth } from '../../../shared/dashboard.ts';
import { EmptyValue } from '../../components/EmptyValue.tsx';
import { EMPTY_VALUE } from '../../lib/format/emptyValue.ts';
import { axisProps, chartLook } from './chartLook.ts';
import { anyResolved, resolveMonths } from './dashboardCharts.ts';
import { DashboardPanel } from './DashboardPanel.tsx';

const dayText = (value: number | null) => (value === null ? EMPTY_VALUE : `${value} d`);
/** A table cell's days: the dash read as 'none' when no NCR was resolved that month. */
const dayCell = (value: number | null) => (value === null ? <EmptyValue label="none" /> : dayText(value));

/** Days from reported to resolved of the NCRs resolved each month: the median and the 90th percentile. */
export function ResolvePanel({ months, kiosk }: { months: ResolveMonth[]; kiosk: boolean }) {
  const look = chartLook(kiosk);
  const points = resolveMonths(months);
  const latest = points.findLast((point) => point.median !== null);
  return (
    <DashboardPanel
      title="Days to resolve" note={kiosk ? undefined : 'Of the NCRs resolved each month, from reported to resolved'}
      kiosk={kiosk} testId="dashboard-resolve" empty={anyResolved(months) ? null : 'No NCRs resolved in the last 12 months'}
      chartLabel={`Line chart of the median and 90th percentile of days to resolve per month${latest ? `; ${latest.label}: median ${dayText(latest.median)}, 90th percentile ${dayText(latest.p90)}` : ''}. Show table for every month.`}
      chart={(
        <LineChart
          h="100%" data={points} dataKey="label" withLegend legendProps={{ verticalAlign: 'top', height: kiosk ? 48 : 36 }} connectNulls={false}
          series={[{ name: 'median', label: 'Median', color: look.colors.median }, { name: 'p90', label: '90th percentile', color: look.colors.p90 }]}
          textColor={look.textColor} gridColor={look.gridColor} withTooltip={look.withTooltip} accessibilityLayer={false} {...axisProps(look, { gap: kiosk ? 40 : 12, yChars: 5 })}
          valueFormatter={(value) => `${value} d`} strokeWidth={kiosk ? 4 : 2} dotProps={{ r: kiosk ? 6 : 3 }} curveType="linear"
        />
      )}
      table={(
        <Table.ScrollContainer minWidth={320} type="native">
          <Table striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Month</Table.Th><Table.Th ta="right">Resolved</Table.Th><Table.Th ta="right">Median</Table.Th><Table.Th ta="right">90th percentile</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.map((point) => (
                <Table.Tr key={point.month}>
                  <Table.Td>{point.label}</Table.Td>
                  <Table.Td ta="right">{point.resolved}</Table.Td>
                  <Table.Td ta="right">{dayCell(point.median)}</Table.Td>
                  <Table.Td ta="right">{dayCell(point.p90)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    />
  );
}
