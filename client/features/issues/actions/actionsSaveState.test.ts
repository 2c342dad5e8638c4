import { describe, expect, it } from 'vitest';
import type { PendingAdd } from '../../../lib/drafts/addStore.ts';
import type { RecordDraft } from '../../../lib/drafts/draftStore.ts';
import { saveStateOf } from '../../../lib/drafts/saveState.ts';
import { actionsSaveInput } from './actionsSaveState.ts';

const draft = (edits: Partial<RecordDraft>): RecordDraft =>
  ({ key: 'action:3', user: 'anna', base: '2026-11-24T08:00:00.000Z', changes: {}, invalid: {}, refused: null, editedAt: '2026-11-24T08:01:00.000Z', ...edits });
const add = (edits: Partial<PendingAdd> = {}): PendingAdd =>
  ({ key: 'k1', user: 'anna', kind: 'action', parent: 'issue:4', body: { iid: 4, type: 1 }, createdAt: '2026-11-24T08:02:00.000Z', refused: null, ...edits });

describe('the save state of an NCR\'s actions', () => {
  it('is nothing when nothing waits', () => {
    expect(actionsSaveInput({ actions: [{ aid: 3, saving: false }], adds: [] })).toEqual({ pending: [], invalid: [], refused: null, saving: false });
  });

  it('counts each action\'s changed fields, its shared text and each action added here, labelled by action', () => {
    const parts = actionsSaveInput({
      actions: [
        { aid: 3, draft: draft({ changes: { status: 1, due: '2026-12-01' } }), saving: false },
        { aid: 5, kept: { synced: true, pending: ['descr'] }, saving: false },
      ],
      adds: [{ add: add(), sending: false }, { add: add({ key: 'k2' }), sending: false }],
    });
    expect(parts.pending).toEqual(['Action 3 · Status', 'Action 3 · Due', 'Action 5 · Action', 'New action k1', 'New action k2']);
    expect(saveStateOf({ ...parts, online: false, signedOut: false })).toEqual({ kind: 'offline', count: 5 });
  });

  it('names the fields that hold what the rules refuse, and what the server refused', () => {
    const parts = actionsSaveInput({
      actions: [{ aid: 3, draft: draft({ invalid: { due: '2026-13-01' } }), saving: false }],
      adds: [{ add: add({ refused: 'owner: not in the people list' }), sending: false }],
    });
    expect(parts.invalid).toEqual(['Action 3 · Due']);
    expect(parts.refused).toBe('New action: owner: not in the people list');
    expect(parts.pending).toEqual([]);
  });

  it('is saving while a draft or an add is under way', () => {
    expect(actionsSaveInput({ actions: [{ aid: 3, draft: draft({ changes: { status: 1 } }), saving: true }], adds: [] }).saving).toBe(true);
    expect(actionsSaveInput({ actions: [], adds: [{ add: add(), sending: true }] }).saving).toBe(true);
  });
});
