/**
 * What a committed write changed, announced by commands after commit for the realtime layer to publish.
 * `texts`: multi-line text was written through the API, so the record's Yjs doc changed in storage too.
 */
export type Change =
  | { type: 'station'; sid: number; texts?: boolean }
  | { type: 'stationDeleted'; sid: number; iids: number[] }
  | { type: 'products'; sid: number }
  | { type: 'issue'; iid: number; sid: number; texts?: boolean }
  | { type: 'issueDeleted'; iid: number; sid: number };

export type Announce = (change: Change) => void;
