import { openDatabase, type Database } from '../db/open.ts';
import { loadConfig } from '../env.ts';

/** The database of this configuration for a command-line tool: a running server's embedded one is shared. */
export function openForCli(): Promise<Database> {
  const config = loadConfig();
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, shareRunningServer: true });
}

/** Runs a CLI main function: prints a one-line error and exits 1 on failure. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
