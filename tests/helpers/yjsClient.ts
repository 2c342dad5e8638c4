import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { COLLAB_PATH } from '../../shared/collab.ts';

export interface TestDoc {
  doc: Y.Doc;
  provider: WebsocketProvider;
  text(field: string): Y.Text;
  /** How the server closed the connection, when it did with a code that ends reconnecting. */
  closed: { code: number; reason: string } | null;
  destroy(): void;
}

/** A WebSocket class for y-websocket in Node that sends the session cookie (and an Origin) like a browser. */
function socketWith(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  };
}

// y-websocket adds a process 'exit' listener per provider in Node; tests open dozens.
process.setMaxListeners(100);

/** A real y-websocket client of a record's doc (no BroadcastChannel: every client goes through the server). */
export function openDoc(baseUrl: string, cookie: string, name: string, headers: Record<string, string> = {}): TestDoc {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`${baseUrl.replace(/^http/, 'ws')}${COLLAB_PATH}`, name, doc, {
    WebSocketPolyfill: socketWith({ cookie, ...headers }) as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    maxBackoffTime: 300,
  });
  const client: TestDoc = {
    doc,
    provider,
    text: (field) => doc.getText(field),
    closed: null,
    destroy() {
      provider.destroy();
      doc.destroy();
    },
  };
  provider.on('closed', (event) => { client.closed = event; });
  return client;
}

export async function synced(client: TestDoc, timeoutMs = 10_000): Promise<void> {
  await waitUntil(() => client.provider.synced || client.closed !== null, timeoutMs, 'the doc did not sync');
  if (client.closed) throw new Error(`the server closed the doc for good: ${client.closed.code} ${client.closed.reason}`);
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, message: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${message} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The HTTP status a raw upgrade to a doc is refused with (or 101 when it is accepted). */
export function upgradeStatus(baseUrl: string, name: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${COLLAB_PATH}/${name}`, { headers });
    ws.on('open', () => { ws.close(); resolve(101); });
    ws.on('unexpected-response', (_req, res) => { resolve(res.statusCode ?? 0); ws.terminate(); });
    ws.on('error', (error) => { if (!/Unexpected server response/.test(error.message)) reject(error); });
  });
}

/** A message of the y-websocket protocol, written by `write`. */
function frame(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** An awareness message (type 1) setting these clients' states, as a hostile or made-up client would send it. */
export const awarenessMessage = (states: { id: number; clock: number; state: unknown }[]): Uint8Array => frame((e) => {
  encoding.writeVarUint(e, 1);
  encoding.writeVarUint8Array(e, frame((a) => {
    encoding.writeVarUint(a, states.length);
    for (const { id, clock, state } of states) {
      encoding.writeVarUint(a, id);
      encoding.writeVarUint(a, clock);
      encoding.writeVarString(a, JSON.stringify(state));
    }
  }));
});
