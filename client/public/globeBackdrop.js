// The globe (/world) is dark from the first paint: marks the page before the app's code arrives, and index.html's
// style paints the empty page dark while it is marked (the route's loading screen takes over from there). A file,
// not inline: the Content-Security-Policy allows no inline script.
if (window.location.pathname === '/world') document.documentElement.setAttribute('data-globe-page', '');
