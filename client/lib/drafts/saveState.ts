// One save state per record, over both kinds of field: the scalar fields (the draft) and the shared
// multi-line fields (the Yjs doc). The header badge, the tab title and the leave guard all read it.

export type SaveState =
  /** The server has all of it. */
  | { kind: 'saved' }
  | { kind: 'saving'; count: number }
  | { kind: 'unsaved'; count: number }
  /** Changes kept on this device until the network is back. */
  | { kind: 'offline'; count: number }
  /** Nothing can be saved until the person signs in again. */
  | { kind: 'signedOut'; count: number }
  /** Fields hold values the rules refuse (their labels), or the server refused the last save (its message). */
  | { kind: 'invalid'; fields: string[]; message: string | null };

export interface SaveStateInput {
  /** Labels of the fields with valid unsaved changes, scalar or shared. */
  pending: string[];
  /** Labels of the fields holding values the rules refuse. */
  invalid: string[];
  refused: string | null;
  /** A save is under way (scalar), or shared text is sent and not yet acknowledged. */
  saving: boolean;
  online: boolean;
  signedOut: boolean;
}

export function saveStateOf({ pending, invalid, refused, saving, online, signedOut }: SaveStateInput): SaveState {
  const count = new Set(pending).size;
  if (invalid.length > 0 || refused) return { kind: 'invalid', fields: invalid, message: refused };
  if (count === 0) return { kind: 'saved' };
  if (signedOut) return { kind: 'signedOut', count };
  if (!online) return { kind: 'offline', count };
  return saving ? { kind: 'saving', count } : { kind: 'unsaved', count };
}

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/** The badge's words. */
export function describeSaveState(state: SaveState): string {
  switch (state.kind) {
    case 'saved': return 'Saved';
    case 'saving': return 'Saving…';
    case 'unsaved': return `Unsaved (${changes(state.count)})`;
    case 'offline': return `Offline (${changes(state.count)} kept on this device)`;
    case 'signedOut': return 'Signed out: sign in to save';
    case 'invalid': return state.fields.length > 0 ? `Not saved: fix ${state.fields.map((field) => `"${field}"`).join(', ')}` : `Not saved: ${state.message}`;
  }
}

/**
 * The badge's words on a phone, where the long ones pushed the header's buttons onto a second row: what to do is
 * in the badge's tooltip, the offline banner and the marked fields.
 */
export function describeSaveStateShort(state: SaveState): string {
  switch (state.kind) {
    case 'offline': return `Offline (${state.count} kept)`;
    case 'signedOut': return 'Signed out';
    case 'invalid': return 'Not saved';
    default: return describeSaveState(state);
  }
}

/**
 * What the screen reader is told of the save state, politely: `previous` is what it was told last (null until the
 * first edit). The passing states (unsaved, saving) say nothing, nor does the first Saved of a page just opened, so
 * typing is not talked over; the first save, a problem, and the save after it are said once each.
 */
export function nextAnnouncement(previous: string | null, state: SaveState): string | null {
  switch (state.kind) {
    case 'saving':
    case 'unsaved': return previous ?? '';
    case 'saved': return previous === null ? null : 'All changes saved';
    case 'offline': return 'Offline: your changes are kept on this device and sent when the network is back';
    default: return describeSaveState(state);
  }
}

/** The tab title: the record's name, marked while anything of it is not on the server. */
export function titleWithSaveState(name: string, state: SaveState): string {
  const marks: Record<SaveState['kind'], string | null> = {
    saved: null, saving: 'unsaved', unsaved: 'unsaved', offline: 'offline', signedOut: 'signed out', invalid: 'not saved',
  };
  const mark = marks[state.kind];
  return mark ? `● ${name} (${mark})` : name;
}

/** Whether leaving the page would lose something, and what to ask: kept changes (offline) are not lost. */
export function leaveQuestion(state: SaveState): string | null {
  if (state.kind === 'invalid') {
    return `${describeSaveState(state)}. What you typed stays on this device, but it is not saved. Leave this page anyway?`;
  }
  if (state.kind === 'unsaved' || state.kind === 'saving') return 'Your changes could not be saved yet. Leave this page anyway? They are kept on this device.';
  return null;
}
