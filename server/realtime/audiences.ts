import type { HistoryRef } from '../../shared/recordNames.ts';
import { ISSUE_SUMMARY_SOURCES } from '../../shared/issueSummarySources.ts';
import type { Change } from '../changes/change.ts';

/** What goes out for a committed change: each names the event (or events) and the record it presents. */
export type Publication =
  | { kind: 'station' | 'stationRow' | 'location' | 'stationIssues' | 'stationProducts' | 'issuesOfStation' | 'subProjects'; sid: number }
  | { kind: 'issue' | 'issueRow'; iid: number }
  | { kind: 'stationDeleted'; sid: number; iids: number[] }
  | { kind: 'issueDeleted'; iid: number }
  | { kind: 'issueAttachments' | 'issueActions'; iid: number }
  /** Rows of My actions: some actions (one gone: removed), an NCR's or a station's NCRs' (their labels changed). */
  | { kind: 'actionRows'; aids: number[] }
  | { kind: 'actionRowsOfIssue'; iid: number }
  | { kind: 'actionRowsOfStation'; sid: number }
  | { kind: 'stats' }
  /** The Activity page's signal: the record whose history grew (needs no query). */
  | { kind: 'activity'; record: HistoryRef };

/** The station values a globe bar shows ('image' stands for the station's image). */
const LOCATION_FIELDS = ['name', 'product', 'country', 'commissionedDate', 'coordinates', 'image'];
/** The issue values an NCR list row shows; 'closed' changes exactly when the issue opens or resolves. */
const SUMMARY_FIELDS: string[] = Object.values(ISSUE_SUMMARY_SOURCES);

/**
 * The one place that decides who needs to hear of a change: a list row, a globe bar or the stats go out only
 * when what they show changed. A change whose fields are not known (from an older node) counts as all. Every
 * change wrote audit rows (commands name a change only then), so each ends with the activity signal.
 */
export function publicationsOf(change: Change): Publication[] {
  return [...recordPublicationsOf(change), { kind: 'activity', record: historyOf(change) }];
}

/** True when a change shows in the stations list (a row changed, came or went). */
export function changesStationList(change: Change): boolean {
  return recordPublicationsOf(change).some((item) => item.kind === 'stationRow' || item.kind === 'stationDeleted');
}

/** The record whose history a change wrote to: products are the station's, attachments the NCR's. */
function historyOf(change: Change): HistoryRef {
  switch (change.type) {
    case 'station':
    case 'stationDeleted':
    case 'products':
      return { kind: 'station', id: change.sid };
    case 'issue':
    case 'issueDeleted':
    case 'attachments':
    case 'actions':
      return { kind: 'issue', id: change.iid };
  }
}

function recordPublicationsOf(change: Change): Publication[] {
  switch (change.type) {
    case 'station': {
      const touched = touches(change);
      return [
        { kind: 'station', sid: change.sid },
        { kind: 'stationRow', sid: change.sid }, // its modif changed, at least
        ...(touched(LOCATION_FIELDS) ? [{ kind: 'location', sid: change.sid } as const] : []),
        ...(touched(['projId']) ? [{ kind: 'stats' } as const] : []), // the latest project number
        // Its issues and sub-projects show its name and project id (their screens, list rows, its NCR table).
        ...(!change.created && touched(['name', 'projId']) ? [
          { kind: 'issuesOfStation', sid: change.sid } as const, { kind: 'stationIssues', sid: change.sid } as const,
          { kind: 'subProjects', sid: change.sid } as const,
        ] : []),
        ...(!change.created && touched(['name']) ? [{ kind: 'actionRowsOfStation', sid: change.sid } as const] : []),
      ];
    }
    case 'stationDeleted':
      return [{ kind: 'stationDeleted', sid: change.sid, iids: change.iids }, { kind: 'stats' }];
    case 'products':
      return [{ kind: 'stationProducts', sid: change.sid }];
    case 'issue': {
      const touched = touches(change);
      const listed = touched(SUMMARY_FIELDS);
      const openedOrResolved = touched(['closed']);
      return [
        { kind: 'issue', iid: change.iid },
        ...(listed ? [{ kind: 'issueRow', iid: change.iid } as const, { kind: 'stationIssues', sid: change.sid } as const] : []),
        ...(openedOrResolved ? stationNcrFlag(change.sid) : []),
        ...(!change.created && touched(['snid']) ? [{ kind: 'actionRowsOfIssue', iid: change.iid } as const] : []),
      ];
    }
    case 'issueDeleted':
      return [
        { kind: 'issueDeleted', iid: change.iid },
        { kind: 'stationIssues', sid: change.sid },
        ...(change.wasOpen === false ? [] : stationNcrFlag(change.sid)),
      ];
    case 'attachments':
      return [{ kind: 'issueAttachments', iid: change.iid }]; // the issue's own screen only
    case 'actions':
      // The NCR's screen gets its actions, and the NCR (its list row and its station's NCR table too) the due
      // dates of its open ones.
      return [
        { kind: 'issueActions', iid: change.iid }, { kind: 'issue', iid: change.iid }, { kind: 'issueRow', iid: change.iid },
        { kind: 'stationIssues', sid: change.sid }, { kind: 'actionRows', aids: change.aids },
      ];
  }
}

/** A station's NCR flag (in its detail and its list row) and the count of open NCRs follow its open issues. */
function stationNcrFlag(sid: number): Publication[] {
  return [{ kind: 'station', sid }, { kind: 'stationRow', sid }, { kind: 'stats' }];
}

function touches(change: { fields?: string[]; created?: boolean }): (fields: string[]) => boolean {
  return (fields) => change.created === true || change.fields === undefined || fields.some((field) => change.fields!.includes(field));
}

