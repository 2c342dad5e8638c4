// Where each JSON call of /api (SPEC §7) lives and who may make it, without its schemas: shared/api.ts adds the
// body and answer schemas for the server (and for the client's answer checks in development and tests), while
// the web client sends through this table, so that its first screen does not load zod.

export interface EndpointAccess {
  /** Under /api/. */
  path: string;
  /** A kiosk screen (read-only wall screen) may call it too; otherwise a signed-in user only. */
  kiosk?: 'read';
  /** Callable without a session. */
  public?: true;
  /** It changes stored data (the server runs it as a write: one transaction, published after commit). */
  writes?: true;
}

const writes = true;

export const endpoints = {
  login: { path: 'login', public: true },
  logout: { path: 'logout', public: true, writes },
  loginInfo: { path: 'logininfo', public: true },
  whoami: { path: 'whoami' },
  /** Every account by name, with the person it is (staff only): who the activity feed can be narrowed to. */
  accounts: { path: 'accounts' },

  stations: { path: 'stations', kiosk: 'read' },
  /** The stations list's first page in its default view, while the whole list comes after the first screen. */
  firstStations: { path: 'stations/first' },
  /** A station's sub-projects (their list rows): what its screen shows without loading the whole list. */
  subProjects: { path: 'stations/children' },
  /** The stations that have a project id (as the list has them): the warning about a project id that is taken. */
  sameProjectId: { path: 'stations/byprojectid' },
  stats: { path: 'stats', kiosk: 'read' },
  locations: { path: 'locations', kiosk: 'read' },
  station: { path: 'station' },
  addStation: { path: 'addstation', writes },
  updateStation: { path: 'updstation', writes },
  removeStation: { path: 'rmstation', writes },
  removeImage: { path: 'rmimage', writes },

  addProduct: { path: 'addprod', writes },
  removeProduct: { path: 'rmprod', writes },

  issues: { path: 'issues', kiosk: 'read' },
  issue: { path: 'issue' },
  addIssue: { path: 'addissue', writes },
  updateIssue: { path: 'updissue', writes },
  removeIssue: { path: 'rmissue', writes },
  attachments: { path: 'attachments' },
  removeAttachment: { path: 'rmattachment', writes },
  /** Issues an NCR's customer report: a PDF kept as an attachment of the NCR, numbered (issue 36). */
  issueReport: { path: 'issuereport', writes },
  people: { path: 'people' },

  /** An NCR's actions (issue 36). */
  actions: { path: 'actions' },
  /** Every NCR's actions as My actions lists them (staff only). */
  allActions: { path: 'actions/all' },
  addAction: { path: 'addaction', writes },
  updateAction: { path: 'updaction', writes },
  verifyAction: { path: 'verifyaction', writes },
  removeAction: { path: 'rmaction', writes },

  /** A station's or NCR's changes, newest first, a page at a time (staff only). */
  history: { path: 'history' },
  /** Recent changes of all stations and NCRs, filtered, a page at a time (staff only). */
  activity: { path: 'activity' },
  /** The NCR dashboard's figures (aggregated by the server, for its day); a wall screen may read them. */
  ncrDashboard: { path: 'ncrdashboard', kiosk: 'read' },

  addKiosk: { path: 'kiosk/add', writes },
  kiosks: { path: 'kiosk/list' },
  revokeKiosk: { path: 'kiosk/revoke', writes },
} as const satisfies Record<string, EndpointAccess>;

export type EndpointName = keyof typeof endpoints;

/** The multipart uploads (field `files`, one file a request), by what they answer (shared/api.ts `uploadAnswers`). */
export const uploadPaths = {
  /** A station's image: answers the station with its new imageUrl. */
  image: (sid: number) => `uploadf/${sid}`,
  /** One attachment of an NCR: answers the attachment as listed. */
  attachment: (iid: number) => `issues/${iid}/attachments`,
} as const;

export type UploadName = keyof typeof uploadPaths;

/** The CSV exports of the lists: GET, so that a plain link downloads them (queries in shared/schemas/export.ts). */
export const EXPORT_PATHS = { stations: '/api/export/stations.csv', issues: '/api/export/issues.csv', actions: '/api/export/actions.csv' } as const;
