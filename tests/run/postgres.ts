import net from 'node:net';

/** The local PostgreSQL that `npm test` uses when DATABASE_URL is not set (the machine's service, trust auth). */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server the tests run on: DATABASE_URL when it is set (empty means none: the embedded PGlite
 * only), else the local server when it answers. `why` says why there is none.
 */
export async function testPostgres(): Promise<{ url: string; why?: never } | { url: null; why: string }> {
  const configured = process.env.DATABASE_URL;
  if (configured !== undefined) return configured ? { url: configured } : { url: null, why: 'DATABASE_URL is empty' };
  return (await answers('127.0.0.1', 5432)) ? { url: LOCAL_POSTGRES_URL } : { url: null, why: 'DATABASE_URL is not set and nothing answers on 127.0.0.1:5432' };
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const done = (up: boolean) => { socket.destroy(); resolve(up); };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
