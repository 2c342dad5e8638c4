import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLayoutKanban } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ISSUE_FILTER } from '../../../shared/constants.ts';
import type { NcrDashboard } from '../../../shared/dashboard.ts';
import { paths } from '../../../shared/paths.ts';
import { ConnectionBadge } from '../../components/ConnectionBadge.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { EmptyValue } from '../../components/EmptyValue.tsx';
import kioskScreen from '../../components/KioskScreen.module.css';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLiveNcrDashboard, useNcrDashboard } from './api.ts';
import { ActionOwnersPanel } from './ActionOwnersPanel.tsx';
import { AssigneePanel } from './AssigneePanel.tsx';
import { categoryPareto, headline, productPareto, rootCausePareto, weekBars } from './dashboardCharts.ts';
import { EffectivenessPanel } from './EffectivenessPanel.tsx';
import classes from './NcrDashboardPage.module.css';
import { ParetoPanel } from './ParetoPanel.tsx';
import { ResolvePanel } from './ResolvePanel.tsx';
import { StationsPanel } from './StationsPanel.tsx';
import { WeeksPanel } from './WeeksPanel.tsx';

/**
 * /ncr/dashboard: the NCR trends, live (figures aggregated by the server, fetched again as NCRs change). Staff
 * see it in the app, each bar and row a link to the NCRs behind it; opened with ?kiosk=TOKEN on a wall screen
 * it fills the screen, dark and large, with no way into the rest of the app.
 */
export function NcrDashboardPage() {
  const [params] = useSearchParams();
  const kiosk = params.has('kiosk');
  useDocumentTitle('NCR Dashboard');
  const dashboard = useNcrDashboard();
  useLiveNcrDashboard();
  const updated = dashboard.dataUpdatedAt ? <>Updated <DateTime value={new Date(dashboard.dataUpdatedAt)} format="clock" /></> : null;
  const status = (
    <span className={classes.updated} data-testid="dashboard-updated">
      {dashboard.isError && !dashboard.data ? 'Could not load the dashboard' : updated ?? 'Loading…'}
    </span>
  );

  // Staff see it inside the app's layout, which has the main landmark; a wall screen shows it alone.
  const Root = kiosk ? 'main' : 'div';
  return (
    <Root className={`${classes.dashboard} ${kioskScreen.screen}`} data-kiosk={kiosk || undefined}>
      {kiosk ? (
        <header className={classes.header}>
          <h1 className={classes.title}>NCR Dashboard</h1>
          <div className={classes.status}>{status}<ConnectionBadge /></div>
        </header>
      ) : (
        <PageHeader title="NCR Dashboard" subtitle={status} back={{ to: paths.issues, label: 'NCR' }}
          more={[{ label: 'Board', icon: <IconLayoutKanban size={16} aria-hidden />, href: paths.board, newTab: true }]} />
      )}
      {dashboard.data ? <Figures dashboard={dashboard.data} kiosk={kiosk} /> : !dashboard.isError && <Loader m="xl" aria-label="Loading the dashboard" />}
    </Root>
  );
}

/** A wall screen's share of the lists: what fits a panel, read from across a room. */
const KIOSK_ROWS = 6;
/** Owners of open actions shown; the rest are summed in a line. */
const OWNERS_SHOWN = 8;
/** Fewer people: their panel also sums up the rest. */
const KIOSK_ASSIGNEES = 5;

function Figures({ dashboard, kiosk }: { dashboard: NcrDashboard; kiosk: boolean }) {
  const figures = headline(dashboard);
  const thisWeek = weekBars(dashboard.weeks).at(-1);
  const median = figures.medianThisMonth === null ? <EmptyValue label="none" /> : `${figures.medianThisMonth} d`;
  return (
    <>
      <dl className={classes.headline} data-testid="dashboard-headline">
        <Headline label="Open NCRs" value={figures.open} link={kiosk ? null : paths.issuesWhere({ filter: ISSUE_FILTER.Open })} testId="headline-open" />
        <Headline label="Opened this week" value={figures.openedThisWeek} link={kiosk || !thisWeek ? null : thisWeek.openedLink} testId="headline-opened" />
        <Headline label="Resolved this week" value={figures.resolvedThisWeek} testId="headline-resolved" />
        <Headline label="Median days to resolve, this month" value={median} testId="headline-median" />
      </dl>
      <div className={classes.grid}>
        <WeeksPanel weeks={dashboard.weeks} kiosk={kiosk} />
        <ResolvePanel months={dashboard.resolveDays} kiosk={kiosk} />
        <ParetoPanel title="Open by category" what="Category" bars={categoryPareto(dashboard.byCategory)} kiosk={kiosk} testId="dashboard-categories" />
        <ParetoPanel title="Open by product" what="Product" bars={productPareto(dashboard.byProduct, dashboard.otherProducts, kiosk ? KIOSK_ROWS : undefined)} kiosk={kiosk} wide
          testId="dashboard-products" />
        <AssigneePanel bars={dashboard.byAssignee} kiosk={kiosk} limit={kiosk ? KIOSK_ASSIGNEES : undefined} />
        <StationsPanel stations={dashboard.topStations} kiosk={kiosk} limit={kiosk ? KIOSK_ROWS : undefined} />
        {/* Issue 36, for staff: a wall screen keeps its six panels, one screen without scrolling. */}
        {!kiosk && (
          <>
            <ActionOwnersPanel bars={dashboard.actionsByOwner} limit={OWNERS_SHOWN} />
            <EffectivenessPanel share={dashboard.effectiveness} />
            <ParetoPanel title="Root causes" what="Root cause" bars={rootCausePareto(dashboard.byRootCause)} kiosk={false} wide
              counted="NCRs" countedText="NCRs with a root cause" testId="dashboard-root-causes"
              note="Every NCR whose root cause is set, most first, with the cumulative share; a click on a bar lists them" />
          </>
        )}
      </div>
    </>
  );
}

function Headline({ label, value, link = null, testId }: { label: string; value: ReactNode; link?: string | null; testId: string }) {
  return (
    <div className={classes.figure}>
      <dt className={classes.figureLabel}>{label}</dt>
      <dd className={classes.figureValue} data-testid={testId}>{link ? <Link to={link} className={classes.figureLink}>{value}</Link> : value}</dd>
    </div>
  );
}
