import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { focusListSearch, focusListSearchWhenShown, inListSearch } from '../../lib/lists/listSearch.ts';
import { togglePalette } from './paletteStore.ts';
import type { Shortcut } from './shortcuts.ts';
import { showShortcuts } from './showShortcuts.ts';

/** Does what a shortcut of the table does; false when it does nothing here (Escape outside the search box). */
export function useRunShortcut(): (shortcut: Shortcut) => boolean {
  const navigate = useNavigate();
  const here = useLocation();
  return ({ action }) => {
    if ('to' in action) {
      void navigate(action.to(here));
      return true;
    }
    switch (action.command) {
      case 'focusSearch':
        // A screen without a list searches the stations.
        if (!focusListSearch()) {
          focusListSearchWhenShown();
          void navigate(paths.stations);
        }
        return true;
      case 'togglePalette':
        togglePalette();
        return true;
      case 'showShortcuts':
        showShortcuts();
        return true;
      case 'leaveSearch':
        if (!(document.activeElement instanceof HTMLElement) || !inListSearch(document.activeElement)) return false;
        document.activeElement.blur();
        return true;
    }
  };
}
