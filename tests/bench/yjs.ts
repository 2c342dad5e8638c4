// yjs: 20 clients typing into one station's text field (about 100 keystrokes a second between them): the time
// from the last keystroke until every client holds the same text, and (Stationdesk only: the floor stores
// nothing) until the stored updates hold it; then a long editing trace applied by one client as fast as it
// can, ops/s until another client has it all. The floor is a bare y-websocket relay (yjsFloorServer.ts).
// The clients are spread over people (one may open a doc COLLAB_MAX_CLIENTS_PER_PERSON times), and the trace
// goes in transactions of TRACE_OPS_PER_MESSAGE ops: the server reads one connection's messages within a budget
// (COLLAB_READ_BUDGET), so 10000 one-op messages would measure that budget, not the relay.
import path from 'node:path';
import { recordName } from '../../shared/recordNames.ts';
import { docFromUpdates } from '../../server/collab/docText.ts';
import { listDocUpdates } from '../../server/repositories/yjsUpdates.ts';
import { openDoc, synced, waitUntil, type TestDoc } from '../helpers/yjsClient.ts';
import { alternate, compare, single, type Benchmark, type Figure, type Round } from './harness.ts';
import { BENCH_DIR, editorCookies, seededDatabase, startNode, using, type BenchNode } from './fixtures.ts';

const FIELD = 'comments';
const KEYSTROKE_GAP_MS = 10;
const TRACE_OPS_PER_MESSAGE = 20;
const YJS_FLOOR = path.join(BENCH_DIR, 'yjsFloorServer.ts');

/** `cookies`: the session of each client, by its index (the floor takes none). */
interface Target { node: BenchNode; cookies: string[]; doc(round: number): string }

async function openAll(target: Target, name: string, count: number): Promise<TestDoc[]> {
  const docs = Array.from({ length: count }, (_, i) => openDoc(target.node.url, target.cookies[i] ?? '', name, { origin: target.node.url }));
  await Promise.all(docs.map((doc) => synced(doc)));
  return docs;
}

/** Resolves when every doc's field holds `length` characters and all hold the same text (checked on every update). */
function converged(docs: TestDoc[], length: number, timeoutMs = 30_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { stop(); reject(new Error(`the clients did not converge within ${timeoutMs} ms`)); }, timeoutMs);
    const check = () => {
      const texts = docs.map((doc) => doc.text(FIELD).toString());
      if (texts.every((text) => text.length === length && text === texts[0])) {
        stop();
        resolve(performance.now());
      }
    };
    const stop = () => { clearTimeout(timer); for (const doc of docs) doc.doc.off('update', check); };
    for (const doc of docs) doc.doc.on('update', check);
    check();
  });
}

/** A deterministic pseudo-random sequence (the same trace and typing positions on both sides). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function typing(target: Target, round: number, clients: number, keysEach: number, stored?: (name: string, text: string) => Promise<number>): Promise<Round> {
  const name = target.doc(round);
  const docs = await openAll(target, name, clients);
  try {
    const next = random(round);
    let last = 0;
    for (let key = 0; key < keysEach; key++) {
      for (const doc of docs) {
        if (last) await new Promise((resolve) => setTimeout(resolve, KEYSTROKE_GAP_MS));
        const text = doc.text(FIELD);
        text.insert(Math.floor(next() * (text.length + 1)), 'abcdefghij'[key % 10]!);
        last = performance.now();
      }
    }
    const convergence = (await converged(docs, clients * keysEach)) - last;
    return { convergence, ...(stored ? { stored: (await stored(name, docs[0]!.text(FIELD).toString())) - last } : {}) };
  } finally {
    for (const doc of docs) doc.destroy();
  }
}

async function trace(target: Target, round: number, ops: number): Promise<Round> {
  const [writer, reader] = await openAll(target, target.doc(round), 2) as [TestDoc, TestDoc];
  try {
    const next = random(7);
    const text = writer.text(FIELD);
    const started = performance.now();
    for (let op = 0; op < ops; op += TRACE_OPS_PER_MESSAGE) {
      writer.doc.transact(() => {
        for (let k = op; k < Math.min(ops, op + TRACE_OPS_PER_MESSAGE); k++) {
          if (text.length > 0 && (next() < 0.25 || text.length >= 5000)) text.delete(Math.floor(next() * text.length), 1);
          else text.insert(Math.floor(next() * (text.length + 1)), 'x');
        }
      });
    }
    await converged([writer, reader], text.length);
    return { opsPerSecond: ops / ((performance.now() - started) / 1000) };
  } finally {
    writer.destroy();
    reader.destroy();
  }
}

export const yjs: Benchmark = async ({ smoke }) => {
  const clients = smoke ? 5 : 20;
  const keysEach = smoke ? 3 : 10;
  const ops = smoke ? 300 : 10_000;
  const reps = smoke ? 1 : 3;
  const figures: Figure[] = [];
  await using(async (keep) => {
    const db = keep(await seededDatabase(smoke ? 50 : 200));
    const sids = (await db.sql<{ sid: number }[]>`select sid from stations order by sid`).map((row) => row.sid);
    const productNode = keep(await startNode(db.url));
    const product: Target = { node: productNode, cookies: await editorCookies(productNode, clients), doc: (round) => recordName('station', sids[round % sids.length]!) };
    const floor: Target = { node: keep(await startNode(db.url, { script: YJS_FLOOR, signIn: false })), cookies: [], doc: (round) => `bench-${round}` };
    const stored = async (name: string, text: string) => {
      await waitUntil(async () => docFromUpdates((await listDocUpdates(db.sql, name)).map((row) => row.update)).getText(FIELD).toString() === text, 30_000, 'the text was not stored');
      return performance.now();
    };
    let round = 0;
    const typed = await alternate(reps, () => typing(product, ++round, clients, keysEach, stored), () => typing(floor, ++round, clients, keysEach));
    const name = `${clients} clients typing ${clients * keysEach} keys into one field`;
    figures.push(compare('yjs', `${name} · last key → converged`, 'ms', 'lower', typed, 'convergence', { floor: 'bare y-websocket relay (y-protocols over ws, no storage)' }));
    figures.push(single('yjs', `${name} · last key → stored in PostgreSQL (the floor stores nothing)`, 'ms', 'lower', typed.a.map((r) => r.stored!)));
    const traced = await alternate(reps, () => trace(product, ++round, ops), () => trace(floor, ++round, ops));
    figures.push(compare('yjs', `editing trace of ${ops} ops applied by one client, seen by another`, 'ops/s', 'higher', traced, 'opsPerSecond', { floor: 'bare y-websocket relay (y-protocols over ws, no storage)' }));
  });
  return figures;
};
