// The answers that client/head/firstData.js (in index.html) asked for before the app started (the data of the
// page's screen): each is taken once, by the first call of the app that asks the same.

interface FirstCall {
  path: string;
  body: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    stationdeskFirstData?: FirstCall[];
  }
}

/** The response to POST /api/`path` with `body` (JSON) if firstData.js asked for it and nothing took it yet. */
export function takeFirstData(path: string, body: string): Promise<Response> | undefined {
  const calls = window.stationdeskFirstData ?? [];
  const index = calls.findIndex((call) => call.path === path && call.body === body);
  if (index < 0) return undefined;
  return calls.splice(index, 1)[0]!.response;
}
