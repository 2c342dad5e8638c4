import { api } from '../../shared/api.ts';
import { addStation } from '../commands/addStation.ts';
import { removeStation } from '../commands/removeStation.ts';
import { updateStation } from '../commands/updateStation.ts';
import { notFound } from '../errors.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import { presentIssueSummary } from '../presenters/issue.ts';
import { presentProduct } from '../presenters/product.ts';
import { presentStats } from '../presenters/stats.ts';
import { presentLocation, presentStation, presentStationListItem } from '../presenters/station.ts';
import { listIssuesOfStation } from '../repositories/issues.ts';
import { listProducts } from '../repositories/products.ts';
import { readStats } from '../repositories/stats.ts';
import { findStation, findStationsByProjectId, listLocations, listSubProjects } from '../repositories/stations.ts';
import type { AppContext } from './context.ts';
import { cachedRead, read, write } from './endpoint.ts';

export function stationCalls(ctx: AppContext, calls: ApiCalls): void {
  const { sql } = ctx;

  cachedRead(calls, api.stations, { staff: ctx.stationList.whole, kiosk: ctx.stationList.kiosk });
  cachedRead(calls, api.firstStations, { staff: ctx.stationList.firstPage });

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
