import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { safeReturnPath } from '../../shared/returnPath.ts';

export const LOGIN_PATH = '/manager/login';

/** The web client's built files: public, and cached for long (Vite names them by content). */
export function clientFiles(clientDir: string): express.RequestHandler {
  return express.static(clientDir, { index: false, maxAge: '1y', immutable: true });
}

/** Every page needs a session; a request without one is sent to the login page with the path to return to. */
export function pageRoutes(clientDir: string): Router {
  const router = Router();
  const indexFile = path.join(clientDir, 'index.html');

  const sendIndex = (res: express.Response) => {
    if (!fs.existsSync(indexFile)) return void res.status(503).type('text').send('The web client is not built yet: run `npm run build`.');
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  };

  router.get(LOGIN_PATH, (_req, res) => sendIndex(res));
  router.get('/{*path}', (req, res) => {
    if (!req.user) return res.redirect(302, `${LOGIN_PATH}?return=${encodeURIComponent(safeReturnPath(req.originalUrl))}`);
    sendIndex(res);
  });
  return router;
}
