import compression from 'compression';
import express from 'express';
import { clientPolicy } from './http/contentSecurityPolicy.ts';
import type { AppContext } from './http/context.ts';
import { errorHandler } from './http/errorHandler.ts';
import { loadSession } from './http/session.ts';
import { apiRouter } from './routes/api.ts';
import { clientFiles, pageRoutes } from './routes/pages.ts';

/** The Express app: /api calls and the web client's pages, behind the session. */
export function createApp(ctx: AppContext, clientDir: string): express.Express {
  const app = express();
  const policy = clientPolicy(clientDir);
  app.disable('x-powered-by');
  // Express would hash every answer for an ETag; the API is POST, which is never answered 304, and the files
  // and images that are cached set their own.
  app.set('etag', false);
  if (ctx.config.trustProxy) app.set('trust proxy', ctx.config.trustProxy);
  app.use((_req, res, next) => {
    res.set({
      'Content-Security-Policy': policy.current(),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    next();
  });
  // The API before the files and the compression middleware: its JSON answers are compressed where they are
  // made (sendJson.ts, cachedAnswer.ts) and its CSV exports bring the middleware along (exports.ts), so no API
  // call pays for what the middleware does to every response it sees (about 60 µs, measured).
  app.use('/api', loadSession(ctx), apiRouter(ctx));
  app.use(compression());
  app.use(clientFiles(clientDir, policy));
  app.use(loadSession(ctx));
  app.use(pageRoutes(ctx.sql, policy));
  app.use(errorHandler);
  return app;
}
