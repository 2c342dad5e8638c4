/** Opens the "Keyboard shortcuts" dialog ('?' and the account menu), loading it the first time: no screen needs it. */
export function showShortcuts(): void {
  void import('./ShortcutsOverlay.tsx').then(({ openShortcutsOverlay }) => openShortcutsOverlay());
}
