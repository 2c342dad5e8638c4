import compression from 'compression';
import express from 'express';
import type { AppContext } from './http/context.ts';
import { errorHandler } from './http/errorHandler.ts';
import { loadSession } from './http/session.ts';
import { apiRouter } from './routes/api.ts';
import { clientFiles, pageRoutes } from './routes/pages.ts';

/** The Express app: /api calls and the web client's pages, behind the session. */
export function createApp(ctx: AppContext, clientDir: string): express.Express {
  const app = express();
  app.disable('x-powered-by');
  if (ctx.config.trustProxy) app.set('trust proxy', ctx.config.trustProxy);
  app.use((_req, res, next) => {
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY' });
    next();
  });
  app.use(compression()); // the station list of a large fleet is megabytes of JSON
  app.use(clientFiles(clientDir));
  app.use(loadSession(ctx));
  app.use('/api', apiRouter(ctx));
  app.use(pageRoutes(clientDir, ctx.sql));
  app.use(errorHandler);
  return app;
}
