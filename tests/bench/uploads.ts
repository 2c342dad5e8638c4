// uploads: large files against everyone else's requests, on each engine (issue 35, findings 3 and 7). A login's
// latency while a 20 MiB attachment is uploaded and stored, against a login alone (the ratio: 1.0× is no effect);
// and the server's peak memory (RSS above its idle level) while one session uploads UPLOADS files of 20 MiB at
// once, and while UPLOADS people download one at once. Env: UPLOADS (30; smoke 4), ENGINES (PGlite,PostgreSQL).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createSql } from '../../server/db/sql.ts';
import { upsertUser } from '../../server/repositories/users.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { freshDatabase } from '../helpers/testDatabase.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { PASSWORD } from '../helpers/testServer.ts';
import { alternate, compare, single, type Benchmark, type Figure, type Round } from './harness.ts';
import { ADMIN_URL, BENCH_USER, startNode, using, type BenchNode } from './fixtures.ts';

const MiB = 1024 * 1024;
const ENGINES = { PGlite: null, PostgreSQL: ADMIN_URL } as const;

/**
 * A PDF of `bytes` as the upload check takes it (its start, its %%EOF, no script), random inside one stream (as a
 * scan's image is) so that nothing compresses it.
 */
export function largePdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Length 0 >>\nstream\n');
  const tail = Buffer.from('\nendstream\nendobj\n%%EOF\n');
  return Buffer.concat([head, crypto.randomBytes(bytes - head.length - tail.length), tail]);
}

/** POSTs `file` as the NCR screen does (one part, field files); a Blob made once is not copied again for each upload. */
export async function uploadAttachment(node: { url: string }, cookie: string, iid: number, file: Blob, name = 'large.pdf'): Promise<Response> {
  const form = new FormData();
  form.append('files', file, name);
  return fetch(`${node.url}/api/issues/${iid}/attachments`, { method: 'POST', body: form, headers: { cookie } });
}

async function timedLogin(url: string): Promise<number> {
  const started = performance.now();
  const { status } = await new ApiClient(url).login(BENCH_USER, PASSWORD);
  if (status !== 200) throw new Error(`login answered ${status}`);
  return performance.now() - started;
}

/** The resident memory of a process, in MiB (Linux). */
function rssMiB(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}

/** Runs `work` while sampling the process's RSS every 20 ms: its peak above the level before, in MiB. */
async function peakGrowth(pid: number, work: () => Promise<unknown>): Promise<number> {
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, rssMiB(pid)); }, 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssMiB(pid)) - before;
}

/** A server in a process of its own on a fresh database of `engine`, with the bench user signed in and one NCR. */
async function uploadNode(keep: Parameters<Parameters<typeof using>[0]>[0], postgresUrl: string | null): Promise<{ node: BenchNode; iid: number }> {
  const db = keep(await freshDatabase({ prefix: 'stationdesk_bench', postgresUrl }));
  const node = keep(await startNode(db.databaseUrl ?? '', { dataDir: db.dataDir, signIn: false }));
  const sql = db.databaseUrl ? createSql({ url: db.databaseUrl }, { max: 1 }) : createSql({ socketPath: path.join(db.dataDir, '.s.PGSQL.5432') }, { max: 1 });
  try {
    await upsertUser(sql, { name: BENCH_USER, passwordHash: await hashPassword(PASSWORD), person: null });
  } finally {
    await sql.end();
  }
  const login = await node.client.login(BENCH_USER, PASSWORD);
  if (login.status !== 200) throw new Error(`bench could not sign in: ${login.status}`);
  const { result: sid } = await node.client.call('addStation', { projectId: `UPL-${Date.now()}`, stationName: 'Upload Station', serials: [] });
  const { result: iid } = await node.client.call('addIssue', { station: sid, prod: 'Evidence' });
  return { node, iid };
}

