import { describe, expect, it } from 'vitest';
import { describeSaveState, describeSaveStateShort, leaveQuestion, nextAnnouncement, saveStateOf, titleWithSaveState, type SaveStateInput } from './saveState.ts';

const base: SaveStateInput = { pending: [], invalid: [], refused: null, saving: false, online: true, signedOut: false };

describe('the save state of a record', () => {
  it('is Saved only when nothing of either kind of field waits', () => {
    expect(describeSaveState(saveStateOf(base))).toBe('Saved');
    expect(describeSaveState(saveStateOf({ ...base, pending: ['Comments'] }))).toBe('Unsaved (1 change)');
    expect(describeSaveState(saveStateOf({ ...base, pending: ['Country', 'Comments', 'Country'], saving: true }))).toBe('Saving…');
  });

  it('says Offline, Signed out and which fields block saving, in that order of what the person must do', () => {
    expect(describeSaveState(saveStateOf({ ...base, pending: ['Country', 'Comments'], online: false }))).toBe('Offline (2 changes kept on this device)');
    expect(describeSaveState(saveStateOf({ ...base, pending: ['Country'], signedOut: true, online: false }))).toBe('Signed out: sign in to save');
    const invalid = saveStateOf({ ...base, pending: ['Country'], invalid: ['Project ID', 'Reported'], signedOut: true });
    expect(describeSaveState(invalid)).toBe('Not saved: fix "Project ID", "Reported"');
    expect(describeSaveState(saveStateOf({ ...base, refused: 'projId: must be longer than 3 characters' }))).toBe('Not saved: projId: must be longer than 3 characters');
  });

  it('says it in a few words on a phone, the same words when they are few', () => {
    expect(describeSaveStateShort(saveStateOf({ ...base, pending: ['Country', 'Comments'], online: false }))).toBe('Offline (2 kept)');
    expect(describeSaveStateShort(saveStateOf({ ...base, pending: ['Country'], signedOut: true }))).toBe('Signed out');
    expect(describeSaveStateShort(saveStateOf({ ...base, invalid: ['Project ID', 'Reported'] }))).toBe('Not saved');
    for (const input of [base, { ...base, pending: ['Comments'] }, { ...base, pending: ['Comments'], saving: true }]) {
      expect(describeSaveStateShort(saveStateOf(input))).toBe(describeSaveState(saveStateOf(input)));
    }
  });

  it('marks the tab title and asks before leaving only when something would be lost', () => {
    expect(titleWithSaveState('NCR-2026-4', saveStateOf(base))).toBe('NCR-2026-4');
    expect(titleWithSaveState('NCR-2026-4', saveStateOf({ ...base, pending: ['Notes'] }))).toBe('● NCR-2026-4 (unsaved)');
    expect(titleWithSaveState('12161', saveStateOf({ ...base, pending: ['Notes'], online: false }))).toBe('● 12161 (offline)');
    expect(leaveQuestion(saveStateOf({ ...base, pending: ['Notes'], online: false }))).toBeNull();
    expect(leaveQuestion(saveStateOf({ ...base, invalid: ['Project ID'] }))).toMatch(/^Not saved: fix "Project ID"\. .*Leave this page anyway\?$/);
  });
});

describe('what a screen reader is told of the save state', () => {
  /** The live region's text after each state in turn, as SaveState keeps it. */
  const told = (inputs: Partial<SaveStateInput>[]) => inputs.reduce<(string | null)[]>((said, input) =>
    [...said, nextAnnouncement(said.at(-1) ?? null, saveStateOf({ ...base, ...input }))], []);

  it('says nothing on opening nor while typing, then Saved once, and not again while the same text stands', () => {
    const typing = { pending: ['Country'] };
    const sending = { pending: ['Country'], saving: true };
    expect(told([{}, typing, sending, {}, typing, sending, {}])).toEqual([null, '', '', 'All changes saved', 'All changes saved', 'All changes saved', 'All changes saved']);
  });

  it('says a problem and its end, without the change count that moves with every field', () => {
    const said = told([{ pending: ['Country'] }, { pending: ['Country'], online: false }, { pending: ['Country', 'Comments'], online: false }, {}]);
    expect(said[1]).toMatch(/^Offline: your changes are kept/);
    expect(said[2]).toBe(said[1]);
    expect(said[3]).toBe('All changes saved');
    expect(told([{ invalid: ['Project ID'] }])).toEqual(['Not saved: fix "Project ID"']);
  });
});
