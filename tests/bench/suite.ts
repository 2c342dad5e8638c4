// Every benchmark of `npm run bench`, by name, in the order a full run takes them.
import type { Benchmark } from './harness.ts';
import { client } from './client.ts';
import { fanout } from './fanout.ts';
import { globe } from './globe.ts';
import { lists } from './lists.ts';
import { reads } from './reads.ts';
import { reports } from './reports.ts';
import { soak } from './soak.ts';
import { uploads } from './uploads.ts';
import { writes } from './writes.ts';
import { yjs } from './yjs.ts';

export const BENCHMARKS: Record<string, Benchmark> = {
  reads,
  writes,
  uploads,
  fanout,
  yjs,
  soak,
  client,
  lists,
  globe,
  reports,
};
