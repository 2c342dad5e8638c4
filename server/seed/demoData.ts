// Deterministic, realistic demo data for Stationdesk (stations, products, NCRs). Pure, no database access.
// Same options → identical output; all dates are relative to the reference date (REFERENCE_DATE unless given).

import { Faker, en, de, base } from '@faker-js/faker';
import type { z } from 'zod';
import {
  ACTION_STATUS, ACTION_TYPE, COMPANY_CHOICES, EFFECTIVENESS, ISSUE_PRODUCT_MAX, ROOT_CAUSE, ROOT_CAUSE_METHOD,
  type ActionStatus, type ActionType, type ProductCategory, type RootCause, type RootCauseMethod,
} from '../../shared/constants.ts';
import type { IssueValues } from '../../shared/schemas/issue.ts';
import type { productInput } from '../../shared/schemas/product.ts';
import type { StationValues } from '../../shared/schemas/station.ts';
import { COUNTRIES, DOC_LANGUAGE, PLACES, type Lang, type Place, type Region } from './places.ts';
import {
  CHILD_SUFFIXES, COMMENT_LINES, CONTACT_ROLES, DELAY_REASONS, DIRECTIONS, ENGLISH_NAME_PATTERNS, NAMES, PEOPLE,
  PORTS, REVIEW_LINES, REVIEW_PR_LINES, SERVICE_COMMENT_LINES, STATION_NAME_PATTERNS,
} from './phrases.ts';
import {
  ACTION_TEXTS, EFFECTIVENESS_NOTES, NCR_CONTEXT, NCR_FOLLOW_UP, NCR_IN_PROGRESS, NCR_SLOT_LISTS, NCR_TEMPLATES, PARTS,
  PHASES_FACTORY, PHASES_FIELD, ROOT_CAUSES, VERIFY_NOTES, type NcrTemplate, type Part,
} from './ncrPhrases.ts';

/** A generated product, station and issue: the records' own field values (shared/schemas), plus their links. */
export type DemoProduct = z.output<typeof productInput>;
/**
 * An NCR of the demo data; root cause and effectiveness not set unless given. Some have actions (issue 36), with
 * who resolved it and who reviewed the effectiveness; the others are NCRs as they were before actions existed.
 */
export type DemoIssue = Omit<IssueValues, 'snid' | 'reported' | RootCauseFields> & Partial<Pick<IssueValues, RootCauseFields>> & {
  reported: string;
  closed: string | null;
  closedBy?: string;
  effBy?: string;
  effAt?: string;
  actions?: DemoAction[];
};
type RootCauseFields = 'rcCat' | 'rcMethod' | 'effResult' | 'effNote';
/** An action of a demo NCR: its fields as stored, timestamps as ISO strings. */
export interface DemoAction {
  type: ActionType;
  descr: string;
  owner: string;
  due: string | null;
  status: ActionStatus;
  showCust: boolean;
  doneAt: string | null;
  verifiedBy: string | null;
  verifiedAt: string | null;
  verifyNote: string;
  createdAt: string;
  modif: string;
}
export type DemoStation = StationValues & { parentIndex: number | null; products: DemoProduct[]; issues: DemoIssue[] };
export interface DemoData { people: string[]; stations: DemoStation[] }

export const REFERENCE_DATE = '2026-06-30';
export const DEMO_PEOPLE: readonly string[] = PEOPLE;

// ---------------------------------------------------------------- random numbers (mulberry32)

class Rng {
  private s: number;
  constructor(seed: number) { this.s = (seed * 2654435761) >>> 0; }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [a, b]. */
  int(a: number, b: number): number { return a + Math.floor(this.next() * (b - a + 1)); }
  chance(p: number): boolean { return this.next() < p; }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [v, w] of items) if ((r -= w) < 0) return v;
    return (items[items.length - 1] as readonly [T, number])[0];
  }
}

// ---------------------------------------------------------------- dates as UTC day numbers

const DAY_MS = 86_400_000;
const toDay = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const fmt = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const FIRST_ORDER = toDay('2005-01-03');
const yearOf = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();
function addMonths(day: number, months: number): number {
  const d = new Date(day * DAY_MS);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime() / DAY_MS;
}
/** Moves Saturday/Sunday back to Friday. */
function workday(day: number): number {
  const dow = new Date(day * DAY_MS).getUTCDay();
  return dow === 6 ? day - 1 : dow === 0 ? day - 2 : day;
}

// ---------------------------------------------------------------- station product types

type StationType = 'ASC' | 'GFN' | 'GFN-CC' | 'RCC' | 'ASC + RCC' | 'NER' | 'EFL' | 'ATD' | 'GT' | 'SAEFL'
  | 'Service' | 'Repair' | 'Parts' | 'Workshop';

