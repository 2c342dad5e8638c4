import type { RequestListener } from 'node:http';
import compression from 'compression';
import express from 'express';
import { callerOnRequest } from './http/callerOnRequest.ts';
import { clientPolicy } from './http/contentSecurityPolicy.ts';
import { errorHandler } from './http/errorHandler.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { apiCalls, apiRouter } from './routes/api.ts';
import type { AppContext } from './routes/context.ts';
import { clientFiles, pageRoutes } from './routes/pages.ts';

/** The HTTP server's requests: the /api JSON calls (ApiCalls), and in Express the rest of /api and the web client's pages, behind the session. */
export function createApp(ctx: AppContext, clientDir: string): RequestListener {
  const app = express();
  const policy = clientPolicy(clientDir);
  const headers = securityHeaders(policy);
  app.disable('x-powered-by');
  // Express would hash every answer for an ETag; the API is POST, which is never answered 304, and the files
  // and images that are cached set their own.
  app.set('etag', false);
  app.set('trust proxy', ctx.config.trustProxy);
  app.use((_req, res, next) => {
    headers(res);
    next();
  });
  // The rest of /api (the JSON calls never get here, see ApiCalls) before the files and the compression
  // middleware: its CSV exports bring the middleware along (exports.ts), so no other API request pays for what
  // the middleware does to every response it sees (about 60 µs, measured).
  app.use('/api', callerOnRequest(ctx.identify), apiRouter(ctx));
  app.use(compression());
  app.use(clientFiles(clientDir, policy));
  app.use(callerOnRequest(ctx.identify));
  app.use(pageRoutes(ctx.sql, policy));
  app.use(errorHandler);
  const gate = { headers, caller: ctx.identify, allowedOrigins: ctx.config.allowedOrigins, deadlineMs: ctx.config.requestDeadlineMs };
  return apiCalls(ctx).listener(gate, app);
}
