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
  // Express would hash every answer for an ETag; the API is POST, which is never answered 304, and the files
  // and images that are cached set their own.
  app.set('etag', false);
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
  // The API before the files and the compression middleware: its JSON answers are compressed where they are
  // made (sendJson.ts, cachedAnswer.ts) and its CSV exports bring the middleware along (exports.ts), so no API
  // call pays for what the middleware does to every response it sees (about 60 µs, measured).
  app.use('/api', loadSession(ctx), apiRouter(ctx));
  app.use(compression());
  app.use(clientFiles(clientDir));
  app.use(loadSession(ctx));
  app.use(pageRoutes(clientDir, ctx.sql));
  app.use(errorHandler);
  return app;
}
