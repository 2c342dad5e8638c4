import type { Stats } from '../../shared/records.ts';
import type { StatsRow } from '../repositories/stats.ts';

export function presentStats(row: StatsRow): Stats {
  return { projNum: row.projNum ?? '', activeNcr: row.activeNcr };
}
