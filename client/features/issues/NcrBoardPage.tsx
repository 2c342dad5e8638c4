import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle, useInterval } from '@mantine/hooks';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BOARD_HIGHLIGHT_MS, BOARD_KIOSK_PAGE_MS } from '../../../shared/constants.ts';
import { matchesIssueFacets, parseIssueFacets, withoutIssueFacet } from '../../../shared/lists/issueFacets.ts';
import { paths } from '../../../shared/paths.ts';
import { rooms } from '../../../shared/realtime.ts';
import type { IssueSummary } from '../../../shared/records.ts';
import { ActionCounts } from '../../components/ActionCounts.tsx';
import { Brand } from '../../components/Brand.tsx';
import { ConnectionBadge } from '../../components/ConnectionBadge.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { FilterChips } from '../../components/FilterChips.tsx';
import kioskScreen from '../../components/KioskScreen.module.css';
import { STATUS_COLORS, StatusBadge } from '../../components/StatusBadge.tsx';
import { localDay } from '../../lib/format/localDay.ts';
import { useLiveRooms } from '../../lib/live/useLive.ts';
import { useIssues } from './api.ts';
import { BOARD_RESOLVED_DAYS, boardColumns, cardAge, changedIids, type BoardColumn } from './boardColumns.ts';
import { cardHeights, pageAt, pageCards } from './boardFit.ts';
import { issueFacetChips, issueFacetTitle } from './issueFacetLabels.ts';
import classes from './NcrBoardPage.module.css';
import { statusLabel } from './issueOptions.ts';
import { useColumnFit } from './useColumnFit.ts';

/** Height of a card not measured yet, before any card of its column is. */
const CARD_HEIGHT_GUESS = 100;

/** Cards that changed since the last version of the list, highlighted for a few seconds. */
function useHighlights(issues: IssueSummary[] | undefined): Set<number> {
  const previous = useRef<IssueSummary[] | undefined>(undefined);
  const [until, setUntil] = useState<Map<number, number>>(new Map());
  const [now, setNow] = useState(Date.now());
  useInterval(() => setNow(Date.now()), 1000, { autoInvoke: true });
  useEffect(() => {
    if (!issues) return;
    const changed = changedIids(previous.current, issues);
    previous.current = issues;
    if (changed.length === 0) return;
    const at = Date.now();
    setNow(at);
    setUntil((map) => new Map([...map, ...changed.map((iid) => [iid, at + BOARD_HIGHLIGHT_MS] as const)]));
  }, [issues]);
  return new Set([...until].filter(([, end]) => end > now).map(([iid]) => iid));
}

/** A clock for the wall screen's pages: counts up every BOARD_KIOSK_PAGE_MS while `on`. */
function usePageTick(on: boolean): number {
  const [tick, setTick] = useState(0);
  useInterval(() => setTick((value) => value + 1), BOARD_KIOSK_PAGE_MS, { autoInvoke: on });
  return tick;
}

/**
 * /ncr/board: the team screen of NCRs by internal status, live. Facets in the URL (assignee, category, station,
 * product, reported: shared/lists/issueFacets.ts) narrow it to a team's NCRs. Opened with ?kiosk=TOKEN on a wall screen, it is readable across a
 * room, has no way into the rest of the app, and pages through long columns by itself.
 */
export function NcrBoardPage() {
  const [params, setParams] = useSearchParams();
  const kiosk = params.has('kiosk');
  const filters = useMemo(() => parseIssueFacets(params), [params]);
  useDocumentTitle('NCR Board');
  const issues = useIssues();
  useLiveRooms([rooms.issues]);
  const all = issues.data ?? [];
  const highlighted = useHighlights(issues.data);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  useEffect(() => { if (issues.data) setUpdatedAt(new Date()); }, [issues.data]);
  const tick = usePageTick(kiosk);
  const now = new Date();
  const columns = boardColumns(all.filter((issue) => matchesIssueFacets(issue, filters)), now);

  return (
    <div className={`${classes.board} ${kioskScreen.screen}`} data-kiosk={kiosk || undefined}>
      <header className={classes.header}>
        <div className={classes.heading}>
          {!kiosk && <Brand to={paths.root} />}
          <h1 className={classes.title}>NCR Board</h1>
          {kiosk && filters.active.length > 0 && <p className={classes.filterLine} data-testid="board-filters">{issueFacetTitle(filters, all)}</p>}
          {!kiosk && filters.active.length > 0 && (
            <FilterChips chips={issueFacetChips(filters, all)} onRemove={({ facet }) => setParams(withoutIssueFacet(params, facet))}
              data-testid="board-filters" />
          )}
          {!kiosk && filters.ignored.length > 0 && (
            <span className={classes.ignored} data-testid="board-ignored">
              Ignored: {filters.ignored.map((filter) => `${filter.key}=${filter.raw}`).join(', ')}
            </span>
          )}
        </div>
        <div className={classes.status}>
          <span className={classes.updated} data-testid="board-updated">
            {issues.isError && !issues.data ? 'Could not load the NCRs'
              : updatedAt ? <>Updated <DateTime value={updatedAt} format="clock" /></> : 'Loading…'}
          </span>
          <ConnectionBadge />
        </div>
      </header>
      <main className={classes.columns}>
        {columns.map((column) => (
          <BoardColumnView key={column.status} column={column} kiosk={kiosk} tick={tick} now={now} highlighted={highlighted} />
        ))}
      </main>
    </div>
  );
}

