// One source of truth for the app's routes (SPEC §2).
import { safeReturnPath } from '../../shared/returnPath.ts';

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

export function loginPathFor(returnPath: string): string {
  return `${LOGIN_PATH}?return=${encodeURIComponent(safeReturnPath(returnPath))}`;
}
