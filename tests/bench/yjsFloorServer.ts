// The floor of the yjs benchmark, in a process of its own (PORT, HOST; prints 'ready'): the y-websocket
// protocol and nothing else, as @y/websocket-server serves it without persistence (that package is not a
// dependency): one Y.Doc and awareness per name, sync and awareness relayed to every connection of the doc.
// No session, no limits, no storage.
import http from 'node:http';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { WebSocketServer, type WebSocket } from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { COLLAB_PATH } from '../../shared/collab.ts';
import { loadConfig } from '../../server/env.ts';

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;

interface SharedDoc { doc: Y.Doc; awareness: awarenessProtocol.Awareness; connections: Set<WebSocket> }
const docs = new Map<string, SharedDoc>();

function sharedDoc(name: string): SharedDoc {
  const found = docs.get(name);
  if (found) return found;
  const doc = new Y.Doc();
  const awareness = new awarenessProtocol.Awareness(doc);
  awareness.setLocalState(null);
  const shared: SharedDoc = { doc, awareness, connections: new Set() };
  const toAll = (message: Uint8Array) => { for (const ws of shared.connections) ws.send(message); };
  doc.on('update', (update: Uint8Array) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
    toAll(encoding.toUint8Array(encoder));
  });
  awareness.on('update', ({ added, updated, removed }: Record<string, number[]>) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, [...added!, ...updated!, ...removed!]));
    toAll(encoding.toUint8Array(encoder));
  });
  docs.set(name, shared);
  return shared;
}

function connect(ws: WebSocket, name: string): void {
  const { doc, awareness, connections } = sharedDoc(name);
  connections.add(ws);
  ws.binaryType = 'nodebuffer';
  ws.on('message', (data: Buffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, MESSAGE_SYNC);
      syncProtocol.readSyncMessage(decoder, reply, doc, ws);
      if (encoding.length(reply) > 1) ws.send(encoding.toUint8Array(reply));
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(awareness, decoding.readVarUint8Array(decoder), ws);
    }
  });
  ws.on('close', () => connections.delete(ws));
  const sync = encoding.createEncoder();
  encoding.writeVarUint(sync, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(sync, doc);
  ws.send(encoding.toUint8Array(sync));
}

const config = loadConfig(process.env);
const server = http.createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ noServer: true });
server.on('upgrade', (req, socket, head) => {
  const name = (req.url ?? '').slice(COLLAB_PATH.length + 1).split('?')[0]!;
  wss.handleUpgrade(req, socket, head, (ws) => connect(ws, decodeURIComponent(name)));
});
server.listen(config.port, config.host, () => console.log('ready'));
process.once('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
