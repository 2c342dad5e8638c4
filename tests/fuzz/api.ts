import zlib from 'node:zlib';
import type { z } from 'zod';
import { api } from '../../shared/api.ts';
import { ID_MAX } from '../../shared/constants.ts';
import type { ApiClient } from '../helpers/apiClient.ts';
import { PEOPLE } from '../helpers/testServer.ts';
import { describeInput, snapshot, type FuzzServer, type Ledger } from './harness.ts';
import { nastyBody, type Rng } from './random.ts';

/** The records the fuzz aims at, so that fields after the id are checked too. */
export interface Targets { sid: number; iid: number; pid: number; aid: number; stationModif: string; issueModif: string; actionModif: string }

/**
 * Removals never get the targets' ids (a hostile number such as 1 can be one): deleting them would leave
 * nothing for the calls and entry points after them.
 */
function spareTargets(body: unknown, targets: Targets): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const [field, id] of [['sid', targets.sid], ['iid', targets.iid], ['pid', targets.pid], ['aid', targets.aid]] as const) {
    if (fields[field] === id) fields[field] = ID_MAX;
  }
}

/** The `modif` an update is based on, by call (a station's for the others). */
const MODIF_OF: Record<string, (targets: Targets) => string> = { updissue: (t) => t.issueModif, updaction: (t) => t.actionModif };

/**
 * Every JSON call with its fields (shared/api.ts), and for updates the fields of the whole record a client may
 * send back; `write` calls get a snapshot after each rejected input.
 */
const CALLS: Record<string, { fields: string[]; write: boolean }> = Object.fromEntries(Object.values(api).map((endpoint) => [
  endpoint.path,
  { fields: Object.keys((endpoint.body as z.ZodObject).shape), write: 'writes' in endpoint && endpoint.writes === true },
]));

interface Encoded { body: Buffer; headers: Record<string, string>; label: string }

