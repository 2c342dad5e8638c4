import { describe, expect, it } from 'vitest';
import type { Change } from '../changes/change.ts';
import { publicationsOf, type Publication } from './audiences.ts';

const sid = 3;
const iid = 40;
const station: Publication[] = [{ kind: 'station', sid }, { kind: 'stationRow', sid }];
const location: Publication = { kind: 'location', sid };
const stats: Publication = { kind: 'stats' };
/** Its issues show its name and project id. */
const itsIssues: Publication[] = [{ kind: 'issuesOfStation', sid }, { kind: 'stationIssues', sid }, { kind: 'subProjects', sid }];
/** My actions shows its NCRs' station names. */
const itsActions: Publication = { kind: 'actionRowsOfStation', sid };
const issueRow: Publication[] = [{ kind: 'issueRow', iid }, { kind: 'stationIssues', sid }];
/** A station's NCR flag and the open count follow an issue that opened or resolved. */
const ncrFlag: Publication[] = [...station, stats];

const cases: [string, Change, Publication[]][] = [
  ['a station created', { type: 'station', sid, created: true }, [...station, location, stats]],
  ['a station field that is not on the globe (customer)', { type: 'station', sid, fields: ['customer'], texts: false }, station],
  ['a station text field', { type: 'station', sid, fields: ['comments'], texts: true }, station],
  ['the coordinates', { type: 'station', sid, fields: ['coordinates'] }, [...station, location]],
  ['the image', { type: 'station', sid, fields: ['image'] }, [...station, location]],
  ['the project number', { type: 'station', sid, fields: ['projId'] }, [...station, stats, ...itsIssues]],
  ['the name', { type: 'station', sid, fields: ['name'] }, [...station, location, ...itsIssues, itsActions]],
  ['a station with unknown fields (an older node)', { type: 'station', sid }, [...station, location, stats, ...itsIssues, itsActions]],
  ['an issue created', { type: 'issue', iid, sid, created: true }, [{ kind: 'issue', iid }, ...issueRow, ...ncrFlag]],
  ['issue text only (descr)', { type: 'issue', iid, sid, fields: ['descr'], texts: true }, [{ kind: 'issue', iid }]],
  ['issue status New → In Progress', { type: 'issue', iid, sid, fields: ['status'] }, [{ kind: 'issue', iid }, ...issueRow]],
  ['issue category (the NCR board filters by it)', { type: 'issue', iid, sid, fields: ['cat'] }, [{ kind: 'issue', iid }, ...issueRow]],
  ['an issue resolved (status and closed)', { type: 'issue', iid, sid, fields: ['status', 'closed'] }, [{ kind: 'issue', iid }, ...issueRow, ...ncrFlag]],
  ['an issue with unknown fields (an older node)', { type: 'issue', iid, sid }, [{ kind: 'issue', iid }, ...issueRow, ...ncrFlag, { kind: 'actionRowsOfIssue', iid }]],
  ['the NCR number (My actions shows it)', { type: 'issue', iid, sid, fields: ['snid'] }, [{ kind: 'issue', iid }, ...issueRow, { kind: 'actionRowsOfIssue', iid }]],
  ["an issue's actions", { type: 'actions', iid, sid, aids: [5, 6] }, [
    { kind: 'issueActions', iid }, { kind: 'issue', iid }, { kind: 'issueRow', iid }, { kind: 'stationIssues', sid }, { kind: 'actionRows', aids: [5, 6] },
  ]],
  ['a resolved issue deleted', { type: 'issueDeleted', iid, sid, wasOpen: false }, [{ kind: 'issueDeleted', iid }, { kind: 'stationIssues', sid }]],
  ['an open issue deleted', { type: 'issueDeleted', iid, sid, wasOpen: true }, [{ kind: 'issueDeleted', iid }, { kind: 'stationIssues', sid }, ...ncrFlag]],
  ['an issue deleted, open or not unknown', { type: 'issueDeleted', iid, sid }, [{ kind: 'issueDeleted', iid }, { kind: 'stationIssues', sid }, ...ncrFlag]],
  ['a station deleted', { type: 'stationDeleted', sid, iids: [iid, 41] }, [{ kind: 'stationDeleted', sid, iids: [iid, 41] }, stats]],
  ["a station's products", { type: 'products', sid }, [{ kind: 'stationProducts', sid }]],
  ["an issue's attachments", { type: 'attachments', iid, sid }, [{ kind: 'issueAttachments', iid }]],
];

/** The Activity page hears of every change, named by the record whose history it wrote to. */
const activityOf = (change: Change): Publication => (
  { kind: 'activity', record: 'iid' in change ? { kind: 'issue', id: iid } : { kind: 'station', id: sid } }
);

describe('publicationsOf', () => {
  it.each(cases)('%s', (_name, change, expected) => {
    expect(publicationsOf(change)).toEqual([...expected, activityOf(change)]);
  });

  it("names the station for its products, the NCR for its attachments and a deleted station's own sid", () => {
    const records = (change: Change) => publicationsOf(change).filter((item) => item.kind === 'activity');
    expect(records({ type: 'products', sid: 7 })).toEqual([{ kind: 'activity', record: { kind: 'station', id: 7 } }]);
    expect(records({ type: 'attachments', iid: 8, sid: 7 })).toEqual([{ kind: 'activity', record: { kind: 'issue', id: 8 } }]);
    expect(records({ type: 'stationDeleted', sid: 7, iids: [8, 9] })).toEqual([{ kind: 'activity', record: { kind: 'station', id: 7 } }]);
    expect(records({ type: 'issueDeleted', iid: 8, sid: 7 })).toEqual([{ kind: 'activity', record: { kind: 'issue', id: 8 } }]);
  });
});
