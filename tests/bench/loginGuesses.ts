// npx tsx tests/bench/loginGuesses.ts (npm run bench:logins) — does guessing from many addresses hold up a real
// login? Each round, on a fresh server: a login alone, then ADDRESSES loopback addresses (127.0.0.10 and up, each
// a client of its own) send GUESSES wrong passwords each, within the login limit, and a real login is sent from
// another address meanwhile. Two ways to guess: a `burst` (every guess at once; the login once a tenth are
// answered) and `steady` (each address sends its next guess when the last is answered; the login once
// ADDRESSES + 20 are answered). Password checks take turns (server/auth/passwordChecks.ts).
// Env: ADDRESSES (40), GUESSES (5), ROUNDS (3); DATABASE_URL as for the tests.
import http from 'node:http';
import { PASSWORD, startTestServer } from '../helpers/testServer.ts';

const ADDRESSES = Number(process.env.ADDRESSES ?? 40);
const GUESSES = Number(process.env.GUESSES ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const REAL_CLIENT = '127.0.0.2';

/** A login POSTed from the loopback address `from`; its status. */
function login(port: number, from: string, user: string, password: string): Promise<number> {
  const body = JSON.stringify({ user, password });
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/api/login', method: 'POST', localAddress: from, agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function timed(port: number, from: string): Promise<number> {
  const started = performance.now();
  const status = await login(port, from, 'bench', PASSWORD);
  if (status !== 200) throw new Error(`the real login answered ${status}`);
  return performance.now() - started;
}

/** One round: the real login's time while the guesses go on, and how many guesses were answered before it. */
async function round(mode: 'burst' | 'steady'): Promise<{ alone: number; during: number; answeredBefore: number; attackMs: number }> {
  const server = await startTestServer();
  try {
    await server.addUser('bench');
    const alone = await timed(server.port, '127.0.0.3');
    let answered = 0;
    let go!: () => void;
    const ready = new Promise<void>((resolve) => (go = resolve));
    const startAt = mode === 'burst' ? Math.ceil((ADDRESSES * GUESSES) / 10) : ADDRESSES + 20;
    const guessed = () => { if (++answered === startAt) go(); };
    const address = (a: number) => `127.0.0.${10 + a}`;
    const started = performance.now();
    const attack = mode === 'burst'
      ? Promise.all(Array.from({ length: ADDRESSES * GUESSES }, (_, i) => login(server.port, address(i % ADDRESSES), `guess${i}`, 'wrong').then(guessed)))
      : Promise.all(Array.from({ length: ADDRESSES }, async (_, a) => {
        for (let g = 0; g < GUESSES; g++) {
          await login(server.port, address(a), `guess${a}-${g}`, 'wrong');
          guessed();
        }
      }));
    await ready;
    const before = answered;
    const during = await timed(server.port, REAL_CLIENT);
    const answeredBefore = answered - before;
    await attack;
    return { alone, during, answeredBefore, attackMs: performance.now() - started };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(`${ADDRESSES} addresses × ${GUESSES} wrong passwords; ${ROUNDS} rounds each`);
for (const mode of ['burst', 'steady'] as const) {
  for (let r = 1; r <= ROUNDS; r++) {
    const { alone, during, answeredBefore, attackMs } = await round(mode);
    console.log(`${mode.padEnd(6)} round ${r}: real login alone ${ms(alone)}, during the guesses ${ms(during)} (${answeredBefore} guesses answered before it); all guesses answered in ${ms(attackMs)}`);
  }
}
process.exit(0);
