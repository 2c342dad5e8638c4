import { Router } from 'express';
import { emptyBody } from '../../shared/schemas/common.ts';
import { addStationBody, sidBody, updateStationBody } from '../../shared/schemas/station.ts';
import { addStation } from '../commands/addStation.ts';
import { removeStation } from '../commands/removeStation.ts';
import { updateStation } from '../commands/updateStation.ts';
import type { AppContext } from '../http/context.ts';
import { post } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { presentIssueSummary } from '../presenters/issue.ts';
import { presentProduct } from '../presenters/product.ts';
import { presentLocation, presentStation, presentStationListItem } from '../presenters/station.ts';
import { countOpenIssues, listIssuesOfStation } from '../repositories/issues.ts';
import { listProducts } from '../repositories/products.ts';
import { findStation, latestProjectNumber, listLocations, listStations } from '../repositories/stations.ts';

export function stationRoutes(ctx: AppContext): Router {
  const router = Router();
  const { sql } = ctx;

  post(router, ctx, '/stations', emptyBody, async () => ({
    stations: (await listStations(sql)).map(presentStationListItem),
  }), { kiosk: 'read' });

  post(router, ctx, '/stats', emptyBody, async () => ({
    projNum: await latestProjectNumber(sql),
    activeNcr: await countOpenIssues(sql),
  }), { kiosk: 'read' });

  post(router, ctx, '/station', sidBody, async ({ sid }) => {
    const station = await findStation(sql, sid);
    if (!station) throw notFound(`Station ${sid} not found`);
    const [issues, prods] = await Promise.all([listIssuesOfStation(sql, sid), listProducts(sql, sid)]);
    return { st: presentStation(station), issues: issues.map(presentIssueSummary), prods: prods.map(presentProduct) };
  });

  post(router, ctx, '/addstation', addStationBody, async (body, command) => ({ result: await addStation(command, body) }));

  post(router, ctx, '/updstation', updateStationBody, async (body, command) => ({ st: await updateStation(command, body) }));

  post(router, ctx, '/rmstation', sidBody, async ({ sid }, command) => {
    await removeStation(command, sid);
    return {};
  });

  post(router, ctx, '/locations', emptyBody, async () => ({
    locations: (await listLocations(sql)).map(presentLocation),
  }), { kiosk: 'read' });

  return router;
}
