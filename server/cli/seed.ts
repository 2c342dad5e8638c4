// npm run seed -- [--stations N] [--seed S] [--reset]: loads the generated demo dataset, dated up to today.
import { parseArgs } from 'node:util';
import { countStations, deleteAllRecords } from '../repositories/stations.ts';
import { todayDate } from '../../shared/dates.ts';
import { generateDemoData } from '../seed/demoData.ts';
import { seedDatabase } from '../seed/seedDatabase.ts';
import { DEMO_STATIONS } from '../seed/demoAccount.ts';
import { openForCli, runCli } from './openForCli.ts';

runCli(async () => {
  const { values } = parseArgs({
    options: { stations: { type: 'string' }, seed: { type: 'string' }, reset: { type: 'boolean', default: false } },
  });
  const stations = Number(values.stations ?? DEMO_STATIONS);
  const seed = Number(values.seed ?? 42);
  if (!Number.isInteger(stations) || stations < 1 || stations > 100_000) throw new Error('--stations must be a whole number from 1 to 100000');
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');

  const database = await openForCli();
  try {
    if (values.reset) {
      await deleteAllRecords(database.sql);
    } else if ((await countStations(database.sql)) > 0) {
      throw new Error('The database already holds stations; add --reset to replace them.');
    }
    const started = Date.now();
    const counts = await seedDatabase(database.sql, generateDemoData({ stations, seed, referenceDate: todayDate() }));
    console.log(`Seeded ${counts.stations} stations, ${counts.products} products, ${counts.issues} issues and ${counts.actions} actions in ${Date.now() - started} ms.`);
  } finally {
    await database.close();
  }
});
