// Every key of the query cache, in one place, so socket events and mutations patch the same entries.
export const queryKeys = {
  whoami: ['whoami'] as const,
  loginInfo: ['logininfo'] as const,
  people: ['people'] as const,
  stations: ['stations'] as const,
  /**
   * A station's sub-projects and the stations that have a project id: under the list's key, so what refreshes
   * the list (its room after a reconnect, adding a station) refreshes them too.
   */
  subProjects: (sid: number) => ['stations', 'children', sid] as const,
  everySubProjects: ['stations', 'children'] as const,
  sameProjectId: (projId: string) => ['stations', 'projectId', projId] as const,
  everySameProjectId: ['stations', 'projectId'] as const,
  /** The stations list's first page (not under the list's key: no live event or refetch of the list concerns it). */
  firstStations: ['firstStations'] as const,
  station: (sid: number) => ['station', sid] as const,
  stats: ['stats'] as const,
  issues: ['issues'] as const,
  issue: (iid: number) => ['issue', iid] as const,
  /** Under the issue's key: what refreshes the issue (its room after a reconnect) refreshes its attachments too. */
  attachments: (iid: number) => ['issue', iid, 'attachments'] as const,
  /** An NCR's actions, under its key likewise. */
  actions: (iid: number) => ['issue', iid, 'actions'] as const,
  /** Every NCR's actions as My actions lists them (the actions room keeps them live). */
  allActions: ['actions'] as const,
  /** A record's history (its pages), under the record's key likewise: refreshing the record refreshes it too. */
  history: (kind: 'station' | 'issue', id: number) => [kind, id, 'history'] as const,
  /** Every account (the Activity page's person filter). */
  accounts: ['accounts'] as const,
  /** The activity feed of every filter: what the activity room refreshes after a reconnect. */
  activityFeeds: ['activity'] as const,
  /** The activity feed (its pages) of one filter, as the page's URL has it. */
  activity: (filter: Readonly<Record<string, string | undefined>>) => ['activity', filter] as const,
  locations: ['locations'] as const,
  ncrDashboard: ['ncrDashboard'] as const,
  kiosks: ['kiosks'] as const,
};
