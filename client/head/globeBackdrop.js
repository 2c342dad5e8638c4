// The globe (/world) is dark from the first paint: marks the page before the app's code arrives, and index.html's
// style paints the empty page dark while it is marked (the route's loading screen takes over from there). Written
// into index.html when the client is built (server/build/inlineHeadScripts.ts).
if (window.location.pathname === '/world') document.documentElement.setAttribute('data-globe-page', '');
