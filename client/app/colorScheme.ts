import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * The light or dark theme: the system's until the person picks one in the account menu, remembered on the device.
 * client/head/colorScheme.js (written into the page) applies the same choice (same key, same default) before the
 * app's first paint.
 */
export const DEFAULT_COLOR_SCHEME = 'auto';
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'stationdesk.colorScheme' });
