// One source of truth for the app's routes (SPEC §2): the client's router and links, the server's page
// routes (login redirect, the pages a kiosk token opens).
import { safeReturnPath } from './returnPath.ts';

export const LOGIN_PATH = '/manager/login';

export const paths = {
  root: '/',
  stations: '/service',
  station: (sid: number) => `/service/station?sid=${sid}`,
  addStation: '/service/add',
  issues: '/ncr',
  issue: (iid: number) => `/ncr/issue?iid=${iid}`,
  addIssue: (sid?: number) => (sid ? `/ncr/add?sid=${sid}` : '/ncr/add'),
  board: '/ncr/board',
  world: '/world',
  kiosks: '/manager/screens',
  login: LOGIN_PATH,
} as const;

/** The pages a kiosk token opens; everything else needs a staff session. */
export const KIOSK_PAGES: readonly string[] = [paths.board, paths.world];

/** The links that open the kiosk pages on a wall screen with its token (shown once, when the token is made). */
export function kioskPageLinks(token: string): string[] {
  return KIOSK_PAGES.map((page) => `${page}?kiosk=${token}`);
}

/** The login page, returning to `returnPath` (same-site paths only) after signing in. */
export function loginPathFor(returnPath: string): string {
  return `${LOGIN_PATH}?return=${encodeURIComponent(safeReturnPath(returnPath))}`;
}
