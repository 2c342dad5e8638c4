// The records as they travel on the wire (SPEC §3), derived from the field tables of the schemas: a field is
// written once, in stationFields or issueFields. Dates that are not set travel as the 1979 sentinel.
import { z } from 'zod';
import { wireShape } from './fields.ts';
import { ISSUE_SUMMARY_SOURCES } from './issueSummarySources.ts';
import { actionFields } from './schemas/action.ts';
import { issueFields } from './schemas/issue.ts';
import { productCategory } from './schemas/product.ts';
import { stationFields, type StationField } from './schemas/station.ts';

const id = z.number().int();
const timestamp = z.string();

export const parentRef = z.object({ sid: id, name: z.string(), projId: z.string() });
export type ParentRef = z.infer<typeof parentRef>;

export const station = z.object({
  sid: id,
  ...wireShape(stationFields),
  imageUrl: z.string(),
  ncr: z.boolean(),
  modif: timestamp,
  modBy: z.string(),
  parent: parentRef.nullable(),
});
export type Station = z.infer<typeof station>;

/** A row of the stations list: some of the station's fields, its warranty end and its parent's sid. */
export const stationListItem = station.pick({
  sid: true, projId: true, name: true, customer: true, reactor: true, product: true, active: true, ncr: true, pr: true, modif: true,
}).extend({
  /** Warranty end 'YYYY-MM-DD' read from endWarranty; the sentinel when unknown. */
  wend: z.string(),
  /** sid of the parent project, 0 for none. */
  parent: id,
});
export type StationListItem = z.infer<typeof stationListItem>;

/**
 * A row of the stations list as a kiosk screen (a wall screen's read-only token) gets it: a station as the wall
 * screens name it (the dashboard's top stations, the board's cards), nothing of its customer, contract, payment
 * or warranty, which no wall screen shows.
 */
export const kioskStationListItem = stationListItem.pick({ sid: true, projId: true, name: true });
export type KioskStationListItem = z.infer<typeof kioskStationListItem>;

/**
 * The stations list's first page in its default view (newest first, no search or filter): its rows, the rows of
 * the parents they name, and how many stations there are. The list's screen shows it while the whole list comes.
 */
export const firstStations = z.object({ stations: z.array(stationListItem), parents: z.array(stationListItem), total: z.number().int().nonnegative() });
export type FirstStations = z.infer<typeof firstStations>;

/** The station fields a list row shows. */
export const STATION_LIST_FIELDS = (Object.keys(stationListItem.shape) as (keyof StationListItem)[])
  .filter((name): name is keyof StationListItem & StationField => name in stationFields);

export const product = z.object({ pid: id, cat: productCategory, serial: z.string() });
export type Product = z.infer<typeof product>;

export const issue = z.object({
  iid: id,
  sid: id,
  stn: z.string(),
  proj: z.string(),
  ...wireShape(issueFields),
  closed: timestamp,
  /** Who resolved it ('' while open). */
  closedBy: z.string(),
  /** Who last set the effectiveness review's result or note, and when ('' and the sentinel: never). */
  effBy: z.string(),
  effAt: timestamp,
  /**
   * The due dates of its open actions, soonest first ('' for one without a due date): its list row and board
   * card count them, and the overdue ones by the viewer's day.
   */
  actDue: z.array(z.string()),
  modif: timestamp,
  modBy: z.string(),
});
export type Issue = z.infer<typeof issue>;

type SummarySources = typeof ISSUE_SUMMARY_SOURCES;

export const issueSummary = z.object(Object.fromEntries(Object.entries(ISSUE_SUMMARY_SOURCES)
  .map(([name, source]) => [name, issue.shape[source]])) as { [K in keyof SummarySources]: (typeof issue.shape)[SummarySources[K]] });
export type IssueSummary = z.infer<typeof issueSummary>;

/** An action of an NCR (issue 36): what to do, who does it by when, where it stands, and who verified it. */
export const action = z.object({
  aid: id,
  iid: id,
  ...wireShape(actionFields),
  /** When it was marked Done (the sentinel while not). */
  doneAt: timestamp,
  /** Who verified it, when, and how they know ('', the sentinel and '' while not verified). */
  verifiedBy: z.string(),
  verifiedAt: timestamp,
  verifyNote: z.string(),
  createdBy: z.string(),
  createdAt: timestamp,
  modif: timestamp,
  modBy: z.string(),
});
export type Action = z.infer<typeof action>;

/** A row of My actions (/actions): the action without its verification, with its NCR's number and station. */
export const actionListItem = action.pick({ aid: true, iid: true, type: true, descr: true, owner: true, due: true, status: true, modif: true })
  .extend({ snid: z.string(), sid: id, stn: z.string() });
export type ActionListItem = z.infer<typeof actionListItem>;

export const stationDetail = z.object({ st: station, issues: z.array(issueSummary), prods: z.array(product) });
export type StationDetail = z.infer<typeof stationDetail>;

/** A station's bar on the globe. */
export const stationLocation = z.object({
  id,
  name: z.string(),
  type: z.string(),
  country: z.string(),
  year: z.number(),
  img: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type StationLocation = z.infer<typeof stationLocation>;

export const stats = z.object({ projNum: z.string(), activeNcr: z.number() });
export type Stats = z.infer<typeof stats>;

/** The signed-in account and the person of the people list it is. */
export const user = z.object({ name: z.string(), person: z.string() });
export type User = z.infer<typeof user>;

/** An account as another user sees it (the Activity page's person filter): entries name the account. */
export const account = z.object({ name: z.string(), person: z.string().nullable() });
export type Account = z.infer<typeof account>;

/** A wall screen's read-only token, as staff see it in the list (the token itself is shown once only). */
export const kioskItem = z.object({ name: z.string(), createdBy: z.string(), createdAt: timestamp, revoked: z.boolean() });
export type KioskItem = z.infer<typeof kioskItem>;

/** A file attached to an NCR, as listed (without its bytes): `url` is the file, `thumbUrl` a small image ('' for a PDF). */
export const attachment = z.object({
  id,
  iid: id,
  name: z.string(),
  mime: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Pixels, of images; null for a PDF. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbUrl: z.string(),
  /** An issued customer report: its version and the SHA-256 (hex) of its bytes; null for an uploaded file. */
  report: z.object({ version: z.number().int(), sha256: z.string() }).nullable(),
  createdBy: z.string(),
  createdAt: timestamp,
});
export type Attachment = z.infer<typeof attachment>;
