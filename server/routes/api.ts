import { Router } from 'express';
import { notFound } from '../errors.ts';
import { ApiCalls } from '../http/apiCalls.ts';
import { rejectForeignOrigin } from '../http/requestGuards.ts';
import { actionCalls } from './actions.ts';
import { attachmentCalls, attachmentFileRoutes } from './attachments.ts';
import { authCalls, authRoutes } from './auth.ts';
import type { AppContext } from './context.ts';
import { customerReportCalls } from './customerReport.ts';
import { dashboardCalls } from './dashboard.ts';
import { exportRoutes } from './exports.ts';
import { historyCalls } from './history.ts';
import { imageCalls, imageRoutes } from './images.ts';
import { issueCalls } from './issues.ts';
import { kioskCalls } from './kiosks.ts';
import { productCalls } from './products.ts';
import { stationCalls } from './stations.ts';

/** The JSON calls of /api (shared/api.ts), answered in front of Express (see ApiCalls). */
export function apiCalls(ctx: AppContext): ApiCalls {
  const calls = new ApiCalls();
  for (const register of [authCalls, stationCalls, productCalls, issueCalls, actionCalls, kioskCalls, imageCalls, attachmentCalls, customerReportCalls, historyCalls, dashboardCalls]) {
    register(ctx, calls);
  }
  return calls;
}

/** The rest of /api, as Express routes: signing in and out, the uploads, the image and attachment files and the CSV exports; anything else is a JSON 404. */
export function apiRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(rejectForeignOrigin(ctx.config.allowedOrigins));
  router.use(authRoutes(ctx), imageRoutes(ctx), attachmentFileRoutes(ctx), exportRoutes(ctx));
  router.use(() => { throw notFound('Endpoint not found'); });
  return router;
}