const TYPE_WEIGHTS: readonly (readonly [StationType, number])[] = [
  ['ASC', 34], ['GFN', 14], ['GFN-CC', 5], ['RCC', 7], ['ASC + RCC', 4], ['NER', 6], ['EFL', 4], ['ATD', 3], ['GT', 3],
  ['SAEFL', 2], ['Service', 7], ['Repair', 4], ['Parts', 5], ['Workshop', 2],
];
const CHILD_TYPE_WEIGHTS: readonly (readonly [StationType, number])[] = [
  ['Service', 30], ['Parts', 20], ['Repair', 15], ['RCC', 10], ['ASC', 15], ['EFL', 10],
];
const WITH_COIL = new Set<StationType>(['ASC', 'GFN', 'GFN-CC', 'RCC', 'ASC + RCC']);
const WITH_CONTROLLER = new Set<StationType>(['ASC', 'GFN', 'GFN-CC', 'RCC', 'ASC + RCC', 'EFL', 'ATD', 'SAEFL']);
const SHORT_JOBS = new Set<StationType>(['Service', 'Repair', 'Parts', 'Workshop']);

/** Product categories per station type: [category, probability]. */
const TYPE_PRODUCTS: Record<StationType, readonly (readonly [ProductCategory, number])[]> = {
  ASC: [['ASC', 1], ['ASC', 0.15], ['GT', 0.3], ['EFL', 0.2], ['Parts', 0.2]],
  GFN: [['GFN', 1], ['ASC', 1], ['GT', 0.4], ['Parts', 0.2]],
  'GFN-CC': [['GFN-CC', 1], ['ASC', 1], ['EFL', 0.2], ['Parts', 0.3]],
  RCC: [['RCC', 1], ['ASC', 0.5], ['Service', 0.2]],
  'ASC + RCC': [['ASC', 1], ['RCC', 1], ['GT', 0.3], ['Parts', 0.2], ['Service', 0.2]],
  NER: [['NER', 1], ['GT', 0.5]],
  EFL: [['EFL', 1], ['EFL', 0.4]],
  ATD: [['ATD', 1], ['Parts', 0.3]],
  GT: [['GT', 1], ['NER', 0.3]],
  SAEFL: [['SAEFL', 1], ['EFL', 0.3]],
  Service: [['Service', 1], ['Parts', 0.2]],
  Repair: [['Repair', 1], ['Parts', 0.4]],
  Parts: [['Parts', 1]],
  Workshop: [['Workshop', 1], ['Repair', 0.2]],
};

const SERIAL_PREFIX: Record<ProductCategory, string> = {
  GFN: 'GFN', ASC: 'ASC', RCC: 'RCC', 'GFN-CC': 'GCC', ATD: 'ATD', EFL: 'EFL', GT: 'GT', SAEFL: 'SEF', NER: 'NER',
  Parts: 'PRT', Service: 'SRV', Repair: 'REP', Workshop: 'WS',
};

const PART_GROUP: Partial<Record<ProductCategory, string>> = {
  ASC: 'ASC', GFN: 'GFN', 'GFN-CC': 'GFN', RCC: 'RCC', GT: 'GT', NER: 'NER', EFL: 'EFL', SAEFL: 'EFL', ATD: 'EFL',
};

// ---------------------------------------------------------------- electrical data

const UK_STYLE = new Set(['United Kingdom', 'Ireland', 'Australia', 'New Zealand', 'South Africa', 'Kenya', 'Uganda', 'Zambia',
  'Zimbabwe', 'Botswana', 'Namibia', 'Ghana', 'Nigeria', 'India', 'Pakistan', 'Malaysia']);
const US_STYLE = new Set(['United States', 'Canada', 'Mexico', 'Brazil', 'Colombia', 'Peru', 'Ecuador', 'Philippines']);

function pickVoltage(rng: Rng, country: string): string {
  if (UK_STYLE.has(country)) return rng.weighted([['11 kV', 4], ['22 kV', 3], ['33 kV', 4], ['66 kV', 2], ['132 kV', 1]]);
  if (US_STYLE.has(country)) return rng.weighted([['13.8 kV', 5], ['23 kV', 2], ['34.5 kV', 3], ['69 kV', 1]]);
  return rng.weighted([['10 kV', 4], ['20 kV', 7], ['30 kV', 2], ['35 kV', 1], ['110 kV', 3]]);
}

function pickMaxCurrent(rng: Rng, kv: number): number {
  if (kv <= 25) return rng.pick([100, 150, 200, 250, 300, 400, 500, 640]);
  if (kv <= 40) return rng.pick([100, 150, 200, 300, 400]);
  return rng.pick([200, 300, 400, 500, 600, 800, 1000]);
}

function pickController(rng: Rng, type: StationType, year: number): string {
  if (type === 'EFL' || type === 'SAEFL') return rng.pick(['EFD300', 'EFD500', 'EFL-R2']);
  if (type === 'GFN' || type === 'GFN-CC') return year < 2015 ? 'GCU-2' : rng.pick(['GCU-3', 'GCU-3 + REG-DPA']);
  if (year < 2012) return rng.weighted([['REG-DP', 5], ['EFD300', 2]]);
  if (year < 2019) return rng.weighted([['REG-DPA', 4], ['EFD300', 1], ['EFD500', 2]]);
  return rng.weighted([['REG-DPA', 3], ['EFD500', 4], ['EFD500 redundant', 1]]);
}

