// Every JSON call of /api (SPEC §7), declared once: its path, the body it takes and the answer it gives. The
// server validates bodies with `body` and its handlers must return what `response` describes; the client sends
// through the same table and, in development and tests, checks every answer against `response`.
import { z } from 'zod';
import { ncrDashboard } from './dashboard.ts';
import { historyPage } from './history.ts';
import { account, attachment, issue, issueSummary, kioskItem, parentRef, product, station, stationDetail, stationListItem, stationLocation, stats, user } from './records.ts';
import { loginBody } from './schemas/auth.ts';
import { attachmentIdBody } from './schemas/attachment.ts';
import { emptyBody } from './schemas/common.ts';
import { activityBody, historyBody } from './schemas/history.ts';
import { addIssueBody, iidBody, updateIssueBody } from './schemas/issue.ts';
import { kioskNameBody } from './schemas/kiosk.ts';
import { addProductBody, pidBody } from './schemas/product.ts';
import { addStationBody, sidBody, updateStationBody } from './schemas/station.ts';

export interface Endpoint<Body extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  /** Under /api/. */
  path: string;
  body: Body;
  response: Response;
  /** A kiosk screen (read-only wall screen) may call it too; otherwise a signed-in user only. */
  kiosk?: 'read';
  /** Callable without a session. */
  public?: true;
  /** It changes stored data (the server runs it as a write: one transaction, published after commit). */
  writes?: true;
}

export type EndpointBody<E extends Endpoint> = z.input<E['body']>;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

type Options = Pick<Endpoint, 'kiosk' | 'public' | 'writes'>;
function endpoint<B extends z.ZodType, R extends z.ZodType>(path: string, body: B, response: R): { path: string; body: B; response: R };
function endpoint<B extends z.ZodType, R extends z.ZodType, O extends Options>(path: string, body: B, response: R, options: O): { path: string; body: B; response: R } & O;
function endpoint(path: string, body: z.ZodType, response: z.ZodType, options: Options = {}): Endpoint {
  return { path, body, response, ...options };
}
const writes = { writes: true } as const;

const nothing = z.object({});
const demoAccount = z.object({ user: z.string(), password: z.string() });

export const api = {
  login: endpoint('login', loginBody, z.object({ user }), { public: true }),
  logout: endpoint('logout', emptyBody, nothing, { public: true, writes: true }),
  loginInfo: endpoint('logininfo', emptyBody, z.object({ demo: demoAccount.nullable() }), { public: true }),
  whoami: endpoint('whoami', emptyBody, z.object({ user })),
  /** Every account by name, with the person it is (staff only): who the activity feed can be narrowed to. */
  accounts: endpoint('accounts', emptyBody, z.object({ accounts: z.array(account) })),

  stations: endpoint('stations', emptyBody, z.object({ stations: z.array(stationListItem) }), { kiosk: 'read' }),
  stats: endpoint('stats', emptyBody, stats, { kiosk: 'read' }),
  locations: endpoint('locations', emptyBody, z.object({ locations: z.array(stationLocation) }), { kiosk: 'read' }),
  station: endpoint('station', sidBody, stationDetail),
  addStation: endpoint('addstation', addStationBody, z.object({ result: z.number() }), writes),
  updateStation: endpoint('updstation', updateStationBody, z.object({ st: station }), writes),
  removeStation: endpoint('rmstation', sidBody, nothing, writes),
  removeImage: endpoint('rmimage', sidBody, z.object({ st: station }), writes),

  addProduct: endpoint('addprod', addProductBody, z.object({ prod: product }), writes),
  removeProduct: endpoint('rmprod', pidBody, nothing, writes),

  issues: endpoint('issues', emptyBody, z.object({ issues: z.array(issueSummary) }), { kiosk: 'read' }),
  issue: endpoint('issue', iidBody, z.object({ issue })),
  addIssue: endpoint('addissue', addIssueBody, z.object({ result: z.number() }), writes),
  updateIssue: endpoint('updissue', updateIssueBody, z.object({ issue }), writes),
  removeIssue: endpoint('rmissue', iidBody, nothing, writes),
  attachments: endpoint('attachments', iidBody, z.object({ attachments: z.array(attachment) })),
  removeAttachment: endpoint('rmattachment', attachmentIdBody, nothing, writes),
  people: endpoint('people', emptyBody, z.object({ people: z.array(z.string()) })),

  /** A station's or NCR's changes, newest first, a page at a time (staff only). */
  history: endpoint('history', historyBody, historyPage),
  /** Recent changes of all stations and NCRs, filtered, a page at a time (staff only). */
  activity: endpoint('activity', activityBody, historyPage),
  /** The NCR dashboard's figures (aggregated by the server, for its day); a wall screen may read them. */
  ncrDashboard: endpoint('ncrdashboard', emptyBody, ncrDashboard, { kiosk: 'read' }),

  addKiosk: endpoint('kiosk/add', kioskNameBody, z.object({ name: z.string(), token: z.string(), pages: z.array(z.string()) }), writes),
  kiosks: endpoint('kiosk/list', emptyBody, z.object({ kiosks: z.array(kioskItem) })),
  revokeKiosk: endpoint('kiosk/revoke', kioskNameBody, nothing, writes),
} satisfies Record<string, Endpoint>;

/** The answer of the image upload (multipart, POST /api/uploadf/<sid>): the station with its new imageUrl. */
export const uploadImageResponse = z.object({ st: station });
/** An NCR's attachments are uploaded one file a request (multipart, field `files`) to this path under /api. */
export const attachmentUploadPath = (iid: number) => `issues/${iid}/attachments`;
/** The answer of an attachment upload: the attachment as listed. */
export const uploadAttachmentResponse = z.object({ attachment });
/** The answers of a refused update (409): the record as it is now. */
export const stationConflict = z.object({ st: station });
export const issueConflict = z.object({ issue });
/** The answer of addstation refused (409) for a project id another station has: that station. */
export const duplicateProjectId = z.object({ duplicate: parentRef });
