// The server a browser-test worker runs against, in the worker's own process: the browser tests' build of the
// client, a fresh database of the run's engine (tests/helpers/testDatabase.ts) seeded with a deterministic
// dataset, and the two e2e users. Port 0: each worker has its own, so the workers run side by side.
import { generateDemoData } from '../../server/seed/demoData.ts';
import { seedDatabase } from '../../server/seed/seedDatabase.ts';
import { TEST_CLIENT_DIR } from '../../server/server.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

export const E2E_USER = 'e2e';
/** The e2e user's person: a name of the generated people list, so 'Assigned to me' has rows. */
export const E2E_PERSON = 'Anna Berger';
export const E2E_STATIONS = 60;
/** A second person, for what two people see of each other. */
export const E2E_USER_2 = 'e2e-colleague';
export const E2E_PERSON_2 = 'Jonas Weber';

export async function startE2eServer(stations = E2E_STATIONS): Promise<TestServer> {
  const server = await startTestServer({}, { clientDir: TEST_CLIENT_DIR });
  try {
    await seedDatabase(server.sql, generateDemoData({ stations, seed: 7 }));
    await server.addUser(E2E_USER, E2E_PERSON);
    await server.addUser(E2E_USER_2, E2E_PERSON_2);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}