function snnmVersion(rng: Rng, year: number): string {
  if (year < 2010) return `SNNM 2.${rng.int(0, 5)}.${rng.int(0, 9)}`;
  if (year < 2017) return `SNNM 3.${rng.int(0, 7)}.${rng.int(0, 9)}`;
  return `SNNM 4.${Math.min(3, Math.floor((year - 2017) / 3))}.${rng.int(0, 9)}`;
}

// ---------------------------------------------------------------- texts

function fill(rng: Rng, template: string, ctx: Record<string, string>): string {
  return template.replace(/\{([a-z0-9]+)(?:-(\d+))?\}/gi, (_m, key: string, hi: string | undefined) => {
    if (hi !== undefined) return String(rng.int(Number(key), Number(hi)));
    const fixed = ctx[key];
    if (fixed !== undefined) return fixed;
    const list = NCR_SLOT_LISTS[key];
    if (!list) throw new Error(`Unknown template slot {${key}}`);
    return fill(rng, rng.pick(list), ctx);
  });
}
const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** ASCII slug: lowercase letters, digits and hyphens only. */
const slug = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/ø/g, 'o').replace(/đ/g, 'd').replace(/ı/g, 'i')
    .toLowerCase().replace(/[^a-z0-9-]/g, '');

const STOP_WORDS = new Set(['de', 'of', 'the', 'and', 'la', 'del', 'di', 'do', 'city']);
function mailDomain(utility: string, tld: string): string {
  const words = utility.split(/\s+/).map(slug).filter((w) => w && !STOP_WORDS.has(w));
  return `${words.slice(0, 2).join('-') || 'utility'}.${tld}`;
}

interface Fakers { en: Faker; de: Faker }

function personName(rng: Rng, fakers: Fakers, lang: Lang): [string, string] {
  const curated = NAMES[lang];
  if (curated && !(lang === 'af' && rng.chance(0.3))) return [rng.pick(curated.first), rng.pick(curated.last)];
  const f = lang === 'de' ? fakers.de : fakers.en;
  return [f.person.firstName(), f.person.lastName()];
}

