import { api } from '../../shared/api.ts';
import { DASHBOARD_TOP_PRODUCTS, DASHBOARD_TOP_STATIONS } from '../../shared/dashboard.ts';
import { todayDate } from '../../shared/dates.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import { sharedRuns } from '../http/sharedRuns.ts';
import { presentNcrDashboard } from '../presenters/dashboard.ts';
import { readNcrDashboard } from '../repositories/dashboard.ts';
import type { AppContext } from './context.ts';
import { read } from './endpoint.ts';

/**
 * The NCR dashboard's figures, for the day of the server's clock (UTC); a wall screen may read them. Every open
 * dashboard asks again after each change of an NCR: the screens that ask together share one read.
 */
export function dashboardCalls(ctx: AppContext, calls: ApiCalls): void {
  const dashboard = sharedRuns(async () => {
    const today = todayDate();
    return presentNcrDashboard(today, await readNcrDashboard(ctx.sql, today, { topProducts: DASHBOARD_TOP_PRODUCTS, topStations: DASHBOARD_TOP_STATIONS }));
  });
  read(calls, api.ncrDashboard, dashboard);
}
