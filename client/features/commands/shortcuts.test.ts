import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/paths.ts';
import { hotkeysOf, keyLabel, PAGE_SHORTCUTS, SHORTCUT_GROUPS, SHORTCUTS, stationOnScreen } from './shortcuts.ts';

const byLabel = (label: string) => SHORTCUTS.find((shortcut) => shortcut.label.startsWith(label))!;
const target = (label: string, pathname: string, search = '') => {
  const { action } = byLabel(label);
  return 'to' in action ? action.to({ pathname, search }) : null;
};

describe('the shortcut table', () => {
  it('has no sequence twice and none that begins another (it would never be reached)', () => {
    const written = SHORTCUTS.map((shortcut) => shortcut.keys.join(' '));
    expect(new Set(written).size).toBe(written.length);
    for (const shortcut of SHORTCUTS) {
      for (const other of SHORTCUTS) {
        if (other !== shortcut && other.keys.length > shortcut.keys.length) {
          expect(other.keys.slice(0, shortcut.keys.length)).not.toEqual(shortcut.keys);
        }
      }
    }
  });

  it('puts every shortcut in a listed group and offers the page ones to the palette', () => {
    expect(SHORTCUTS.every((shortcut) => SHORTCUT_GROUPS.includes(shortcut.group))).toBe(true);
    expect(PAGE_SHORTCUTS.map((shortcut) => shortcut.keys.join(' '))).toEqual(['g s', 'g n', 'g b', 'g d', 'g a', 'n s', 'n n']);
  });

  it('goes to the list, board, dashboard and add pages', () => {
    expect(target('Go to Stations', paths.issues)).toBe(paths.stations);
    expect(target('Go to NCR list', paths.stations)).toBe(paths.issues);
    expect(target('Go to NCR board', paths.stations)).toBe(paths.board);
    expect(target('New station', paths.issues)).toBe(paths.addStation);
  });

  it('raises a new NCR on the station shown, else on none chosen yet', () => {
    expect(stationOnScreen({ pathname: '/service/station', search: '?sid=42' })).toBe(42);
    expect(target('New NCR', '/service/station', '?sid=42')).toBe(paths.addIssue(42));
    expect(target('New NCR', '/ncr/issue', '?iid=42')).toBe(paths.addIssue());
    expect(target('New NCR', '/service/station', '?sid=x')).toBe(paths.addIssue());
  });
});

describe('hotkeysOf and keyLabel', () => {
  it('matches punctuation with or without Shift, letters and chords as written', () => {
    expect(hotkeysOf('/')).toEqual(['/', 'shift+/']);
    expect(hotkeysOf('?')).toEqual(['?', 'shift+?']);
    expect(hotkeysOf('g')).toEqual(['g']);
    expect(hotkeysOf('mod+K')).toEqual(['mod+K']);
  });

  it('shows mod as ⌘ on a Mac and Ctrl elsewhere', () => {
    expect(keyLabel('mod+K', true)).toBe('⌘ + K');
    expect(keyLabel('mod+K', false)).toBe('Ctrl + K');
    expect(keyLabel('Escape', false)).toBe('Esc');
    expect(keyLabel('g', false)).toBe('g');
  });
});
