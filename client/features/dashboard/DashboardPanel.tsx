import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import classes from './NcrDashboardPage.module.css';

interface DashboardPanelProps {
  title: string;
  /** What the figures are, in a line under the title. */
  note?: string;
  kiosk: boolean;
  /** Said instead of the chart when there is nothing to show. */
  empty: string | null;
  /** The chart, drawn (SVG): hidden from screen readers, who get `chartLabel` and the table. */
  chart?: ReactNode;
  chartLabel?: string;
  /** The chart's figures as a table of links, shown on demand (not on a wall screen). */
  table?: ReactNode;
  /** Content that is its own text alternative (a list of links, a table). */
  children?: ReactNode;
  wide?: boolean;
  /** On a phone the chart keeps this width and scrolls sideways (a year of weeks in 350 px is unreadable). */
  chartMinWidth?: number;
  testId: string;
}

/** Below this width a chart with chartMinWidth scrolls. */
const NARROW = '(max-width: 48em)';

/**
 * One chart of the dashboard: a heading, then the chart or its empty state. A drawn chart can be shown as a
 * table of its figures, where each bar is a link: the way to follow a bar by keyboard or screen reader.
 */
export function DashboardPanel({ title, note, kiosk, empty, chart, chartLabel, table, children, wide, chartMinWidth, testId }: DashboardPanelProps) {
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const tabled = showTable && !kiosk && table !== undefined;
  const scrolls = useMediaQuery(NARROW) === true && chartMinWidth !== undefined && !kiosk;
  const scroller = useRef<HTMLDivElement>(null);
  // A chart that scrolls starts at its end: the latest weeks, where the legend is too.
  useEffect(() => {
    if (scrolls && scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [scrolls, tabled]);
  return (
    <section className={classes.panel} data-wide={wide || undefined} aria-labelledby={headingId} data-testid={testId}>
      <div className={classes.panelHead}>
        <h2 id={headingId} className={classes.panelTitle}>{title}</h2>
        {!kiosk && table !== undefined && empty === null && (
          <Button variant="subtle" size="compact-sm" aria-expanded={showTable} aria-controls={tableId}
            leftSection={showTable ? <IconChartBar size={14} aria-hidden /> : <IconTable size={14} aria-hidden />}
            onClick={() => setShowTable((value) => !value)}>
            {showTable ? 'Show chart' : 'Show table'}
          </Button>
        )}
      </div>
      {note && <p className={classes.note}>{note}</p>}
      {empty !== null ? (
        <p className={classes.empty} data-testid="dashboard-empty">{empty}</p>
      ) : (
        <>
          {chart && !tabled && (
            // Scrolling sideways, it takes the focus, so that the keyboard can scroll it too.
            <div ref={scroller} className={classes.chartScroll} role="img" aria-label={chartLabel} tabIndex={scrolls ? 0 : undefined}>
              <div className={classes.chart} style={scrolls ? { minWidth: chartMinWidth } : undefined}>{chart}</div>
            </div>
          )}
          {tabled && <div id={tableId} className={classes.figures}>{table}</div>}
          {children}
        </>
      )}
    </section>
  );
}
