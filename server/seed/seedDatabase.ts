import { EFFECTIVENESS, ROOT_CAUSE, ROOT_CAUSE_METHOD } from '../../shared/constants.ts';
import type { Sql } from '../db/sql.ts';
import { insertPeople } from '../repositories/people.ts';
import { appendStationCreations } from '../repositories/events.ts';
import { insertActionRows, type ActionInsertRow } from '../repositories/actions.ts';
import { insertIssueRows } from '../repositories/issues.ts';
import { insertProductRows } from '../repositories/products.ts';
import { insertStationRows, maxStationId } from '../repositories/stations.ts';
import { ncrNumber } from '../commands/addIssue.ts';
import type { DemoData } from './demoData.ts';

const SEED_ACTOR = 'seed';

/** Bulk-loads a generated dataset (people, stations with parents, products, issues and their actions) in one transaction. */
export async function seedDatabase(sql: Sql, data: DemoData): Promise<{ stations: number; issues: number; products: number; actions: number }> {
  return sql.begin(async (tx) => {
    await insertPeople(tx, data.people);
    const maxSid = await maxStationId(tx);
    const sidOf = (index: number) => maxSid + index + 1;

    const stations = data.stations.map(({ parentIndex, products: _products, issues: _issues, ...fields }, index) => ({
      ...fields,
      sid: sidOf(index),
      parent: parentIndex === null ? null : sidOf(parentIndex),
      modBy: SEED_ACTOR,
    }));
    await insertStationRows(tx, stations);

    const products = data.stations.flatMap((s, index) => s.products.map((p) => ({ sid: sidOf(index), ...p })));
    await insertProductRows(tx, products);

    const demoIssues = data.stations.flatMap((s, index) => s.issues.map((issue) => ({ issue, sid: sidOf(index) })));
    const issues = demoIssues.map(({ issue: { actions: _actions, closedBy, effBy, effAt, ...issue }, sid }) => ({
      rcCat: ROOT_CAUSE.NotSet, rcMethod: ROOT_CAUSE_METHOD.NotSet, effResult: EFFECTIVENESS.NotReviewed, effNote: '',
      ...issue,
      sid,
      closed: issue.closed ? new Date(issue.closed) : null,
      closedBy: closedBy ?? null,
      effBy: effBy ?? null,
      effAt: effAt ? new Date(effAt) : null,
      modBy: SEED_ACTOR,
    }));
    const iids = await insertIssueRows(tx, issues, (reported, iid) => ncrNumber(reported ?? '', iid));

    const actions = demoIssues.flatMap(({ issue }, k): ActionInsertRow[] => (issue.actions ?? []).map((action) => ({
      ...action,
      iid: iids[k]!,
      doneAt: action.doneAt ? new Date(action.doneAt) : null,
      verifiedAt: action.verifiedAt ? new Date(action.verifiedAt) : null,
      createdAt: new Date(action.createdAt),
      modif: new Date(action.modif),
      createdBy: SEED_ACTOR,
      modBy: SEED_ACTOR,
    })));
    await insertActionRows(tx, actions);

    await appendStationCreations(tx, SEED_ACTOR, maxSid);
    return { stations: stations.length, issues: issues.length, products: products.length, actions: actions.length };
  });
}
