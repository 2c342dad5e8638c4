import { loadConfig } from './env.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const server = await startServer(config).catch((error: unknown) => {
  console.error(`Stationdesk could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`Stationdesk listening on http://localhost:${server.port} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`);
if (server.demoAccount) {
  console.log(`Demo data loaded. Sign in as "${server.demoAccount.user}" with password "${server.demoAccount.password}".`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(() => process.exit(0), (error: unknown) => { console.error(error); process.exit(1); });
  });
}
