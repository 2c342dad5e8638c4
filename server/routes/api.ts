import express, { Router } from 'express';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { rejectForeignOrigin, requireJsonBody } from '../http/requestGuards.ts';
import { authRoutes } from './auth.ts';
import { attachmentFileRoutes, attachmentRoutes } from './attachments.ts';
import { dashboardRoutes } from './dashboard.ts';
import { exportRoutes } from './exports.ts';
import { historyRoutes } from './history.ts';
import { imageCallRoutes, imageRoutes } from './images.ts';
import { issueRoutes } from './issues.ts';
import { kioskRoutes } from './kiosks.ts';
import { productRoutes } from './products.ts';
import { stationRoutes } from './stations.ts';

/** Everything under /api: JSON calls, the uploads, the image and attachment files and the CSV exports; anything else is a JSON 404. */
export function apiRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(rejectForeignOrigin(ctx.config.allowedOrigins));
  router.use(imageRoutes(ctx), attachmentFileRoutes(ctx), exportRoutes(ctx));
  router.use(requireJsonBody, express.json({ limit: '1mb' }));
  router.use(authRoutes(ctx), stationRoutes(ctx), productRoutes(ctx), issueRoutes(ctx), kioskRoutes(ctx));
  router.use(imageCallRoutes(ctx), attachmentRoutes(ctx), historyRoutes(ctx), dashboardRoutes(ctx));
  router.use(() => { throw notFound('Endpoint not found'); });
  return router;
}
