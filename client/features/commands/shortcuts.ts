// The keyboard shortcuts, in one table: it drives the key handlers (useShortcuts.ts), the '?' overlay that lists
// them (ShortcutsOverlay.tsx) and the command palette's actions (CommandPalette.tsx).
import { paths } from '../../../shared/paths.ts';

/** Where the user is: what a shortcut's destination may depend on. */
export interface Here { pathname: string; search: string }

/** What a shortcut does that is not going to a page. */
export type ShortcutCommand = 'focusSearch' | 'showShortcuts' | 'togglePalette' | 'leaveSearch';

export type ShortcutGroup = 'General' | 'Go to' | 'Create';

export interface Shortcut {
  /**
   * The keys pressed one after another ('g' then 's'), each a KeyboardEvent.key, or a chord written the way
   * useHotkeys reads it ('mod+K': Ctrl, or ⌘ on a Mac, with K).
   */
  keys: readonly string[];
  label: string;
  group: ShortcutGroup;
  action: { to: (here: Here) => string } | { command: ShortcutCommand };
  /** Also while the focus is in a text field (keys that type no character). */
  inFields?: boolean;
}

/** The station whose screen is shown, if any: a new NCR is raised on it. */
export function stationOnScreen({ pathname, search }: Here): number | undefined {
  const sid = Number(new URLSearchParams(search).get('sid'));
  return Number.isInteger(sid) && sid > 0 && `${pathname}?sid=${sid}` === paths.station(sid) ? sid : undefined;
}

const go = (to: string) => ({ to: () => to });

/** GitHub-style: single keys for the general ones, 'g' sequences to go somewhere, 'n' sequences to create. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['/'], label: 'Search the list', group: 'General', action: { command: 'focusSearch' } },
  { keys: ['mod+K'], label: 'Find a station, NCR or page', group: 'General', action: { command: 'togglePalette' }, inFields: true },
  { keys: ['?'], label: 'Show keyboard shortcuts', group: 'General', action: { command: 'showShortcuts' } },
  { keys: ['Escape'], label: 'Leave the search box, close a dialog', group: 'General', action: { command: 'leaveSearch' }, inFields: true },
  { keys: ['g', 's'], label: 'Go to Stations', group: 'Go to', action: go(paths.stations) },
  { keys: ['g', 'n'], label: 'Go to NCR list', group: 'Go to', action: go(paths.issues) },
  { keys: ['g', 'b'], label: 'Go to NCR board', group: 'Go to', action: go(paths.board) },
  { keys: ['g', 'd'], label: 'Go to NCR dashboard', group: 'Go to', action: go(paths.dashboard) },
  { keys: ['g', 'a'], label: 'Go to Activity', group: 'Go to', action: go(paths.activity) },
  { keys: ['n', 's'], label: 'New station', group: 'Create', action: go(paths.addStation) },
  { keys: ['n', 'n'], label: 'New NCR (for the station shown)', group: 'Create', action: { to: (here) => paths.addIssue(stationOnScreen(here)) } },
];

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = ['General', 'Go to', 'Create'];

/** The shortcuts that go to a page: the command palette offers them too. */
export const PAGE_SHORTCUTS = SHORTCUTS.filter((shortcut) => 'to' in shortcut.action);

/**
 * The useHotkeys hotkeys of one key of the table. A punctuation key matches with or without Shift, as on many
 * layouts it needs Shift ('/' is Shift+7 on a German keyboard) and on others not.
 */
export function hotkeysOf(key: string): string[] {
  return key.length === 1 && !/[\p{L}\p{N}]/u.test(key) ? [key, `shift+${key}`] : [key];
}

/** How a key is shown: 'mod' as ⌘ on a Mac and Ctrl elsewhere, a chord's parts joined with +. */
export function keyLabel(key: string, mac: boolean): string {
  return key.split('+').map((part) => (part === 'mod' ? (mac ? '⌘' : 'Ctrl') : part === 'Escape' ? 'Esc' : part)).join(' + ');
}
