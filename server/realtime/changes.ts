/** What a committed write changed, announced by commands after commit for the realtime layer to publish. */
export type Change =
  | { type: 'station'; sid: number }
  | { type: 'stationDeleted'; sid: number; iids: number[] }
  | { type: 'products'; sid: number }
  | { type: 'issue'; iid: number; sid: number }
  | { type: 'issueDeleted'; iid: number; sid: number };

export type Announce = (change: Change) => void;