function contactPersons(rng: Rng, fakers: Fakers, place: Place): string {
  const info = COUNTRIES[place.country];
  if (!info) throw new Error(`No country info for ${place.country}`);
  const domain = mailDomain(place.utility, info.tld);
  const lines: string[] = [];
  const count = rng.weighted([[1, 5], [2, 4], [3, 2]]);
  for (let k = 0; k < count; k++) {
    const [first, last] = personName(rng, fakers, info.lang);
    const phone = info.dial === '1'
      ? `+1 ${rng.int(201, 989)} ${rng.int(200, 999)} ${rng.int(1000, 9999)}`
      : `+${info.dial} ${rng.int(2, 99) * (rng.chance(0.5) ? 10 : 1)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
    const mail = `${slug(first.replace(/\s+/g, '.'))}.${slug(last.replace(/\s+/g, ''))}@${domain}`;
    lines.push(`${first} ${last}, ${rng.pick(CONTACT_ROLES)}, ${phone}, ${mail}`);
  }
  return lines.join('\n');
}

function stationName(rng: Rng, city: string, lang: Lang, voltage: string): string {
  const local = STATION_NAME_PATTERNS[lang];
  const pattern = local && rng.chance(0.65) ? rng.pick(local) : rng.pick(ENGLISH_NAME_PATTERNS);
  const dirs = DIRECTIONS[lang] ?? DIRECTIONS.default ?? ['North'];
  return fill(rng, pattern, { city, kv: voltage.replace(' kV', ''), dir: rng.pick(dirs) });
}

function companyFor(rng: Rng, region: Region): string {
  if (rng.chance(0.025)) {
    const custom: Record<Region, readonly string[]> = {
      EU: ['Stationdesk Energy GmbH / Elteco Partner', 'Stationdesk Service Center Linz'],
      ME: ['Stationdesk Service Middle East FZE'], AF: ['Stationdesk Southern Africa (Pty) Ltd'],
      NA: ['Stationdesk Canada Ltd.'], SA: ['Stationdesk do Brasil Ltda.'],
      AS: ['Stationdesk India Pvt. Ltd.', 'Stationdesk (Beijing) Co., Ltd.'], OC: ['Stationdesk Australia Pty Ltd'],
    };
    return rng.pick(custom[region]);
  }
  if (region === 'NA' || region === 'SA') return COMPANY_CHOICES[1];
  if (region === 'AS' || region === 'OC') return COMPANY_CHOICES[2];
  return COMPANY_CHOICES[0];
}

/** `count` lines from distinct templates, filled. */
function multiLine(rng: Rng, lines: readonly string[], count: number, ctx: Record<string, string>): string[] {
  const used = new Set<string>();
  for (let k = 0; k < count * 4 && used.size < Math.min(count, lines.length); k++) used.add(rng.pick(lines));
  return [...used].map((line) => fill(rng, line, ctx));
}

// ---------------------------------------------------------------- issues

const templatesFor = (cat: 1 | 2 | 3 | 4, factory: boolean): readonly NcrTemplate[] =>
  NCR_TEMPLATES.filter((t) => t.cat === cat && !(factory && t.site));
/** NCR templates by [category][0 = any time, 1 = before delivery]. */
const TEMPLATES: Record<1 | 2 | 3 | 4, readonly [readonly NcrTemplate[], readonly NcrTemplate[]]> = {
  1: [templatesFor(1, false), templatesFor(1, true)], 2: [templatesFor(2, false), templatesFor(2, true)],
  3: [templatesFor(3, false), templatesFor(3, true)], 4: [templatesFor(4, false), templatesFor(4, true)],
};
const MENTIONS_PHASE = /\{phase\}|during|after|inspection|transport/i;
const ASC_PARTS = PARTS.ASC ?? [];
const OTHER_PARTS = PARTS.OTHER ?? [];

interface IssueContext {
  /** The actions' own random numbers, so that the rest of the data is what it was before actions existed. */
  actionRng: Rng;
  products: DemoProduct[];
  voltage: string;
  cpu: string;
  version: string;
  owner: string | null;
  ordDay: number;
  delivDay: number | null;
  commDay: number | null;
  language: string;
  /** The dataset's today, as a day number. */
  ref: number;
}

function issueProduct(label: string, voltage: string, part: string): string {
  const full = `${label} ${voltage} ${part}`;
  return (full.length <= ISSUE_PRODUCT_MAX ? full : `${label} ${part}`).slice(0, ISSUE_PRODUCT_MAX).trim();
}

function makeIssue(rng: Rng, ctx: IssueContext): DemoIssue {
  const cat = rng.weighted<1 | 2 | 3 | 4>([[1, 35], [2, 25], [3, 22], [4, 18]]);
  const prodCat = rng.pick(ctx.products).cat;
  const group = PART_GROUP[prodCat];
  const label = group ? prodCat : 'ASC';
  const pool = [...(group ? PARTS[group] ?? ASC_PARTS : ASC_PARTS), ...(rng.chance(0.2) ? OTHER_PARTS : [])];
  // Supplier and internal findings cluster around production, field findings around delivery/commissioning.
  const early = cat === 3 || cat === 4 || ctx.delivDay === null;
  const templates = TEMPLATES[cat][ctx.delivDay === null ? 1 : 0];
  let template = rng.pick(templates);
  let candidates: Part[] = pool.filter((p) => template.kinds.includes(p.kind));
  for (let k = 0; candidates.length === 0 && k < 20; k++) {
    template = rng.pick(templates);
    candidates = pool.filter((p) => template.kinds.includes(p.kind));
  }
  const part = candidates.length > 0 ? rng.pick(candidates) : rng.pick(ASC_PARTS);
  const textCtx: Record<string, string> = {
    part: part.name, cpu: ctx.cpu || 'REG-DPA', ver: ctx.version || 'SNNM 4.1.3',
    othercpu: rng.pick(['REG-DP', 'REG-DPA', 'EFD300', 'EFD500'].filter((c) => c !== ctx.cpu)),
    supplier: rng.pick(NCR_SLOT_LISTS.supplier ?? ['Helix Drives']),
    phase: rng.pick(early ? PHASES_FACTORY : PHASES_FIELD),
    language: ctx.language,
    wronglang: ctx.language === 'German' ? 'English' : 'German',
  };

  const sentences = [capitalize(fill(rng, template.text, textCtx))];
  if (!MENTIONS_PHASE.test(template.text) && rng.chance(0.4)) sentences.push(fill(rng, 'Detected during {phase}.', textCtx));
  sentences.push(...multiLine(rng, NCR_CONTEXT[early && cat <= 2 ? 4 : cat], rng.weighted([[0, 50], [1, 40], [2, 10]]), textCtx));
  const descr = sentences.join(' ');

  let from = early || ctx.delivDay === null ? ctx.ordDay + 20 : ctx.delivDay;
  let to = early ? (ctx.delivDay ?? ctx.ref) + 60 : ctx.commDay !== null ? ctx.commDay + 700 : ctx.ref;
  to = Math.min(to, ctx.ref);
  from = Math.min(Math.max(from, ctx.ordDay + 1), ctx.ref);
  if (to < from) to = from;
  const reportedDay = workday(from + Math.floor(Math.pow(rng.next(), 1.8) * (to - from + 1)));
  const reported = Math.max(reportedDay, Math.min(ctx.ordDay + 1, ctx.ref));
  const age = ctx.ref - reported;

  const statusWeights: readonly (readonly [0 | 1 | 2, number])[] = age > 365 ? [[2, 92], [1, 6], [0, 2]]
    : age > 90 ? [[2, 60], [1, 30], [0, 10]] : [[2, 20], [1, 45], [0, 35]];
  const status = rng.weighted(statusWeights);
  const statusC = status > 0 && rng.chance(0.25) ? (rng.int(0, status - 1) as 0 | 1) : status;

  let closed: string | null = null;
  if (status === 2) {
    const closeDay = Math.min(reported + 1 + Math.floor(Math.pow(rng.next(), 2) * Math.min(200, age)), ctx.ref);
    const time = `${String(rng.int(7, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    closed = `${fmt(closeDay)}T${time}.000Z`;
  }

  let note = '';
  const cause = (): string => fill(rng, rng.pick(template.causes ?? ROOT_CAUSES[cat]), textCtx);
  if (status === 2) {
    note = [cause(), ...multiLine(rng, NCR_FOLLOW_UP[cat], rng.int(0, 2), textCtx)].join(' ');
  } else if (status === 1) {
    const progress = fill(rng, rng.pick(NCR_IN_PROGRESS[cat]), textCtx);
    note = rng.chance(0.4) ? `Suspected cause: ${cause().split(';')[0]?.replace(/\.$/, '')}. ${progress}` : progress;
  } else if (rng.chance(0.3)) {
    note = fill(rng, rng.pick(NCR_IN_PROGRESS[cat]), textCtx);
  }

  const owner = ctx.owner && rng.chance(0.35) ? ctx.owner : rng.pick(PEOPLE);
  const issue: DemoIssue = { product: issueProduct(label, ctx.voltage, part.name), owner, cat, reported: fmt(reported), status, statusC, closed, descr, note };
  return { ...issue, ...actionsOf(ctx.actionRng, issue, { part: part.name, label, reportedDay: reported, ref: ctx.ref }) };
}

// ---------------------------------------------------------------- actions, root cause and effectiveness (issue 36)

/** A timestamp on `day` between the hours `from` and `to` (UTC). */
function stamp(rng: Rng, day: number, from: number, to: number): string {
  return `${fmt(day)}T${String(rng.int(from, to)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;
}

/** The root-cause categories a finding of each NCR category usually has. */
const ROOT_CAUSE_WEIGHTS: Record<1 | 2 | 3 | 4, readonly (readonly [RootCause, number])[]> = {
  1: [[ROOT_CAUSE.Transport, 3], [ROOT_CAUSE.Installation, 3], [ROOT_CAUSE.Manufacturing, 3], [ROOT_CAUSE.Commissioning, 2]],
  2: [[ROOT_CAUSE.Design, 3], [ROOT_CAUSE.Material, 2], [ROOT_CAUSE.Manufacturing, 3], [ROOT_CAUSE.Transport, 1], [ROOT_CAUSE.Installation, 1],
    [ROOT_CAUSE.Commissioning, 2], [ROOT_CAUSE.Operation, 1], [ROOT_CAUSE.Unknown, 1]],
  3: [[ROOT_CAUSE.Supplier, 8], [ROOT_CAUSE.Material, 2]],
  4: [[ROOT_CAUSE.Design, 3], [ROOT_CAUSE.Manufacturing, 3], [ROOT_CAUSE.Commissioning, 1], [ROOT_CAUSE.Unknown, 1]],
};
const METHOD_WEIGHTS: readonly (readonly [RootCauseMethod, number])[] = [
  [ROOT_CAUSE_METHOD.FiveWhys, 45], [ROOT_CAUSE_METHOD.Fishbone, 30], [ROOT_CAUSE_METHOD.FaultTree, 10], [ROOT_CAUSE_METHOD.Other, 15],
];
/** Days from an action's creation to its due date, by type. */
const DUE_AFTER: Record<ActionType, readonly [number, number]> = { 1: [2, 7], 2: [7, 30], 3: [14, 60], 4: [30, 90] };
/**
 * NCRs resolved (or, when open, reported) this many days before the reference day or fewer may have actions; older
 * ones are the legacy data.
 */
const ACTIONS_SINCE_DAYS = 540;

interface ActionSource { part: string; label: string; reportedDay: number; ref: number }
type WithActions = Pick<DemoIssue, 'actions' | 'rcCat' | 'rcMethod' | 'effResult' | 'effNote' | 'closedBy' | 'effBy' | 'effAt'>;

/** Which types of action an NCR gets, in the order they were raised. */
function actionTypes(rng: Rng, cat: 1 | 2 | 3 | 4): ActionType[] {
  const types: ActionType[] = [];
  if (rng.chance(cat === 2 || cat === 3 ? 0.7 : 0.3)) types.push(ACTION_TYPE.Containment);
  if (rng.chance(0.8)) types.push(ACTION_TYPE.Correction);
  if (rng.chance(0.7)) types.push(ACTION_TYPE.Corrective);
  if (rng.chance(0.35)) types.push(ACTION_TYPE.Preventive);
  return types.length > 0 ? types : [ACTION_TYPE.Correction];
}

/**
 * The actions of a demo NCR, so that a new user sees the feature at once: recently resolved NCRs with verified
 * actions, root cause and an effective review; NCRs in progress with open actions (some overdue by the reference
 * day), some Done awaiting verification; a few new ones contained. Older NCRs and some recent ones have none.
 */
function actionsOf(rng: Rng, issue: DemoIssue, src: ActionSource): WithActions {
  const cat = issue.cat as 1 | 2 | 3 | 4;
  const owner = issue.owner ?? PEOPLE[0]!;
  const someoneElse = (than: string) => rng.pick(PEOPLE.filter((person) => person !== than));
  const descr = (type: ActionType) => fill(rng, rng.pick(ACTION_TEXTS[type][cat]), { part: src.part, label: src.label });
  const ownerOf = () => (rng.chance(0.5) ? owner : rng.pick(PEOPLE));
  const showCust = (type: ActionType) => rng.chance(type === ACTION_TYPE.Correction || type === ACTION_TYPE.Corrective ? 0.6 : 0.2);
  const rootCause = () => ({ rcCat: rng.weighted(ROOT_CAUSE_WEIGHTS[cat]), rcMethod: rng.weighted(METHOD_WEIGHTS) });

  if (issue.status === 2) {
    const closedDay = toDay(issue.closed!.slice(0, 10));
    if (src.ref - closedDay > ACTIONS_SINCE_DAYS || !rng.chance(0.6)) return {};
    // Everything happened between the report and the day before closing.
    const last = Math.max(src.reportedDay, closedDay - 1);
    const within = (day: number) => Math.min(Math.max(day, src.reportedDay), last);
    const types = actionTypes(rng, cat);
    const actions = types.map((type, k): DemoAction => {
      const created = within(src.reportedDay + rng.int(0, 2));
      const due = within(created + rng.int(...DUE_AFTER[type]));
      const createdAt = stamp(rng, created, 7, 9);
      const actionOwner = ownerOf();
      if (k > 0 && rng.chance(0.1)) {
        const cancelled = stamp(rng, within(created + rng.int(1, 10)), 10, 16);
        return { type, descr: descr(type), owner: actionOwner, due: fmt(due), status: ACTION_STATUS.Cancelled, showCust: false, doneAt: null, verifiedBy: null, verifiedAt: null, verifyNote: '', createdAt, modif: cancelled < createdAt ? createdAt : cancelled };
      }
      const done = within(created + rng.int(1, Math.max(1, due - created)));
      const verified = within(done + rng.int(0, 10));
      const doneAt = stamp(rng, done, 10, 12);
      const verifiedAt = stamp(rng, verified, 13, 16);
      return {
        type, descr: descr(type), owner: actionOwner, due: fmt(due), status: ACTION_STATUS.Verified, showCust: showCust(type),
        doneAt: doneAt < createdAt ? createdAt : doneAt, verifiedBy: someoneElse(actionOwner), verifiedAt, verifyNote: fill(rng, rng.pick(VERIFY_NOTES[type]), {}), createdAt, modif: verifiedAt,
      };
    });
    return {
      actions, ...rootCause(), effResult: EFFECTIVENESS.Effective, effNote: fill(rng, rng.pick(EFFECTIVENESS_NOTES), {}),
      effBy: someoneElse(owner), effAt: stamp(rng, closedDay, 6, 6), closedBy: rng.chance(0.7) ? owner : rng.pick(PEOPLE),
    };
  }

  if (src.ref - src.reportedDay > ACTIONS_SINCE_DAYS) return {};
  if (issue.status === 1) {
    if (!rng.chance(0.8)) return {};
    const actions = actionTypes(rng, cat).map((type): DemoAction => {
      const created = Math.min(src.reportedDay + rng.int(0, 3), src.ref);
      const createdAt = stamp(rng, created, 7, 9);
      const actionOwner = ownerOf();
      const base = { type, descr: descr(type), owner: actionOwner, showCust: showCust(type), doneAt: null, verifiedBy: null, verifiedAt: null, verifyNote: '', createdAt, modif: createdAt };
      // A containment is mostly done by now; the others are open (overdue or not), done and waiting for a check, or dropped.
      const state = type === ACTION_TYPE.Containment
        ? rng.weighted([['verified', 4], ['done', 4], ['overdue', 1], ['open', 1]] as const)
        : rng.weighted([['overdue', 35], ['open', 30], ['done', 30], ['cancelled', 5]] as const);
      const until = rng.int(...DUE_AFTER[type]);
      switch (state) {
        case 'overdue':
          return { ...base, due: fmt(Math.max(created + 1, src.ref - rng.int(1, 30))), status: ACTION_STATUS.Open };
        case 'open':
          return { ...base, due: fmt(Math.max(created, src.ref) + rng.int(2, until)), status: ACTION_STATUS.Open };
        case 'cancelled':
          return { ...base, due: fmt(created + until), status: ACTION_STATUS.Cancelled };
        case 'done':
        case 'verified': {
          const done = Math.min(created + rng.int(1, until), src.ref);
          const doneAt = stamp(rng, done, 10, 12);
          const finished = { ...base, due: fmt(created + until), status: ACTION_STATUS.Done, doneAt: doneAt < createdAt ? createdAt : doneAt };
          if (state === 'done') return { ...finished, modif: finished.doneAt };
          const verifiedAt = stamp(rng, Math.min(done + rng.int(0, 5), src.ref), 13, 16);
          return { ...finished, status: ACTION_STATUS.Verified, verifiedBy: someoneElse(actionOwner), verifiedAt, verifyNote: fill(rng, rng.pick(VERIFY_NOTES[type]), {}), modif: verifiedAt };
        }
      }
    });
    return { actions, ...(rng.chance(0.5) ? rootCause() : {}) };
  }

  // New: at most a containment, raised with the report.
  if (!rng.chance(0.35)) return {};
  const createdAt = stamp(rng, src.reportedDay, 7, 9);
  return {
    actions: [{
      type: ACTION_TYPE.Containment, descr: descr(ACTION_TYPE.Containment), owner: ownerOf(), due: fmt(src.reportedDay + rng.int(...DUE_AFTER[ACTION_TYPE.Containment])),
      status: ACTION_STATUS.Open, showCust: false, doneAt: null, verifiedBy: null, verifiedAt: null, verifyNote: '', createdAt, modif: createdAt,
    }],
  };
}

// ---------------------------------------------------------------- stations

interface Site { place: Place; name: string; coordinates: string; comp: string }

function buildProducts(rng: Rng, type: StationType, ordDay: number, counters: Map<string, number>): DemoProduct[] {
  const out: DemoProduct[] = [];
  const d = new Date(ordDay * DAY_MS);
  const yymm = `${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  for (const [cat, p] of TYPE_PRODUCTS[type]) {
    if (out.length >= 5 || !rng.chance(p)) continue;
    const prefix = SERIAL_PREFIX[cat] ?? cat;
    const next = (counters.get(prefix) ?? rng.int(1, 300)) + 1;
    counters.set(prefix, next);
    out.push({ cat, serial: `${prefix}-${yymm}-${String(next % 10000).padStart(4, '0')}` });
  }
  return out;
}

/** `referenceDate` (YYYY-MM-DD) is the dataset's today: the newest orders, NCRs and closings are just before it. */
export function generateDemoData(options: { stations: number; seed?: number; referenceDate?: string }): DemoData {
  const n = Math.max(0, Math.floor(options.stations));
  const ref = toDay(options.referenceDate ?? REFERENCE_DATE);
  const seed = options.seed ?? 42;
  const rng = new Rng(seed);
  const actionRng = new Rng(seed + 0x36);
  const fakers: Fakers = { en: new Faker({ locale: [en, base] }), de: new Faker({ locale: [de, en, base] }) };
  fakers.en.seed(seed);
  fakers.de.seed(seed + 1);

  // Order dates: 2005 to the reference date, growing business (density increases towards the present), sorted ascending.
  const span = ref - FIRST_ORDER;
  const orderDays = Array.from({ length: n }, () => Math.max(FIRST_ORDER, workday(FIRST_ORDER + Math.floor(Math.pow(rng.next(), 0.62) * span))));
  orderDays.sort((a, b) => a - b);

  // Project numbers increase with the order date and stay 5-digit up to ~80 000 stations.
  const maxStep = Math.max(1, Math.min(4, Math.floor(80_000 / Math.max(1, n))));
  let projNum = 10_000 + rng.int(0, 1_999);

  const sites: Site[] = [];
  const isChild: boolean[] = [];
  const serialCounters = new Map<string, number>();
  const stations: DemoStation[] = [];

  for (let i = 0; i < n; i++) {
    const ordDay = orderDays[i] as number;
    projNum += rng.int(1, maxStep);
    const projId = String(projNum);

    // ~10 % are follow-up projects of an earlier station at the same site.
    let parentIndex: number | null = null;
    if (i > 10 && rng.chance(0.11)) {
      for (let k = 0; k < 6 && parentIndex === null; k++) {
        const j = rng.int(0, i - 1);
        if (!isChild[j] && ordDay - (orderDays[j] as number) >= 120) parentIndex = j;
      }
    }
    isChild.push(parentIndex !== null);

    const type = rng.weighted(parentIndex !== null ? CHILD_TYPE_WEIGHTS : TYPE_WEIGHTS);
    const parentSite = parentIndex !== null ? sites[parentIndex] : undefined;
    const place = parentSite?.place ?? rng.pick(PLACES);
    const info = COUNTRIES[place.country];
    if (!info) throw new Error(`No country info for ${place.country}`);
    const voltage = pickVoltage(rng, place.country);
    const kv = Number.parseFloat(voltage);
    const year = yearOf(ordDay);

    let site: Site;
    let name: string;
    if (parentSite) {
      site = parentSite;
      name = `${parentSite.name} – ${fill(rng, rng.pick(CHILD_SUFFIXES[type] ?? ['Extension']), { year: String(year) })}`;
    } else {
      const lat = place.lat + (rng.next() * 2 - 1) * 0.05;
      const lng = place.lng + (rng.next() * 2 - 1) * 0.05;
      site = {
        place,
        name: stationName(rng, place.city, info.lang, voltage),
        coordinates: `${lat.toFixed(5)}, ${lng.toFixed(5)}`,
        comp: companyFor(rng, info.region),
      };
      name = site.name;
    }
    sites.push(site);

    // Milestones.
    const short = SHORT_JOBS.has(type);
    const ackDay = ordDay + rng.int(2, 24);
    const delivDay = ordDay + (short ? rng.int(14, 110) : rng.int(150, 420));
    const commDay = delivDay + (short ? rng.int(0, 30) : rng.int(14, 130));
    const ack = ackDay <= ref && !rng.chance(0.03) ? fmt(ackDay) : null;
    const delivered = delivDay <= ref && !(year < 2009 && rng.chance(0.05));
    const deliv = delivered ? fmt(delivDay) : null;
    const commissioned = delivered && commDay <= ref && type !== 'Parts' && type !== 'Workshop' && !rng.chance(0.02);
    const commissionedDate = commissioned ? fmt(commDay) : null;
    const warrantyEnd = commissioned ? addMonths(commDay, rng.chance(0.7) ? 24 : 36) : null;

    const active = commissioned ? ref - commDay < 365 || rng.chance(0.06) : !(ref - ordDay > 5 * 365 && rng.chance(0.6));
    const pr = commissioned ? rng.chance(ref - commDay < 730 ? 0.35 : 0.04) : delivered ? rng.chance(0.4) : rng.chance(0.08);

    // Equipment.
    const coil = WITH_COIL.has(type);
    const maxA = pickMaxCurrent(rng, kv);
    const reactor = coil ? `${maxA / (rng.chance(0.8) ? 10 : 5)}–${maxA} A` : type === 'NER' ? `${rng.pick([300, 400, 600, 800, 1000])} A / 10 s` : '';
    const typeTag = type.replace(' + ', '-');
    const sbgTypeCode = coil || type === 'NER' ? `SBG-${typeTag}-${Math.round(kv)}-${reactor.split(/[–\s]/)[coil ? 1 : 0]}` : '';
    const encapsulation = coil
      ? kv >= 60 ? 'Oil-immersed, outdoor' : rng.weighted([['Oil-immersed, outdoor', 50], ['Oil-immersed, indoor', 15],
        ['Dry-type, indoor', 20], ['Dry-type, outdoor (IP54 enclosure)', 8], ['Cast-resin, indoor', 7]])
      : type === 'NER' ? rng.pick(['Stainless steel grid, outdoor IP23', 'Containerised, outdoor'])
        : type === 'GT' ? 'Oil-immersed, outdoor' : '';
    const controller = WITH_CONTROLLER.has(type);
    const cpu = controller ? pickController(rng, type, year) : '';
    const version = controller ? snnmVersion(rng, year) : '';
    const owner = rng.chance(year < 2010 ? 0.15 : 0.03) ? null : rng.pick(PEOPLE);
    const products = buildProducts(rng, type, ordDay, serialCounters);

    // Texts.
    const textCtx = { cpu: cpu || 'REG-DPA', country: place.country, port: rng.pick(PORTS), language: DOC_LANGUAGE[place.country] ?? 'English' };
    const comments = rng.chance(0.25) ? '' : multiLine(rng, short ? SERVICE_COMMENT_LINES : COMMENT_LINES, rng.int(1, short ? 2 : 4), textCtx).join('\n');
    const reviewLines = commissioned && rng.chance(0.6) ? multiLine(rng, REVIEW_LINES, rng.int(1, 3), { ...textCtx, delay: rng.pick(DELAY_REASONS) }) : [];
    if (pr && rng.chance(0.7)) reviewLines.push(fill(rng, rng.pick(REVIEW_PR_LINES), textCtx));

    const issues: DemoIssue[] = [];
    if (rng.chance(0.3)) {
      const count = rng.weighted([[1, 60], [2, 28], [3, 12]]);
      const ctx: IssueContext = { actionRng, products, voltage, cpu, version, owner, ordDay, delivDay: delivered ? delivDay : null, commDay: commissioned ? commDay : null, language: textCtx.language, ref: ref };
      for (let k = 0; k < count; k++) issues.push(makeIssue(rng, ctx));
      issues.sort((a, b) => a.reported.localeCompare(b.reported));
    }

    stations.push({
      projId, name, customer: place.utility, comp: site.comp, owner, product: type,
      ordDate: fmt(ordDay), ack, commissionedDate, deliv, endWarranty: warrantyEnd === null ? '' : fmt(warrantyEnd),
      country: place.country, coordinates: site.coordinates, snnmVersion: version, reactor, systemVoltage: voltage,
      encapsulation, sbgTypeCode, cpu,
      projectFolder: `\\\\files\\projects\\${projId}`,
      softwareFolder: controller ? `\\\\files\\software\\SNNM\\${projId}` : '',
      contactPersons: contactPersons(rng, fakers, place),
      comments, review: reviewLines.join('\n'), active, pr, parentIndex, products, issues,
    });
  }
  return { people: [...PEOPLE], stations };
}
