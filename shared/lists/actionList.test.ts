import { describe, expect, it } from 'vitest';
import { ACTION_STATUS, ACTION_TYPE } from '../constants.ts';
import type { ActionListItem } from '../records.ts';
import {
  DEFAULT_ACTION_VIEW, actionListPredicate, parseActionDue, parseActionOwner, readActionListView, visibleActions, writeActionListView,
} from './actionList.ts';

/** A query string's pairs (values with %20 for spaces, as the tests write them). */
const queryPairs = (query: string) => query.split('&').filter(Boolean)
  .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]);
const view = (query: string) => readActionListView(queryPairs(query));
const TODAY = '2026-03-10';
let nextAid = 1;
const action = (fields: Partial<ActionListItem> = {}): ActionListItem => ({
  aid: nextAid++, iid: 1, type: ACTION_TYPE.Corrective, descr: 'Replace the gasket', owner: 'Anna Berger', due: '1979-01-01', status: ACTION_STATUS.Open,
  modif: '2026-03-01T00:00:00.000Z', snid: 'NCR-1', sid: 1, stn: 'Linz North', ...fields,
});

describe('readActionListView', () => {
  it('is my open actions, any type and due date, without parameters', () => {
    expect(view('')).toEqual(DEFAULT_ACTION_VIEW);
  });

  it('reads owner, type, status, due and page, by label or number, any case', () => {
    expect(view('owner=Jonas%20Weber&type=corrective&status=2&due=overdue&page=3')).toEqual({
      owner: { kind: 'person', name: 'jonas weber' }, type: ACTION_TYPE.Corrective, status: ACTION_STATUS.Verified, due: { kind: 'overdue' }, page: 3,
    });
    expect(view('owner=all&status=all').owner).toEqual({ kind: 'all' });
    expect(view('status=ALL').status).toBeNull();
    expect(view('owner=none').owner).toEqual({ kind: 'none' });
  });

  it('ignores what it does not understand: the default applies', () => {
    expect(view('type=Urgent&status=Someday&due=tomorrow&page=-2&owner=%20')).toEqual(DEFAULT_ACTION_VIEW);
  });

  it('reads due ranges with either end open, and within:N days', () => {
    expect(parseActionDue('2026-01-01..2026-01-31')).toEqual({ kind: 'range', from: '2026-01-01', to: '2026-01-31' });
    expect(parseActionDue('..2026-01-31')).toEqual({ kind: 'range', from: null, to: '2026-01-31' });
    expect(parseActionDue('2026-01-01..')).toEqual({ kind: 'range', from: '2026-01-01', to: null });
    expect(parseActionDue('within:7')).toEqual({ kind: 'within', days: 7 });
    expect(parseActionDue('..')).toBeNull();
    expect(parseActionDue('2026-02-01..2026-01-01')).toBeNull();
    expect(parseActionDue('2026-02-30..')).toBeNull();
    expect(parseActionDue('within:0')).toBeNull();
  });

  it('writes a view back as it reads it, defaults left out, the person as the people list spells them', () => {
    expect(writeActionListView(DEFAULT_ACTION_VIEW)).toEqual([]);
    const written = writeActionListView(view('owner=jonas%20weber&type=3&status=all&due=..2026-01-31&page=2'), 'Jonas Weber');
    expect(written).toEqual([['owner', 'Jonas Weber'], ['type', 'Corrective'], ['status', 'all'], ['due', '..2026-01-31'], ['page', '2']]);
    expect(readActionListView(written)).toEqual(view('owner=jonas%20weber&type=3&status=all&due=..2026-01-31&page=2'));
    expect(parseActionOwner('ME')).toEqual({ kind: 'me' });
  });
});

describe('actionListPredicate', () => {
  it("takes the signed-in person's actions by default, none without a person", () => {
    expect(actionListPredicate(DEFAULT_ACTION_VIEW, 'anna berger', TODAY)(action())).toBe(true);
    expect(actionListPredicate(DEFAULT_ACTION_VIEW, 'Jonas Weber', TODAY)(action())).toBe(false);
    expect(actionListPredicate(DEFAULT_ACTION_VIEW, '', TODAY)(action({ owner: '' }))).toBe(false);
    expect(actionListPredicate(view('owner=none'), 'Anna Berger', TODAY)(action({ owner: '' }))).toBe(true);
  });

  it('narrows by type, status and due date', () => {
    const passes = (query: string, fields: Partial<ActionListItem>) => actionListPredicate(view(query), 'Anna Berger', TODAY)(action(fields));
    expect(passes('', { status: ACTION_STATUS.Done })).toBe(false);
    expect(passes('status=Done', { status: ACTION_STATUS.Done })).toBe(true);
    expect(passes('status=all', { status: ACTION_STATUS.Cancelled })).toBe(true);
    expect(passes('type=Containment', {})).toBe(false);
    expect(passes('due=overdue', { due: '2026-03-09' })).toBe(true);
    expect(passes('due=overdue', { due: '2026-03-10' })).toBe(false);
    expect(passes('due=overdue&status=Done', { due: '2026-03-01', status: ACTION_STATUS.Done })).toBe(false);
    expect(passes('due=within:7', { due: '2026-03-17' })).toBe(true);
    expect(passes('due=within:7', { due: '2026-03-18' })).toBe(false);
    expect(passes('due=within:7', { due: '2026-01-01' })).toBe(true); // overdue: due by then too
    expect(passes('due=within:7', {})).toBe(false);
    expect(passes('due=none', {})).toBe(true);
    expect(passes('due=none', { due: '2026-03-17' })).toBe(false);
    expect(passes('due=2026-03-01..2026-03-31', { due: '2026-03-31' })).toBe(true);
    expect(passes('due=2026-03-01..2026-03-31', { due: '2026-04-01' })).toBe(false);
    expect(passes('due=2026-03-01..', { due: '2027-01-01' })).toBe(true);
  });
});

describe('visibleActions', () => {
  it('lists overdue ones first (soonest due first), then by due date, those without one last, ties as added', () => {
    const later = action({ due: '2026-04-01' });
    const noDue = action();
    const overdueLong = action({ due: '2026-01-05' });
    const dueToday = action({ due: TODAY });
    const overdueYesterday = action({ due: '2026-03-09' });
    const sameDay = action({ due: '2026-04-01' });
    const done = action({ due: '2026-01-01', status: ACTION_STATUS.Done });
    const rows = visibleActions([later, noDue, overdueLong, dueToday, overdueYesterday, sameDay, done], view('status=all'), 'Anna Berger', TODAY);
    expect(rows).toEqual([overdueLong, overdueYesterday, done, dueToday, later, sameDay, noDue]);
  });
});
