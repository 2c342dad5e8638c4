import type { Sql } from '../db/sql.ts';
import { parseCoordinates } from '../../shared/coordinates.ts';
import { parseDateOnly } from '../../shared/dates.ts';
import { insertPeople } from '../repositories/people.ts';
import { ncrNumber } from '../commands/addIssue.ts';
import type { DemoData } from './demoData.ts';

const CHUNK = 1000;
const SEED_ACTOR = 'seed';

/** Bulk-loads a generated dataset (people, stations with parents, products, issues) in one transaction. */
export async function seedDatabase(sql: Sql, data: DemoData): Promise<{ stations: number; issues: number; products: number }> {
  return sql.begin(async (tx) => {
    await insertPeople(tx, data.people);
    const [top] = await tx<{ maxSid: number }[]>`select coalesce(max(sid), 0)::int as max_sid from stations`;
    const maxSid = top!.maxSid;
    const sidOf = (index: number) => maxSid + index + 1;

    const stations = data.stations.map((s, index) => {
      const position = parseCoordinates(s.coordinates);
      const { parentIndex: _parentIndex, products: _products, issues: _issues, ...fields } = s;
      return {
        ...fields,
        sid: sidOf(index),
        owner: s.owner || null,
        wend: parseDateOnly(s.endWarranty),
        lat: position?.lat ?? null,
        lng: position?.lng ?? null,
        parent: s.parentIndex === null ? null : sidOf(s.parentIndex),
        modBy: SEED_ACTOR,
      };
    });
    for (let i = 0; i < stations.length; i += CHUNK) await tx`insert into stations ${tx(stations.slice(i, i + CHUNK))}`;
    await tx`select setval('stations_sid_seq', greatest((select max(sid) from stations), 1))`;

    const products = data.stations.flatMap((s, index) => s.products.map((p) => ({ sid: sidOf(index), cat: p.cat, serial: p.serial })));
    for (let i = 0; i < products.length; i += CHUNK) await tx`insert into products ${tx(products.slice(i, i + CHUNK))}`;

    const issues = data.stations.flatMap((s, index) => s.issues.map((issue) => ({
      ...issue,
      sid: sidOf(index),
      closed: issue.closed ? new Date(issue.closed) : null,
      modBy: SEED_ACTOR,
    })));
    for (let i = 0; i < issues.length; i += CHUNK) {
      const inserted = await tx<{ iid: number; reported: string }[]>`insert into issues ${tx(issues.slice(i, i + CHUNK))} returning iid, reported`;
      const numbers = inserted.map((row) => ({ iid: row.iid, snid: ncrNumber(row.reported, row.iid) }));
      await tx`update issues set snid = n.snid from (values ${tx(numbers.map((n) => [n.iid, n.snid]))}) as n(iid, snid) where issues.iid = n.iid::int`;
    }

    await tx`
      insert into events (actor, entity, entity_id, action, after)
      select ${SEED_ACTOR}, 'station', sid, 'create', jsonb_build_object('projId', proj_id, 'name', name)
      from stations where sid > ${maxSid}`;
    return { stations: stations.length, issues: issues.length, products: products.length };
  });
}
