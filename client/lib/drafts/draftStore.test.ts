import { describe, expect, it } from 'vitest';
import { allDrafts, forgetRecordDrafts, getDraft, updateDraft, type RecordDraft } from './draftStore.ts';

const fresh = (user: string, key: string): RecordDraft =>
  ({ key, user, base: '2026-11-24T08:00:00.000Z', changes: {}, invalid: {}, refused: null, editedAt: '2026-11-24T08:01:00.000Z' });

describe('the drafts on the device', () => {
  it('keep two people\'s edits of one record apart', () => {
    updateDraft('anna', 'station:7', (draft) => ({ ...(draft ?? fresh('anna', 'station:7')), changes: { country: 'Norway' } }));
    updateDraft('jonas', 'station:7', (draft) => ({ ...(draft ?? fresh('jonas', 'station:7')), changes: { country: 'Sweden' } }));
    expect(getDraft('anna', 'station:7')?.changes).toEqual({ country: 'Norway' });
    expect(getDraft('jonas', 'station:7')?.changes).toEqual({ country: 'Sweden' });
  });

  it('forget a draft that holds nothing, and every draft of a record that is gone', () => {
    updateDraft('anna', 'issue:3', (draft) => ({ ...(draft ?? fresh('anna', 'issue:3')), invalid: { reported: '23.11.2026' } }));
    expect(getDraft('anna', 'issue:3')?.invalid).toEqual({ reported: '23.11.2026' });
    updateDraft('anna', 'issue:3', (draft) => draft && { ...draft, invalid: {} });
    expect(getDraft('anna', 'issue:3')).toBeUndefined();

    // Two people's drafts of a record that is then deleted, and one of another record, which stays.
    for (const user of ['anna', 'jonas']) updateDraft(user, 'station:8', (draft) => ({ ...(draft ?? fresh(user, 'station:8')), changes: { country: 'Norway' } }));
    updateDraft('anna', 'station:9', (draft) => ({ ...(draft ?? fresh('anna', 'station:9')), changes: { country: 'Finland' } }));
    expect(allDrafts().filter((draft) => draft.key === 'station:8').map((draft) => draft.user).sort()).toEqual(['anna', 'jonas']);
    forgetRecordDrafts('station:8');
    expect(allDrafts().filter((draft) => draft.key === 'station:8')).toEqual([]);
    expect(getDraft('anna', 'station:9')?.changes).toEqual({ country: 'Finland' });
  });
});
