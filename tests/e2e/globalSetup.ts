// Before the browser tests' workers start: the browser tests' build of the client (when its sources changed) and
// the migrated template database of the run's engine, each made once for every worker's server.
import { buildTestClient } from '../helpers/processes.ts';
import { prepareTemplates, testPostgresUrl } from '../helpers/testDatabase.ts';

export default async function globalSetup(): Promise<void> {
  buildTestClient();
  await prepareTemplates(testPostgresUrl());
}
