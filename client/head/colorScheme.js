// Sets the colour scheme before the first paint, so that a dark page never flashes white while the app loads.
// Written into index.html when the client is built (server/build/inlineHeadScripts.ts). Mirrors Mantine's
// ColorSchemeScript with the app's setting: the key and default are those of client/app/colorScheme.ts.
try {
  const stored = window.localStorage.getItem('stationdesk.colorScheme');
  const scheme = stored === 'light' || stored === 'dark' ? stored : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch {
  // No storage (a private window that refuses it): Mantine's provider sets the scheme when the app starts.
}