export const uploads: Benchmark = async ({ smoke }) => {
  const reps = smoke ? 1 : 3;
  const concurrent = Number(process.env.UPLOADS ?? (smoke ? 4 : 30));
  const engines = (process.env.ENGINES ?? Object.keys(ENGINES).join(',')).split(',') as (keyof typeof ENGINES)[];
  const data = largePdf(20 * MiB - 4096); // under the 20 MB limit with the multipart framing
  const file = new Blob([new Uint8Array(data)], { type: 'application/pdf' });
  const figures: Figure[] = [];
  for (const engine of engines) {
    const postgresUrl = ENGINES[engine];
    const uploadsAtOnce = async ({ node, iid }: { node: BenchNode; iid: number }) => {
      const statuses = new Map<number | string, number>();
      const growth = await peakGrowth(node.child.pid!, () => Promise.all(Array.from({ length: concurrent }, async () => {
        // An answer that never comes (fetch gives up after 5 minutes) is counted, not fatal: it is the finding.
        const status = await uploadAttachment(node, node.client.cookie, iid, file)
          .then(async (response) => { await response.arrayBuffer(); return response.status; }, () => 'no answer');
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      })));
      const answered = [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
      figures.push(single('uploads', `${engine} · peak RSS growth, ${concurrent} uploads of 20 MiB at once from one session (${answered})`, 'MiB', 'lower', [growth]));
    };
    const downloadsAtOnce = async ({ node, iid }: { node: BenchNode; iid: number }) => {
      const uploaded = await uploadAttachment(node, node.client.cookie, iid, file);
      if (uploaded.status !== 200) throw new Error(`the upload answered ${uploaded.status}: ${await uploaded.text()}`);
      const { attachment } = await uploaded.json() as { attachment: { url: string } };
      const growth = await peakGrowth(node.child.pid!, () => Promise.all(Array.from({ length: concurrent }, async () => {
        const response = await node.client.get(attachment.url);
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status !== 200 || body.length !== data.length) throw new Error(`a download answered ${response.status} with ${body.length} bytes`);
      })));
      figures.push(single('uploads', `${engine} · peak RSS growth, ${concurrent} downloads of a 20 MiB attachment at once`, 'MiB', 'lower', [growth]));
    };
    await using(async (keep) => {
      const { node, iid } = await uploadNode(keep, postgresUrl);
      // The product while one 20 MiB attachment goes in (A) against the same logins with nothing else under way (B).
      const during = async (): Promise<Round> => {
        const started = performance.now();
        let uploading = true;
        const upload = uploadAttachment(node, node.client.cookie, iid, file).finally(() => { uploading = false; });
        await new Promise((resolve) => setTimeout(resolve, 50)); // the upload reaches the server first
        const logins: number[] = [];
        while (uploading || logins.length === 0) logins.push(await timedLogin(node.url));
        const response = await upload;
        if (response.status !== 200) throw new Error(`the upload answered ${response.status}: ${await response.text()}`);
        const attachment = (await response.json() as { attachment: { id: number } }).attachment;
        await node.client.call('removeAttachment', { id: attachment.id }); // 50 at most per NCR
        return { login: Math.max(...logins), upload: performance.now() - started };
      };
      const alone = async (): Promise<Round> => {
        const logins: number[] = [];
        for (let n = 0; n < 3; n++) logins.push(await timedLogin(node.url));
        return { login: Math.max(...logins), upload: 0 };
      };
      await alone(); // warm-up: the first login pays for what is loaded lazily
      const rounds = await alternate(reps, during, alone);
      figures.push(compare('uploads', `${engine} · slowest login during a 20 MiB upload`, 'ms', 'lower', rounds, 'login', { floor: 'slowest of 3 logins alone' }));
      figures.push(single('uploads', `${engine} · the 20 MiB upload`, 'ms', 'lower', rounds.a.map((round) => round.upload!)));
      if (smoke) {
        await uploadsAtOnce({ node, iid });
        await downloadsAtOnce({ node, iid });
      }
    });
    // Each memory figure on a server of its own: memory an earlier load took and freed would be reused unseen. A
    // smoke run (CI) measures them on the first one: it shows they work, in seconds.
    if (smoke) continue;
    await using(async (keep) => { await uploadsAtOnce(await uploadNode(keep, postgresUrl)); });
    await using(async (keep) => { await downloadsAtOnce(await uploadNode(keep, postgresUrl)); });
  }
  return figures;
};
