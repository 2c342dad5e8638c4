import { CompositeChart } from '@mantine/charts';
import { Anchor, Table } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { axisProps, chartLook } from './chartLook.ts';
import type { ParetoBar } from './dashboardCharts.ts';
import { DashboardPanel } from './DashboardPanel.tsx';

interface ParetoPanelProps {
  title: string;
  /** What a bar is: 'Category', 'Product'. */
  what: string;
  bars: ParetoBar[];
  kiosk: boolean;
  wide?: boolean;
  testId: string;
  /** What a bar counts, as a label ('Open NCRs' unless said) and in a sentence ('open NCRs'); the line under the title. */
  counted?: string;
  countedText?: string;
  note?: string;
}

/**
 * A Pareto of open NCRs: bars most first, and the running share of all open NCRs as a line on the right axis.
 * A bar opens the NCR list narrowed to it (open NCRs, the list's default).
 */
export function ParetoPanel({ title, what, bars, kiosk, wide, testId, counted = 'Open NCRs', countedText = 'open NCRs', note = 'Open NCRs, most first, with the cumulative share; a click on a bar lists them' }: ParetoPanelProps) {
  const navigate = useNavigate();
  const look = chartLook(kiosk);
  const longest = Math.min(kiosk ? 12 : 16, Math.max(...bars.map((bar) => bar.label.length)));
  const slanted = longest > 8 ? longest : undefined;
  const axes = axisProps(look, { gap: 4, slanted });
  // A slanted first label reaches left past the y axis: room for it.
  const left = slanted ? Math.max(0, Math.round(slanted * look.tick.fontSize * 0.5) - axes.yAxisProps.width - 16) : 0;
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  return (
    <DashboardPanel
      title={title} note={kiosk ? undefined : note}
      kiosk={kiosk} wide={wide} chartMinWidth={Math.max(320, bars.length * 44)} testId={testId} empty={bars.length === 0 ? `No ${countedText}` : null}
      chartLabel={`Pareto chart of ${total} ${countedText} by ${what.toLowerCase()}: ${bars.slice(0, 3).map((bar) => `${bar.label} ${bar.count}`).join(', ')}${bars.length > 3 ? ', …' : ''}. Show table for every figure.`}
      chart={(
        <CompositeChart
          h="100%" data={bars} dataKey="label" withLegend legendProps={{ verticalAlign: 'top', height: kiosk ? 48 : 36 }}
          series={[
            { name: 'count', label: counted, type: 'bar', color: look.colors.count },
            { name: 'cumulative', label: 'Cumulative %', type: 'line', color: look.colors.cumulative, yAxisId: 'right' },
          ]}
          withRightYAxis rightYAxisProps={{ ...axes.yAxisProps, tick: { ...look.tick, transform: 'translate(6, 0)' }, domain: [0, 100], ticks: [0, 25, 50, 75, 100],
            tickFormatter: (value: number) => `${value}%`, width: Math.round(look.tick.fontSize * 4.5) }}
          composedChartProps={{ margin: { left } }}
          textColor={look.textColor} gridColor={look.gridColor} withTooltip={look.withTooltip} accessibilityLayer={false}
          xAxisProps={{ ...axes.xAxisProps, interval: 0, tickFormatter: (label: string) => shorten(label, longest) }} yAxisProps={axes.yAxisProps}
          maxBarWidth={kiosk ? 96 : 56} curveType="linear"
          barProps={kiosk ? {} : {
            cursor: 'pointer',
            onClick: (_bar: unknown, index: number) => { const link = bars[index]?.link; if (link) void navigate(link); },
          }}
        />
      )}
      table={(
        <Table.ScrollContainer minWidth={280} mah={360} type="native">
          <Table stickyHeader striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr><Table.Th>{what}</Table.Th><Table.Th ta="right">{counted}</Table.Th><Table.Th ta="right">Cumulative</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bars.map((bar) => (
                <Table.Tr key={bar.key}>
                  <Table.Td>{bar.link ? <Anchor component={Link} to={bar.link}>{bar.label}</Anchor> : bar.label}</Table.Td>
                  <Table.Td ta="right">{bar.count}</Table.Td>
                  <Table.Td ta="right">{bar.cumulative} %</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    />
  );
}

/** An axis label cut to `max` characters (the table and the tooltip have it whole). */
function shorten(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}
