// Every key of the query cache, in one place, so socket events and mutations patch the same entries.
export const queryKeys = {
  whoami: ['whoami'] as const,
  loginInfo: ['logininfo'] as const,
  people: ['people'] as const,
  stations: ['stations'] as const,
  station: (sid: number) => ['station', sid] as const,
  stats: ['stats'] as const,
  issues: ['issues'] as const,
  issue: (iid: number) => ['issue', iid] as const,
  /** Under the issue's key: what refreshes the issue (its room after a reconnect) refreshes its attachments too. */
  attachments: (iid: number) => ['issue', iid, 'attachments'] as const,
  locations: ['locations'] as const,
  kiosks: ['kiosks'] as const,
};
