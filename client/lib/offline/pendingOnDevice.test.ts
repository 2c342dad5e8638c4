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

describe('records added offline', () => {
  it('count as a change of the record they were added to, each, and only their person\'s', async () => {
    const { putAdd, dropAdd } = await import('../drafts/addStore.ts');
    const { pendingOnDevice } = await import('./pendingOnDevice.ts');
    const add = (user: string, key: string, refused: string | null = null) => putAdd({
      key, user, kind: 'action', parent: 'issue:21', body: { iid: 21, type: 1 }, createdAt: '2026-11-24T09:00:00.000Z', refused,
    });
    const before = pendingOnDevice('carla');
    add('carla', 'a1');
    add('carla', 'a2', 'owner: not in the people list');
    add('dora', 'a3');
    expect(unsavedRecords('carla')).toEqual([{ key: 'issue:21', fields: 2 }]);
    expect(pendingOnDevice('carla') - before).toBe(1); // the refused one shows on its NCR's screen
    for (const [user, key] of [['carla', 'a1'], ['carla', 'a2'], ['dora', 'a3']] as const) dropAdd(user, key);
    expect(unsavedRecords('carla')).toEqual([]);
  });
});
