// The server the browser tests run against: the built client, a fresh database (DATABASE_URL's server or
// PGlite), a deterministic dataset and the user e2e. Started by playwright.config.ts; tests that need another
// dataset size start more of them (E2E_PORT, E2E_SEED_STATIONS; see extraServer.ts).
import { generateDemoData } from '../../server/seed/demoData.ts';
import { seedDatabase } from '../../server/seed/seedDatabase.ts';
import { TEST_CLIENT_DIR } from '../../server/server.ts';
import { startTestServer } from '../helpers/testServer.ts';
import { E2E_PERSON, E2E_PERSON_2, E2E_PORT, E2E_STATIONS, E2E_USER, E2E_USER_2 } from './fixtures.ts';

const server = await startTestServer({ port: E2E_PORT }, { clientDir: TEST_CLIENT_DIR });
await seedDatabase(server.sql, generateDemoData({ stations: Number(process.env.E2E_SEED_STATIONS ?? E2E_STATIONS), seed: 7 }));
await server.addUser(E2E_USER, E2E_PERSON);
await server.addUser(E2E_USER_2, E2E_PERSON_2);
console.log(`e2e server ready on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.stop().finally(() => process.exit(0)));
}