/** The body as JSON, or broken on the way: bad JSON, bad compression, wrong types and charsets, too large. */
function encode(rng: Rng, value: unknown): Encoded {
  const json = Buffer.from(JSON.stringify(value) ?? 'null');
  const type = { 'content-type': 'application/json' };
  switch (rng.int(16)) {
    case 0: return { body: json.subarray(0, rng.int(json.length)), headers: type, label: 'truncated JSON' };
    case 1: return { body: Buffer.concat([json, rng.bytes(1 + rng.int(8))]), headers: type, label: 'JSON and trailing bytes' };
    case 2: return { body: zlib.gzipSync(json), headers: { ...type, 'content-encoding': 'gzip' }, label: 'gzip' };
    case 3: return { body: rng.bytes(1 + rng.int(64)), headers: { ...type, 'content-encoding': rng.pick(['gzip', 'deflate', 'br']) }, label: 'compressed garbage' };
    case 4: {
      const gz = zlib.gzipSync(json);
      return { body: gz.subarray(0, Math.max(1, rng.int(gz.length))), headers: { ...type, 'content-encoding': 'gzip' }, label: 'truncated gzip' };
    }
    case 5: return { body: json, headers: { ...type, 'content-encoding': rng.pick(['zstd', 'x-evil', 'gzip, gzip', 'identity, br', '']) }, label: 'odd encoding' };
    case 6: return { body: json, headers: { 'content-type': rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=utf-16le', 'application/json; charset=ibm500', 'application/json; charset=%', '*/*']) }, label: 'odd type' };
    case 7: return { body: Buffer.from(rng.pick(['[', '{"a":', '{"a":1,}', '\u0000', '{"sid":1}\u0000', 'nul', '"\\ud800"', '{"__proto__":{"x":1}}', '1e99999', '[' .repeat(50_000) + ']'.repeat(50_000)])), headers: type, label: 'broken JSON' };
    case 8: return { body: Buffer.concat([Buffer.from('{"sid":"'), rng.bytes(32), Buffer.from('"}')]), headers: type, label: 'invalid UTF-8' };
    case 9: return rng.chance(0.1) // rarely: it is slow
      ? { body: Buffer.alloc(1_200_000, 0x20), headers: type, label: 'over 1 MB' }
      : { body: json, headers: type, label: 'JSON' };
    default: return { body: json, headers: type, label: 'JSON' };
  }
}

async function send(server: FuzzServer, client: ApiClient, call: string, encoded: Encoded): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${server.url}/api/${call}`, {
    method: 'POST',
    headers: { ...(client.cookie ? { cookie: client.cookie } : {}), ...encoded.headers },
    body: new Uint8Array(encoded.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/**
 * Posts `perCall` hostile bodies to every call, signed in and anonymous. Asserts for each: no 5xx, an error
 * is JSON with a message, and a rejected write left every table as it was.
 */
export async function fuzzApi(server: FuzzServer, ledger: Ledger, rng: Rng, clients: { staff: ApiClient; anonymous: ApiClient }, targets: Targets, perCall: number): Promise<void> {
  for (const [call, { fields, write }] of Object.entries(CALLS)) {
    const entry = `POST /api/${call}`;
    const valid: Record<string, unknown> = call.startsWith('rm') ? {} : {
      sid: targets.sid, iid: targets.iid, station: targets.sid, modif: MODIF_OF[call]?.(targets) ?? targets.stationModif,
      prod: 'ASC', cat: call === 'updissue' ? 2 : 'ASC', serial: 'S-fuzz', projectId: '61002', stationName: 'Fuzzed Station', name: 'Fuzz screen',
      user: 'fuzz', status: 1, statusC: 0, active: true, ack: '2024-02-29', snid: 'SN-1', reported: '2024-01-01',
      // An NCR's actions (issue 36).
      aid: targets.aid, type: 3, descr: 'Fuzzed action', owner: PEOPLE[0], due: '2026-07-01', showCust: false, note: 'Fuzz verified', key: '0f0e0d0c-0b0a-4908-8706-050403020100',
      rcCat: 4, rcMethod: 1, effResult: 3, effNote: 'Fuzzed review',
    };
    let before = await snapshot(server.sql);
    for (let i = 0; i < perCall; i++) {
      const body = nastyBody(rng, fields, valid);
      if (call.startsWith('rm')) spareTargets(body, targets);
      // Every call's first input is a gzip body that is not gzip (issue 11: once a 500).
      const encoded = i === 0 ? { body: Buffer.from('not gzip at all'), headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, label: 'gzip that is not' } : encode(rng, body);
      // Logging out the staff client would end the session the other entry points use.
      const client = call === 'logout' || rng.chance(0.2) ? clients.anonymous : clients.staff;
      const input = `${encoded.label} ${client === clients.anonymous ? 'anonymous' : 'staff'}: ${describeInput(encoded.body.toString('latin1').slice(0, 400))}`;
      ledger.count(entry);
      let answer;
      try {
        answer = await send(server, client, call, encoded);
      } catch (error) {
        ledger.fail(entry, input, `no answer: ${(error as Error).message}; ${server.exit() ?? 'the server still runs'}`);
        if (server.exit()) return;
        continue;
      }
      if (answer.status >= 500) ledger.fail(entry, input, `${answer.status} ${answer.text.slice(0, 200)}`);
      else if (answer.status >= 400 && !isJsonMessage(answer.type, answer.text)) {
        ledger.fail(entry, input, `${answer.status} without a JSON {message}: ${answer.text.slice(0, 120)}`);
      }
      if (!write) continue;
      const after = await snapshot(server.sql);
      if (answer.status >= 400 && after !== before) ledger.fail(entry, input, `rejected with ${answer.status}, but the data changed`);
      before = after;
    }
    if (!write && (await snapshot(server.sql)) !== before) ledger.fail(entry, `${perCall} inputs`, 'a read call changed the data');
  }
}

/** Every error of the API is JSON {message} (README, Errors). */
export function isJsonMessage(type: string, text: string): boolean {
  try {
    return type.startsWith('application/json') && typeof JSON.parse(text).message === 'string';
  } catch {
    return false;
  }
}
