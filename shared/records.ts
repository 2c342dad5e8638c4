// The records as they travel on the wire (SPEC §3). Dates that are not set travel as the 1979 sentinel.
import type { IssueCategory, IssueStatus, ProductCategory } from './constants.ts';

export interface StationListItem {
  sid: number;
  projId: string;
  name: string;
  customer: string;
  reactor: string;
  product: string;
  active: boolean;
  ncr: boolean;
  pr: boolean;
  /** Warranty end 'YYYY-MM-DD' parsed from endWarranty; the sentinel when unknown. */
  wend: string;
  /** sid of the parent project, 0 for none. */
  parent: number;
  modif: string;
}

export interface ParentRef { sid: number; name: string; projId: string }

export interface Station {
  sid: number;
  projId: string;
  name: string;
  customer: string;
  imageUrl: string;
  active: boolean;
  pr: boolean;
  ncr: boolean;
  comp: string;
  owner: string;
  product: string;
  ordDate: string;
  ack: string;
  commissionedDate: string;
  deliv: string;
  endWarranty: string;
  country: string;
  coordinates: string;
  snnmVersion: string;
  reactor: string;
  systemVoltage: string;
  encapsulation: string;
  sbgTypeCode: string;
  cpu: string;
  projectFolder: string;
  softwareFolder: string;
  contactPersons: string;
  comments: string;
  review: string;
  modif: string;
  modBy: string;
  parent: ParentRef | null;
}

export interface Product { pid: number; cat: ProductCategory; serial: string }

export interface IssueSummary {
  iid: number;
  snid: string;
  stn: string;
  prod: string;
  status: IssueStatus;
  statc: IssueStatus;
  assTo: string;
  rep: string;
  close: string;
}

export interface Issue {
  iid: number;
  snid: string;
  sid: number;
  stn: string;
  proj: string;
  product: string;
  owner: string;
  cat: IssueCategory;
  reported: string;
  modif: string;
  modBy: string;
  status: IssueStatus;
  statusC: IssueStatus;
  closed: string;
  descr: string;
  note: string;
}

export interface StationDetail { st: Station; issues: IssueSummary[]; prods: Product[] }

export interface StationLocation {
  id: number;
  name: string;
  type: string;
  country: string;
  year: number;
  img: string;
  lat: number;
  lng: number;
}

export interface Stats { projNum: string; activeNcr: number }

export interface User { name: string; person: string }

export interface ApiError { message: string }
