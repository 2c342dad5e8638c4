// Every JSON call of /api (SPEC §7), declared once: its path and access (shared/endpoints.ts), the body it takes
// and the answer it gives. The server validates bodies with `body` and its handlers must return what `response`
// describes; the client sends through shared/endpoints.ts and, in development and tests, checks every answer
// against `response`.
import { z } from 'zod';
import { ncrDashboard } from './dashboard.ts';
import { endpoints, type EndpointAccess, type EndpointName, type UploadName } from './endpoints.ts';
import { historyPage } from './history.ts';
import { account, action, actionListItem, attachment, firstStations, issue, issueSummary, kioskItem, kioskStationListItem, parentRef, product, station, stationDetail, stationListItem, stationLocation, stats, user } from './records.ts';
import { addActionBody, aidBody, updateActionBody, verifyActionBody } from './schemas/action.ts';
import { loginBody } from './schemas/auth.ts';
import { attachmentIdBody, issueReportBody } from './schemas/attachment.ts';
import { emptyBody } from './schemas/common.ts';
import { activityBody, historyBody } from './schemas/history.ts';
import { addIssueBody, iidBody, updateIssueBody } from './schemas/issue.ts';
import { kioskNameBody } from './schemas/kiosk.ts';
import { addProductBody, pidBody } from './schemas/product.ts';
import { addStationBody, projIdBody, sidBody, updateStationBody } from './schemas/station.ts';

export interface Endpoint<Body extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> extends EndpointAccess {
  body: Body;
  response: Response;
}

export type EndpointBody<E extends Endpoint> = z.input<E['body']>;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

function endpoint<A extends EndpointAccess, B extends z.ZodType, R extends z.ZodType>(access: A, body: B, response: R): A & { body: B; response: R } {
  return { ...access, body, response };
}

const nothing = z.object({});
const demoAccount = z.object({ user: z.string(), password: z.string() });

export const api = {
  login: endpoint(endpoints.login, loginBody, z.object({ user })),
  logout: endpoint(endpoints.logout, emptyBody, nothing),
  loginInfo: endpoint(endpoints.loginInfo, emptyBody, z.object({ demo: demoAccount.nullable() })),
  whoami: endpoint(endpoints.whoami, emptyBody, z.object({ user })),
  accounts: endpoint(endpoints.accounts, emptyBody, z.object({ accounts: z.array(account) })),

  stations: endpoint(endpoints.stations, emptyBody, z.object({ stations: z.array(stationListItem) })),
  firstStations: endpoint(endpoints.firstStations, emptyBody, firstStations),
  subProjects: endpoint(endpoints.subProjects, sidBody, z.object({ stations: z.array(stationListItem) })),
  sameProjectId: endpoint(endpoints.sameProjectId, projIdBody, z.object({ stations: z.array(parentRef) })),
  stats: endpoint(endpoints.stats, emptyBody, stats),
  locations: endpoint(endpoints.locations, emptyBody, z.object({ locations: z.array(stationLocation) })),
  station: endpoint(endpoints.station, sidBody, stationDetail),
  addStation: endpoint(endpoints.addStation, addStationBody, z.object({ result: z.number() })),
  updateStation: endpoint(endpoints.updateStation, updateStationBody, z.object({ st: station })),
  removeStation: endpoint(endpoints.removeStation, sidBody, nothing),
  removeImage: endpoint(endpoints.removeImage, sidBody, z.object({ st: station })),

  addProduct: endpoint(endpoints.addProduct, addProductBody, z.object({ prod: product })),
  removeProduct: endpoint(endpoints.removeProduct, pidBody, nothing),

  issues: endpoint(endpoints.issues, emptyBody, z.object({ issues: z.array(issueSummary) })),
  issue: endpoint(endpoints.issue, iidBody, z.object({ issue })),
  addIssue: endpoint(endpoints.addIssue, addIssueBody, z.object({ result: z.number() })),
  updateIssue: endpoint(endpoints.updateIssue, updateIssueBody, z.object({ issue })),
  removeIssue: endpoint(endpoints.removeIssue, iidBody, nothing),
  attachments: endpoint(endpoints.attachments, iidBody, z.object({ attachments: z.array(attachment) })),
  removeAttachment: endpoint(endpoints.removeAttachment, attachmentIdBody, nothing),
  issueReport: endpoint(endpoints.issueReport, issueReportBody, z.object({ attachment })),
  people: endpoint(endpoints.people, emptyBody, z.object({ people: z.array(z.string()) })),

  actions: endpoint(endpoints.actions, iidBody, z.object({ actions: z.array(action) })),
  allActions: endpoint(endpoints.allActions, emptyBody, z.object({ actions: z.array(actionListItem) })),
  addAction: endpoint(endpoints.addAction, addActionBody, z.object({ action })),
  updateAction: endpoint(endpoints.updateAction, updateActionBody, z.object({ action })),
  verifyAction: endpoint(endpoints.verifyAction, verifyActionBody, z.object({ action })),
  removeAction: endpoint(endpoints.removeAction, aidBody, nothing),

  history: endpoint(endpoints.history, historyBody, historyPage),
  activity: endpoint(endpoints.activity, activityBody, historyPage),
  ncrDashboard: endpoint(endpoints.ncrDashboard, emptyBody, ncrDashboard),

  addKiosk: endpoint(endpoints.addKiosk, kioskNameBody, z.object({ name: z.string(), token: z.string(), pages: z.array(z.string()) })),
  kiosks: endpoint(endpoints.kiosks, emptyBody, z.object({ kiosks: z.array(kioskItem) })),
  revokeKiosk: endpoint(endpoints.revokeKiosk, kioskNameBody, nothing),
} satisfies Record<EndpointName, Endpoint>;

export type Api = typeof api;

/**
 * What a kiosk screen is answered by the calls it may make (`kiosk: 'read'` in shared/endpoints.ts) where that
 * is not staff's answer: the fields its screens show, from presenters of their own (server/presenters/kioskReads.ts).
 */
export const kioskAnswers = {
  stations: z.object({ stations: z.array(kioskStationListItem) }),
} satisfies Partial<Record<EndpointName, z.ZodType>>;

/** The answers of the multipart uploads (shared/endpoints.ts `uploadPaths`). */
export const uploadAnswers = {
  /** The station with its new imageUrl. */
  image: z.object({ st: station }),
  /** The attachment as listed. */
  attachment: z.object({ attachment }),
} satisfies Record<UploadName, z.ZodType>;

export type UploadAnswer<U extends UploadName> = z.output<(typeof uploadAnswers)[U]>;
