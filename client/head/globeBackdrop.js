// The globe (/world) is dark from the first paint to its first frame: marks the page before the app's code
// arrives, and index.html's style paints the whole page dark while it is marked, whatever the app puts in it
// meanwhile; the globe's screen keeps the mark while it is shown (client/features/globe/useDarkPage.ts). Written
// into index.html when the client is built (server/build/inlineHeadScripts.ts).
if (window.location.pathname === '/world') document.documentElement.setAttribute('data-globe-page', '');
