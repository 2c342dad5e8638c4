import { isDatabaseUnavailable, reportDatabaseUnavailable } from './db/unavailable.ts';
import { loadConfig } from './env.ts';
import { demoAccountNotice } from './seed/demoAccount.ts';
import { startServer } from './server.ts';

/** A stop signal ends the process within this long, whatever the database does (server.close() is bounded too). */
const SHUTDOWN_DEADLINE_MS = 12_000;

function couldNotStart(error: unknown): never {
  console.error(`Stationdesk could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// A bad variable stops the server with one line that names it (env.ts), not a stack trace.
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return couldNotStart(error);
  }
})();
const server = await startServer(config).catch(couldNotStart);
console.log(`Stationdesk listening on http://localhost:${server.port} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`);
if (server.demoAccount) console.log(demoAccountNotice(server.demoAccount));

// Every entry point handles its own errors, a database that is away included. Should one still slip through as
// a rejected promise while the database is away, it is a bug to fix where it happened, but not a reason to take
// the node down with every client on it: it is logged (one line), and the node carries on. Anything else
// still ends the process, as Node does by default.
process.on('unhandledRejection', (reason) => {
  if (!isDatabaseUnavailable(reason)) throw reason;
  reportDatabaseUnavailable('a rejection nobody handled, a bug', reason);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`Stationdesk did not stop within ${SHUTDOWN_DEADLINE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    server.close().then(() => process.exit(0), (error: unknown) => { console.error(error); process.exit(1); });
  });
}
