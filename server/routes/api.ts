import { Router } from 'express';
import { ApiCalls } from '../http/apiCalls.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { rejectForeignOrigin } from '../http/requestGuards.ts';
import { authCalls } from './auth.ts';
import { attachmentCalls, attachmentFileRoutes } from './attachments.ts';
import { dashboardCalls } from './dashboard.ts';
import { exportRoutes } from './exports.ts';
import { historyCalls } from './history.ts';
import { imageCalls, imageRoutes } from './images.ts';
import { issueCalls } from './issues.ts';
import { kioskCalls } from './kiosks.ts';
import { productCalls } from './products.ts';
import { stationCalls } from './stations.ts';

/** Everything under /api: the JSON calls, the uploads, the image and attachment files and the CSV exports; anything else is a JSON 404. */
export function apiRouter(ctx: AppContext): Router {
  const calls = new ApiCalls();
  for (const register of [authCalls, stationCalls, productCalls, issueCalls, kioskCalls, imageCalls, attachmentCalls, historyCalls, dashboardCalls]) {
    register(ctx, calls);
  }
  const router = Router();
  router.use(rejectForeignOrigin(ctx.config.allowedOrigins));
  router.use(calls.middleware());
  router.use(imageRoutes(ctx), attachmentFileRoutes(ctx), exportRoutes(ctx));
  router.use(() => { throw notFound('Endpoint not found'); });
  return router;
}