interface ColumnProps { column: BoardColumn; kiosk: boolean; tick: number; now: Date; highlighted: ReadonlySet<number> }

/**
 * One status: its count, and as many whole cards as fit, then '+N more'. On staff screens '+N more' opens the
 * column to all its cards (scrolling inside it); on a wall screen the column pages through them by itself.
 */
function BoardColumnView({ column, kiosk, tick, now, highlighted }: ColumnProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const foot = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const iids = column.issues.map((issue) => issue.iid);
  const measured = useColumnFit(viewport, list, foot, iids.join(','));
  const pages = measured
    ? pageCards({ ...measured, heights: cardHeights(iids, measured.heights, CARD_HEIGHT_GUESS) })
    : [{ start: 0, end: iids.length }];
  const paged = pages.length > 1;
  // A wall screen goes round its pages, but shows a card that just changed on the page that holds it.
  const changed = kiosk ? column.issues.findIndex((issue) => highlighted.has(issue.iid)) : -1;
  const pageIndex = !kiosk ? 0 : changed >= 0 ? pages.findIndex((p) => changed >= p.start && changed < p.end) : pageAt(pages, tick);
  const page = pages[Math.max(0, pageIndex)]!;
  const showAll = !paged || (expanded && !kiosk);
  const shown = (index: number) => showAll || (index >= page.start && index < page.end);
  const more = column.issues.length - (page.end - page.start);
  const within = column.status === 2 ? ` · last ${BOARD_RESOLVED_DAYS} days` : '';

  return (
    <section className={classes.column} data-testid={`board-column-${column.status}`} aria-label={`${statusLabel(column.status)}${within}`}>
      <h2 className={classes.columnTitle}>
        <span><StatusBadge status={column.status} />{within}</span>
        <span className={classes.count} data-testid="board-count" style={{ background: `var(--mantine-color-${STATUS_COLORS[column.status]}-filled)` }}>
          {column.issues.length}
        </span>
      </h2>
      <div ref={viewport} className={classes.viewport} data-testid="board-viewport" data-expanded={(paged && expanded && !kiosk) || undefined}>
        <div ref={list} className={classes.cards}>
          {column.issues.map((issue, index) => (
            <BoardCard key={issue.iid} issue={issue} kiosk={kiosk} now={now} hidden={!shown(index)} highlighted={highlighted.has(issue.iid)} />
          ))}
        </div>
        {column.issues.length === 0 && <p className={classes.empty}>Nothing here</p>}
        <div ref={foot} className={classes.foot} data-idle={!paged || undefined} data-testid={paged ? 'board-more' : undefined}>
          {kiosk ? (
            <>
              <span>+{more} more</span>
              <span data-testid="board-page">{Math.max(0, pageIndex) + 1}/{pages.length}</span>
            </>
          ) : (
            <UnstyledButton className={classes.moreButton} onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}
              tabIndex={paged ? 0 : -1}>
              {expanded ? 'Show fewer' : `+${more} more`}
            </UnstyledButton>
          )}
        </div>
      </div>
    </section>
  );
}

interface CardProps { issue: IssueSummary; kiosk: boolean; now: Date; hidden: boolean; highlighted: boolean }

/** An NCR on the board: on staff screens a link to it (click, Enter, middle-click), on a wall screen not. */
function BoardCard({ issue, kiosk, now, hidden, highlighted }: CardProps) {
  const age = cardAge(issue, now);
  const content = (
    <>
      <span className={classes.cardTop}>
        <span className={classes.snid}>{issue.snid}</span>
        {age && (
          <span className={classes.age} data-tone={age.tone} data-testid="board-age" title={age.description}>
            {age.tone === 'red' ? <IconAlertTriangle className={classes.ageIcon} aria-hidden /> : age.tone === 'amber' ? <IconClock className={classes.ageIcon} aria-hidden /> : null}
            <span aria-hidden>{age.text}</span>
            <VisuallyHidden>{age.description}</VisuallyHidden>
          </span>
        )}
      </span>
      <span className={classes.station}>{issue.stn}</span>
      <span className={classes.product}>{issue.prod}</span>
      <span className={classes.assignee} data-unassigned={!issue.assTo || undefined}>{issue.assTo || 'Unassigned'}</span>
      {issue.actDue.length > 0 && <span className={classes.actions}><ActionCounts actDue={issue.actDue} today={localDay(now)} size="lg" /></span>}
    </>
  );
  const common = {
    className: classes.card,
    'data-testid': 'board-card',
    'data-iid': issue.iid,
    'data-hidden': hidden || undefined,
    'data-highlighted': highlighted || undefined,
    'aria-hidden': hidden || undefined,
    style: { borderLeftColor: `var(--mantine-color-${STATUS_COLORS[issue.status] ?? 'gray'}-6)` },
  };
  if (kiosk) return <div {...common}>{content}</div>;
  return <Link {...common} to={paths.issue(issue.iid)} tabIndex={hidden ? -1 : undefined}>{content}</Link>;
}
