import { describe, expect, it } from 'vitest';
import { keepOnlyUnsavedTexts, keepText } from '../collab/keptTexts.ts';
import { allDrafts, forgetDraftsOf, updateDraft, type RecordDraft } from '../drafts/draftStore.ts';
import { unsavedRecords } from './pendingOnDevice.ts';

const draft = (user: string, key: string, edits: Partial<RecordDraft>, editedAt: string): void =>
  updateDraft(user, key, () => ({ key, user, base: '2026-11-24T08:00:00.000Z', changes: {}, invalid: {}, refused: null, editedAt, ...edits }));

describe('the edits kept on this device at sign-out', () => {
  it('are listed per record of one person, changed, invalid and shared fields together', () => {
    draft('anna', 'issue:4', { changes: { status: 1 } }, '2026-11-24T08:02:00.000Z');
    draft('anna', 'station:7', { changes: { country: 'Norway' }, invalid: { projId: 'ab' } }, '2026-11-24T08:01:00.000Z');
    draft('jonas', 'station:7', { changes: { country: 'Sweden' } }, '2026-11-24T08:00:00.000Z');
    keepText('anna/station:7', { synced: true, pending: ['comments'] });
    keepText('anna/issue:5', { synced: true, pending: ['descr', 'note'] });
    keepText('anna/station:8', { synced: true, pending: [] }); // opened, nothing unsaved
    expect(unsavedRecords('anna')).toEqual([
      { key: 'station:7', fields: 3 },
      { key: 'issue:4', fields: 1 },
      { key: 'issue:5', fields: 2 },
    ]);
  });

  it('keep the shared text of docs with unsaved edits only, and a discarded person\'s not at all', async () => {
    keepText('jonas/issue:5', { synced: true, pending: ['note'] });
    expect((await keepOnlyUnsavedTexts()).sort()).toEqual(['anna/issue:5', 'anna/station:7', 'jonas/issue:5']);
    expect(await keepOnlyUnsavedTexts('anna')).toEqual(['jonas/issue:5']);
    await forgetDraftsOf('anna');
    expect(allDrafts().map((kept) => `${kept.user} ${kept.key}`)).toEqual(['jonas station:7']);
    expect(unsavedRecords('anna')).toEqual([]);
  });
});
