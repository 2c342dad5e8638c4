import compression from 'compression';
import express from 'express';
import type { AppContext } from './http/context.ts';
import { errorHandler } from './http/errorHandler.ts';
import { loadSession } from './http/session.ts';
import { apiRouter } from './routes/api.ts';
import { clientFiles, pageRoutes } from './routes/pages.ts';

/**
 * What the web client may load, sent with every response (pages, built files, API answers). Scripts come only
 * from our own files, never inline or eval'd. Styles allow inline because Mantine writes its CSS variables into
 * style elements and style attributes at run time. Images include data: and blob: (the globe's canvas
 * textures, image previews); connect-src 'self' covers the API, Socket.IO and /yjs, since CSP 3 lets 'self'
 * match ws:/wss: on the same host.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The Express app: /api calls and the web client's pages, behind the session. */
export function createApp(ctx: AppContext, clientDir: string): express.Express {
  const app = express();
  app.disable('x-powered-by');
  if (ctx.config.trustProxy) app.set('trust proxy', ctx.config.trustProxy);
  app.use((_req, res, next) => {
    res.set({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
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
