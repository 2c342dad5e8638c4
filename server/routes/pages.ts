import path from 'node:path';
import express, { Router } from 'express';
import { KIOSK_PAGES, LOGIN_PATH, loginPathFor } from '../../shared/paths.ts';
import { resolveKiosk } from '../auth/kiosks.ts';
import type { Sql } from '../db/sql.ts';
import type { ClientPolicy } from '../http/contentSecurityPolicy.ts';
import { setKioskCookie } from '../http/cookies.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * The web client's built files, public. Those under assets/ are named by their content and cached for long;
 * the rest (the service worker, index.html, the icon) are checked at every use, so that a new version of the
 * app reaches its users. A script or stylesheet of assets/ goes as the build compressed it (its .br beside it,
 * vite.config.ts) to a browser that takes brotli: smaller than the compression middleware makes it, and no work.
 * index.html (the service worker keeps it for pages opened offline) goes with the policy that allows its scripts.
 */
export function clientFiles(clientDir: string, policy: ClientPolicy): express.RequestHandler {
  const assets = path.join(clientDir, 'assets') + path.sep;
  const files = express.static(clientDir, {
    index: false,
    setHeaders: (res, file) => {
      res.set('Cache-Control', file.startsWith(assets) ? LONG_CACHE : 'no-cache');
      if (path.resolve(file) === policy.indexFile) res.set('Content-Security-Policy', policy.refresh() ?? policy.current());
    },
  });
  const compressed = express.static(clientDir, {
    index: false,
    setHeaders: (res, file) => {
      // Set before the file's own type would be (send sets Content-Type only when it is not set yet).
      res.type(path.extname(file.slice(0, -'.br'.length))).vary('Accept-Encoding').set({ 'Content-Encoding': 'br', 'Cache-Control': LONG_CACHE });
    },
  });
  return (req, res, next) => {
    const takesBrotli = req.headers['accept-encoding'] !== undefined && req.acceptsEncodings('br') === 'br';
    if (!takesBrotli || !/^\/assets\/[^/]+\.(js|css)$/.test(req.path)) return files(req, res, next);
    const url = req.url;
    req.url = `${req.path}.br`;
    compressed(req, res, (error?: unknown) => {
      req.url = url; // no .br of this file: the file itself
      if (error) return next(error);
      files(req, res, next);
    });
  };
}

/** A kiosk page opened with ?kiosk=TOKEN keeps the token in a cookie; true when the screen may see it. */
async function signInKiosk(sql: Sql, req: express.Request, res: express.Response): Promise<boolean> {
  const token = req.query.kiosk;
  if (typeof token === 'string' && (await resolveKiosk(sql, token))) {
    setKioskCookie(req, res, token);
    return true;
  }
  return req.caller?.kind === 'kiosk';
}

/** Every page needs a session; a request without one is sent to the login page with the path to return to. */
export function pageRoutes(sql: Sql, policy: ClientPolicy): Router {
  const router = Router();

  const sendIndex = (res: express.Response) => {
    const csp = policy.refresh();
    if (csp === null) return void res.status(503).type('text').send('The web client is not built yet: run `npm run build`.');
    res.set({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': csp }).sendFile(policy.indexFile);
  };

  router.get(LOGIN_PATH, (_req, res) => sendIndex(res));
  router.get('/{*path}', async (req, res) => {
    const staff = req.caller?.kind === 'staff';
    if (!staff && KIOSK_PAGES.includes(req.path) && (await signInKiosk(sql, req, res))) return sendIndex(res);
    if (!staff) return res.redirect(302, loginPathFor(req.originalUrl));
    sendIndex(res);
  });
  return router;
}
