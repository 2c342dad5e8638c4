import compression from 'compression';
import { Router, type Response } from 'express';
import type { z } from 'zod';
import { todayDate } from '../../shared/dates.ts';
import { issueListPredicate, issueListSort, ISSUE_SORT_COLUMNS } from '../../shared/lists/issueList.ts';
import type { SortColumn } from '../../shared/lists/sortKeys.ts';
import { STATION_SORT_COLUMNS, stationListPredicate } from '../../shared/lists/stationList.ts';
import type { IssueSummary, StationListItem } from '../../shared/records.ts';
import { EXPORT_PATHS } from '../../shared/endpoints.ts';
import { actionExportQuery, issueExportQuery, stationExportQuery } from '../../shared/schemas/export.ts';
import { actionListPredicate, actionSortKey } from '../../shared/lists/actionList.ts';
import type { ActionListItem } from '../../shared/records.ts';
import { requireUser } from '../auth/access.ts';
import { exportedIds, exportedRows, type ListExport } from '../exports/listExport.ts';
import { createExportSlots, exportsAtOnce } from '../exports/exportSlots.ts';
import { closedSignal, sendCsv, setCsvHeaders } from '../exports/sendCsv.ts';
import { parseBody } from '../http/validate.ts';
import { ACTION_CSV_HEADER, ISSUE_CSV_HEADER, presentActionCsvRow, presentIssueCsvRow, presentStationCsvRow, STATION_CSV_HEADER } from '../presenters/csv.ts';
import { presentActionListItem } from '../presenters/action.ts';
import { cursorActionRows, findActionRows, type ActionListRow } from '../repositories/actions.ts';
import { presentIssueSummary } from '../presenters/issue.ts';
import { presentStationListItem } from '../presenters/station.ts';
import { cursorIssues, findIssues, type IssueRow } from '../repositories/issues.ts';
import { cursorStationList, findStationExportRows, type StationExportRow, type StationListRow } from '../repositories/stations.ts';
import type { AppContext } from './context.ts';

/** The path under /api of an export's GET route. */
const routeOf = (path: string) => path.replace(/^\/api/, '');

/**
 * GET /api/export/stations.csv, /api/export/issues.csv and /api/export/actions.csv with the lists' view in the query (shared/schemas/
 * export.ts): the list as it is shown, every page of it, as CSV (see server/exports/). Staff only, like the JSON
 * calls that are not for wall screens: a kiosk screen gets 403. A few at a time (server/exports/exportSlots.ts).
 */
export function exportRoutes(ctx: AppContext): Router {
  const router = Router();
  const { sql } = ctx;
  // CSV is text and megabytes long: compressed as it streams (the API's other answers skip the middleware, app.ts).
  const compressed = compression();
  // Taken before any work, given back once the answer is done or its client has gone.
  const slots = createExportSlots(exportsAtOnce(!ctx.config.databaseUrl));

  // HEAD is answered with the headers alone: it checks who asks and the query, and runs no export.
  const heads: [string, z.ZodType, string][] = [
    [EXPORT_PATHS.stations, stationExportQuery, 'stations'], [EXPORT_PATHS.issues, issueExportQuery, 'ncrs'], [EXPORT_PATHS.actions, actionExportQuery, 'actions'],
  ];
  for (const [path, query, name] of heads) {
    router.head(routeOf(path), (req, res) => {
      requireUser(req.caller);
      parseBody(query, req.query);
      setCsvHeaders(res, name);
      res.end();
    });
  }

  router.get(routeOf(EXPORT_PATHS.stations), compressed, async (req, res) => {
    const user = requireUser(req.caller);
    const { q, filter, sort } = parseBody(stationExportQuery, req.query);
    res.on('close', slots.take(user.userId));
    const spec: ListExport<StationListRow, StationExportRow, StationListItem> = {
      listed: (batchSize) => cursorStationList(sql, batchSize),
      item: presentStationListItem,
      id: (station) => station.sid,
      passes: stationListPredicate(q, filter, todayDate()),
      sort: sort && { column: STATION_SORT_COLUMNS[sort.key], dir: sort.dir },
      rowsOf: (sids) => findStationExportRows(sql, sids),
    };
    await sendList(res, 'stations', spec, STATION_CSV_HEADER, presentStationCsvRow);
  });

  router.get(routeOf(EXPORT_PATHS.issues), compressed, async (req, res) => {
    const user = requireUser(req.caller);
    const { q, filter, sort: asked, facets } = parseBody(issueExportQuery, req.query);
    res.on('close', slots.take(user.userId));
    const sort = issueListSort(asked, filter);
    const column: SortColumn<IssueSummary> | undefined = sort ? ISSUE_SORT_COLUMNS[sort.key] : undefined;
    const spec: ListExport<IssueRow, IssueRow, IssueSummary> = {
      listed: (batchSize) => cursorIssues(sql, batchSize),
      item: presentIssueSummary,
      id: (issue) => issue.iid,
      passes: issueListPredicate({ phrase: q, filter, facets }, user.person),
      sort: sort && column ? { column, dir: sort.dir } : null,
      rowsOf: (iids) => findIssues(sql, iids),
    };
    await sendList(res, 'ncrs', spec, ISSUE_CSV_HEADER, presentIssueCsvRow);
  });

  // My actions (issue 36), as its screen lists them for the same URL: the signed-in person's by default.
  router.get(routeOf(EXPORT_PATHS.actions), compressed, async (req, res) => {
    const user = requireUser(req.caller);
    const view = parseBody(actionExportQuery, req.query);
    res.on('close', slots.take(user.userId));
    const today = todayDate();
    const spec: ListExport<ActionListRow, ActionListRow, ActionListItem> = {
      listed: (batchSize) => cursorActionRows(sql, batchSize),
      item: presentActionListItem,
      id: (action) => action.aid,
      passes: actionListPredicate(view, user.person, today),
      sort: { column: (action) => actionSortKey(action, today), dir: 'asc' },
      rowsOf: (aids) => findActionRows(sql, aids),
    };
    await sendList(res, 'actions', spec, ACTION_CSV_HEADER, presentActionCsvRow(today));
  });

  return router;
}

/** Sends the rows `spec` gives as `<name>-YYYY-MM-DD.csv`; nothing when the client has gone before they were found. */
async function sendList<Listed, Row extends Listed, Item>(res: Response, name: string, spec: ListExport<Listed, Row, Item>,
  header: readonly string[], present: (row: Row) => string[]): Promise<void> {
  const signal = closedSignal(res);
  const ids = await exportedIds(spec, signal); // before the answer starts: a failure here is still an error answer
  if (signal.aborted) return;
  async function* records() {
    for await (const row of exportedRows(spec, ids)) yield present(row);
  }
  await sendCsv(res, name, header, records());
}
