import type { z } from 'zod';
import { api } from '../../shared/api.ts';
import { STATIONS_PAGE_SIZE } from '../../shared/constants.ts';
import { addStation } from '../commands/addStation.ts';
import { removeStation } from '../commands/removeStation.ts';
import { updateStation } from '../commands/updateStation.ts';
import { notFound } from '../errors.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import { cachedAnswer } from '../http/cachedAnswer.ts';
import { presentIssueSummary } from '../presenters/issue.ts';
import { presentProduct } from '../presenters/product.ts';
import { presentStats } from '../presenters/stats.ts';
import { presentLocation, presentStation, presentStationListItem } from '../presenters/station.ts';
import { listIssuesOfStation } from '../repositories/issues.ts';
import { listProducts } from '../repositories/products.ts';
import { readStats } from '../repositories/stats.ts';
import { findStation, findStationsByProjectId, firstStations, listLocations, listStations, listSubProjects } from '../repositories/stations.ts';
import type { Sql } from '../db/sql.ts';
import type { AppContext, StationListAnswers } from './context.ts';
import { cachedRead, read, write } from './endpoint.ts';

/**
 * The stations list and its first page (api.stations, api.firstStations), each kept per data version: one query
 * serves every screen until the list changes.
 */
export function stationListAnswers(sql: Sql): StationListAnswers {
  const whole = cachedAnswer(async (): Promise<z.input<typeof api.stations.response>> => ({ stations: (await listStations(sql)).map(presentStationListItem) }));
  const firstPage = cachedAnswer(async (): Promise<z.input<typeof api.firstStations.response>> => {
    const { rows, parents, total } = await firstStations(sql, STATIONS_PAGE_SIZE);
    return { stations: rows.map(presentStationListItem), parents: parents.map(presentStationListItem), total };
  });
  return {
    whole,
    firstPage,
    invalidate() {
      whole.invalidate();
      firstPage.invalidate();
    },
  };
}

export function stationCalls(ctx: AppContext, calls: ApiCalls): void {
  const { sql } = ctx;

  cachedRead(calls, api.stations, ctx.stationList.whole);
  cachedRead(calls, api.firstStations, ctx.stationList.firstPage);

  read(calls, api.stats, async () => presentStats(await readStats(sql)));

  read(calls, api.station, async ({ sid }) => {
    const station = await findStation(sql, sid);
    if (!station) throw notFound(`Station ${sid} not found`);
    const [issues, prods] = await Promise.all([listIssuesOfStation(sql, sid), listProducts(sql, sid)]);
    return { st: presentStation(station), issues: issues.map(presentIssueSummary), prods: prods.map(presentProduct) };
  });

  read(calls, api.subProjects, async ({ sid }) => ({ stations: (await listSubProjects(sql, sid)).map(presentStationListItem) }));

  read(calls, api.sameProjectId, async ({ projId }) => ({ stations: await findStationsByProjectId(sql, projId) }));

  write(calls, ctx, api.addStation, async (w, body) => ({ result: await addStation(w, body) }));

  write(calls, ctx, api.updateStation, async (w, body) => ({ st: await updateStation(w, body) }));

  write(calls, ctx, api.removeStation, async (w, { sid }) => {
    await removeStation(w, sid);
    return {};
  });

  read(calls, api.locations, async () => ({ locations: (await listLocations(sql)).map(presentLocation) }));

}
