// Asks for the data of the page's screen while the app's code loads, rather than once it has run: on a phone it
// then arrives beside the code, not a second after it. The app takes these answers instead of asking again
// (client/lib/loading/firstData.ts). Written into index.html when the client is built
// (server/build/inlineHeadScripts.ts). The pages and calls are those of shared/paths.ts and shared/endpoints.ts
// (tests/firstDataScript.test.ts checks them).
(() => {
  if (!navigator.onLine) return;
  const params = new URLSearchParams(window.location.search);
  const id = (name) => (/^[1-9]\d*$/.test(params.get(name) ?? '') ? Number(params.get(name)) : null);
  const calls = {
    // The list's first page when the URL names no view (the whole list comes after the first screen), else the whole.
    '/service': () => (window.location.search === '' ? ['stations/first', {}] : ['stations', {}]),
    '/service/station': () => (id('sid') === null ? null : ['station', { sid: id('sid') }]),
    '/ncr': () => ['issues', {}],
  };
  const call = calls[window.location.pathname]?.();
  if (!call) return;
  const [path, body] = call;
  const json = JSON.stringify(body);
  const response = fetch(`/api/${path}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json, credentials: 'same-origin', redirect: 'manual',
  });
  response.catch(() => {}); // a failure is the app's to handle, when it takes the answer
  window.stationdeskFirstData = [{ path, body: json, response }];
})();
