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
  /** An NCR as its 8D report (issue 36). */
  eightD: (iid: number) => `/ncr/issue?iid=${iid}&view=8d`,
  addIssue: (sid?: number) => (sid ? `/ncr/add?sid=${sid}` : '/ncr/add'),
  /** The NCR list narrowed to some NCRs (the dashboard's links): see IssueListWhere. */
  issuesWhere: (where: IssueListWhere) => `/ncr?${issueListWhereQuery(where)}`,
  board: '/ncr/board',
  dashboard: '/ncr/dashboard',
  activity: '/activity',
  /** My actions (issue 36): the signed-in person's open actions; `actionsWhere` another view of them. */
  actions: '/actions',
  actionsWhere: (where: ActionListWhere) => {
    const query = actionListWhereQuery(where);
    return query ? `/actions?${query}` : '/actions';
  },
  /** An action on its NCR's page (its row there has the id `action-<aid>`). */
  action: (iid: number, aid: number) => `/ncr/issue?iid=${iid}#action-${aid}`,
  world: '/world',
  kiosks: '/manager/screens',
  login: LOGIN_PATH,
} as const;

/** The pages a kiosk token opens; everything else needs a staff session. */
export const KIOSK_PAGES: readonly string[] = [paths.board, paths.dashboard, paths.world];

/** The links that open the kiosk pages on a wall screen with its token (shown once, when the token is made). */
export function kioskPageLinks(token: string): string[] {
  return KIOSK_PAGES.map((page) => `${page}?kiosk=${token}`);
}

/** The login page, returning to `returnPath` (same-site paths only) after signing in. */
export function loginPathFor(returnPath: string): string {
  return `${LOGIN_PATH}?return=${encodeURIComponent(safeReturnPath(returnPath))}`;
}

/**
 * NCRs the list is narrowed to, in its URL: the board's filters (`assignee`, `category`, `station`; a key may
 * repeat) and the list's own: `product` (the NCR's product, whole, any case), `reported` ('YYYY-MM-DD..YYYY-MM-DD',
 * both days included) and `filter` (ISSUE_FILTER; the list's default, Open Issues, when left out).
 */
export interface IssueListWhere {
  filter?: number;
  assignee?: string;
  category?: number;
  station?: number;
  product?: string;
  reported?: { from: string; to: string };
  /** Root-cause category (ROOT_CAUSE), effectiveness result (EFFECTIVENESS), internal status (ISSUE_STATUS). */
  rc?: number;
  eff?: number;
  status?: number;
}

/** The query string of `where` (without '?'). */
export function issueListWhereQuery(where: IssueListWhere): string {
  const pairs: [string, string | number | undefined][] = [
    ['filter', where.filter], ['assignee', where.assignee], ['category', where.category], ['station', where.station],
    ['product', where.product], ['reported', where.reported && `${where.reported.from}..${where.reported.to}`],
    ['rc', where.rc], ['eff', where.eff], ['status', where.status],
  ];
  return pairs.filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&');
}

/**
 * A view of My actions in its URL (shared/lists/actionList.ts): `owner` a person's name, 'all' or 'none' (the
 * signed-in person's when left out), `status` 'all' or a status (Open when left out), `due` 'overdue', 'none',
 * 'within:N' or a date range.
 */
export interface ActionListWhere { owner?: string; type?: string; status?: string; due?: string }

function actionListWhereQuery(where: ActionListWhere): string {
  return (['owner', 'type', 'status', 'due'] as const).filter((key) => where[key] !== undefined)
    .map((key) => `${key}=${encodeURIComponent(where[key]!)}`).join('&');
}
