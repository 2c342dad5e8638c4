// npm run migrate: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR
// (a running server applied them at its start and holds the embedded database: nothing is left to do then).
import { openForCli, runCli } from './openForCli.ts';

runCli(async () => {
  const database = await openForCli();
  await database.close();
  console.log('The database schema is up to date.');
});
