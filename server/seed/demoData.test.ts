import { describe, it, expect } from 'vitest';
import { ACTION_STATUS, COMPANY_CHOICES, EFFECTIVENESS, ISSUE_PRODUCT_MAX, ISSUE_STATUS, PRODUCT_CATEGORIES, ROOT_CAUSE, ROOT_CAUSE_METHOD } from '../../shared/constants.ts';
import { isOverdue } from '../../shared/actionRules.ts';
import { generateDemoData } from './demoData.ts';
import { COUNTRIES, PLACES } from './places.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const REF = '2026-06-30';

describe('places', () => {
  it('has ~160 places with valid coordinates and known countries', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(140);
    const regions = new Set<string>();
    for (const p of PLACES) {
      expect(Math.abs(p.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(p.lng)).toBeLessThanOrEqual(180);
      expect(p.utility.length).toBeGreaterThan(1);
      const info = COUNTRIES[p.country];
      expect(info, p.country).toBeDefined();
      if (info) regions.add(info.region);
    }
    expect([...regions].sort()).toEqual(['AF', 'AS', 'EU', 'ME', 'NA', 'OC', 'SA']);
  });
});

describe('generateDemoData', () => {
  const data = generateDemoData({ stations: 200 });

  it('is deterministic for the same options and differs for another seed', () => {
    expect(generateDemoData({ stations: 200 })).toEqual(data);
    expect(generateDemoData({ stations: 200, seed: 42 })).toEqual(data);
    expect(generateDemoData({ stations: 50, seed: 7 })).toEqual(generateDemoData({ stations: 50, seed: 7 }));
    expect(generateDemoData({ stations: 50, seed: 7 }).stations).not.toEqual(data.stations.slice(0, 50));
  });

  it('returns the requested number of stations and a fixed list of 12 people', () => {
    expect(data.stations).toHaveLength(200);
    expect(data.people).toHaveLength(12);
    expect(new Set(data.people).size).toBe(12);
    expect(generateDemoData({ stations: 3, seed: 99 }).people).toEqual(data.people);
    expect(generateDemoData({ stations: 0 }).stations).toEqual([]);
  });

  it('has unique, increasing project ids longer than 3 chars', () => {
    const ids = data.stations.map((s) => s.projId);
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 0; i < ids.length; i++) {
      expect(ids[i]).toMatch(/^\d{5}$/);
      if (i > 0) expect(Number(ids[i])).toBeGreaterThan(Number(ids[i - 1]));
      if (i > 0) expect(data.stations[i]!.ordDate >= data.stations[i - 1]!.ordDate).toBe(true);
    }
  });

  it('links parents only to earlier stations, for roughly 10 %', () => {
    let children = 0;
    data.stations.forEach((s, i) => {
      if (s.parentIndex === null) return;
      children++;
      expect(Number.isInteger(s.parentIndex)).toBe(true);
      expect(s.parentIndex).toBeGreaterThanOrEqual(0);
      expect(s.parentIndex).toBeLessThan(i);
    });
    expect(children).toBeGreaterThan(5);
    expect(children).toBeLessThan(40);
  });

  it('covers every issue status, customer status and category; ~30 % of stations have issues', () => {
    const issues = data.stations.flatMap((s) => s.issues);
    expect(new Set(issues.map((x) => x.status))).toEqual(new Set([0, 1, 2]));
    expect(new Set(issues.map((x) => x.statusC))).toEqual(new Set([0, 1, 2]));
    expect(new Set(issues.map((x) => x.cat))).toEqual(new Set([1, 2, 3, 4]));
    const withIssues = data.stations.filter((s) => s.issues.length > 0).length;
    expect(withIssues).toBeGreaterThan(30);
    expect(withIssues).toBeLessThan(95);
    expect(data.stations.every((s) => s.issues.length <= 3)).toBe(true);
  });

  it('produces well-formed station fields', () => {
    for (const s of data.stations) {
      expect(s.name.length).toBeGreaterThan(2);
      expect(s.ordDate).toMatch(DATE);
      expect(s.ordDate >= '2005-01-01' && s.ordDate <= REF).toBe(true);
      for (const d of [s.ack, s.deliv, s.commissionedDate]) {
        if (d !== null) {
          expect(d).toMatch(DATE);
          expect(d > s.ordDate && d <= REF).toBe(true);
        }
      }
      if (s.commissionedDate === null) expect(s.endWarranty).toBe('');
      else {
        expect(s.endWarranty).toMatch(DATE);
        expect(s.deliv).not.toBeNull();
        expect(s.commissionedDate >= s.deliv!).toBe(true);
      }
      const [lat, lng, ...rest] = s.coordinates.split(', ').map(Number);
      expect(rest).toEqual([]);
      expect(s.coordinates).toMatch(/^-?\d+\.\d{5}, -?\d+\.\d{5}$/);
      expect(Math.abs(lat!)).toBeLessThanOrEqual(90);
      expect(Math.abs(lng!)).toBeLessThanOrEqual(180);
      const nearest = PLACES.some((p) => p.country === s.country && Math.abs(p.lat - lat!) <= 0.08 && Math.abs(p.lng - lng!) <= 0.08);
      expect(nearest).toBe(true);
      expect(s.owner === null || data.people.includes(s.owner)).toBe(true);
      expect(s.comp.length).toBeGreaterThan(0);
      expect(s.products.length).toBeGreaterThanOrEqual(1);
      expect(s.products.length).toBeLessThanOrEqual(5);
      for (const p of s.products) {
        expect(PRODUCT_CATEGORIES).toContain(p.cat);
        expect(p.serial).toMatch(/^[A-Z]{2,3}-\d{4}-\d{4}$/);
      }
      expect(s.contactPersons.split('\n').length).toBeGreaterThanOrEqual(1);
      expect(s.contactPersons.split('\n').length).toBeLessThanOrEqual(3);
      expect(s.projectFolder).toBe(`\\\\files\\projects\\${s.projId}`);
    }
    const companies = data.stations.map((s) => s.comp);
    expect(companies.filter((c) => (COMPANY_CHOICES as readonly string[]).includes(c)).length).toBeGreaterThan(180);
  });

  it('produces well-formed issues with assignees from people', () => {
    const issues = data.stations.flatMap((s) => s.issues.map((x) => ({ ...x, ordDate: s.ordDate })));
    for (const x of issues) {
      expect(x.product.length).toBeGreaterThanOrEqual(1);
      expect(x.product.length).toBeLessThanOrEqual(ISSUE_PRODUCT_MAX);
      expect(data.people).toContain(x.owner);
      expect(x.reported).toMatch(DATE);
      expect(x.reported > x.ordDate && x.reported <= REF).toBe(true);
      expect(x.statusC).toBeLessThanOrEqual(x.status);
      expect(x.descr.length).toBeGreaterThan(10);
      expect(x.descr).not.toMatch(/\{|\}|lorem/i);
      expect(x.note).not.toMatch(/\{|\}|lorem/i);
      if (x.status === 2) {
        expect(x.closed).not.toBeNull();
        expect(new Date(x.closed!).toISOString()).toBe(x.closed);
        expect(Date.parse(x.closed!)).toBeGreaterThan(Date.parse(`${x.reported}T00:00:00Z`));
        expect(x.note.length).toBeGreaterThan(0);
      } else {
        expect(x.closed).toBeNull();
      }
    }
  });

  it('gives recent NCRs actions (issue 36): resolved ones verified and reviewed, open ones in progress, some overdue', () => {
    const issues = data.stations.flatMap((s) => s.issues);
    const withActions = issues.filter((x) => (x.actions ?? []).length > 0);
    for (const x of withActions) {
      for (const a of x.actions!) {
        expect([1, 2, 3, 4]).toContain(a.type);
        expect(data.people).toContain(a.owner);
        expect(a.descr.length).toBeGreaterThan(10);
        expect(a.descr).not.toMatch(/\{|\}/);
        expect(a.due).toMatch(DATE);
        expect(a.createdAt >= `${x.reported}T`).toBe(true);
        expect(a.modif >= a.createdAt).toBe(true);
        if (a.doneAt !== null) expect(a.doneAt >= a.createdAt && a.doneAt <= `${REF}T23:59`).toBe(true);
        if (a.status === ACTION_STATUS.Verified) {
          expect(a.verifiedBy).not.toBe(a.owner);
          expect(data.people).toContain(a.verifiedBy);
          expect(a.verifiedAt! >= a.doneAt!).toBe(true);
          expect(a.verifyNote).toMatch(/^[A-Z0-9].{10,}$/);
        } else {
          expect([a.verifiedBy, a.verifiedAt, a.verifyNote]).toEqual([null, null, '']);
        }
      }
    }

    // Resolved with actions: each Verified or Cancelled before it was closed, a root cause, an effective review, who closed it.
    const resolved = withActions.filter((x) => x.status === ISSUE_STATUS.Resolved);
    expect(resolved.length).toBeGreaterThan(3);
    for (const x of resolved) {
      expect(x.actions!.every((a) => a.status === ACTION_STATUS.Verified || a.status === ACTION_STATUS.Cancelled)).toBe(true);
      expect(x.actions!.some((a) => a.status === ACTION_STATUS.Verified)).toBe(true);
      expect(x.actions!.every((a) => a.modif <= x.closed!)).toBe(true);
      expect(x.rcCat).not.toBe(ROOT_CAUSE.NotSet);
      expect(x.rcMethod).not.toBe(ROOT_CAUSE_METHOD.NotSet);
      expect([x.effResult, x.effNote!.length > 10]).toEqual([EFFECTIVENESS.Effective, true]);
      expect(data.people).toContain(x.effBy);
      expect(data.people).toContain(x.closedBy);
      expect(x.effAt! <= x.closed!).toBe(true);
    }

    // In progress: open actions, some overdue by the reference day, some Done waiting for their verification.
    const open = withActions.filter((x) => x.status !== ISSUE_STATUS.Resolved).flatMap((x) => x.actions!);
    expect(open.filter((a) => isOverdue({ status: a.status, due: a.due! }, REF)).length).toBeGreaterThan(2);
    expect(open.filter((a) => a.status === ACTION_STATUS.Open && a.due! >= REF).length).toBeGreaterThan(2);
    expect(open.filter((a) => a.status === ACTION_STATUS.Done).length).toBeGreaterThan(2);
    expect(withActions.some((x) => x.status === ISSUE_STATUS.InProgress && x.rcCat !== undefined)).toBe(true);

    // The others are NCRs as before actions existed: every old one, and some recent ones.
    const without = issues.filter((x) => (x.actions ?? []).length === 0);
    expect(without.every((x) => x.rcCat === undefined && x.effResult === undefined && x.closedBy === undefined)).toBe(true);
    expect(without.some((x) => x.reported >= '2025-06-30')).toBe(true);
    // Nothing closed (or, when open, reported) 18 months or more before the reference day has actions.
    expect(issues.filter((x) => (x.closed ?? x.reported) < '2025-01-01').every((x) => (x.actions ?? []).length === 0)).toBe(true);
  });

  it('dates everything up to its reference date, with recent NCRs and closings', () => {
    const data = generateDemoData({ stations: 400, referenceDate: '2031-03-15' });
    const issues = data.stations.flatMap((s) => s.issues);
    expect(issues.every((i) => i.reported <= '2031-03-15' && (i.closed ?? '') <= '2031-03-15')).toBe(true);
    expect(issues.some((i) => i.status === 2 && i.closed! >= '2030-12-15')).toBe(true);
    expect(data.stations.some((s) => s.ordDate.startsWith('2031'))).toBe(true);
  });

  it('generates 20 000 stations with unique project ids', () => {
    const big = generateDemoData({ stations: 20_000 });
    expect(big.stations).toHaveLength(20_000);
    expect(new Set(big.stations.map((s) => s.projId)).size).toBe(20_000);
    expect(big.stations.every((s) => s.projId.length > 3)).toBe(true);
    expect(big.stations.every((s, i) => s.parentIndex === null || s.parentIndex < i)).toBe(true);
  }, 20_000);
});
