import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/sql.ts';
import { hashPassword } from '../auth/password.ts';
import { countStations } from '../repositories/stations.ts';
import { getSetting, putSetting } from '../repositories/settings.ts';
import { upsertUser } from '../repositories/users.ts';
import { todayDate } from '../../shared/dates.ts';
import { generateDemoData } from './demoData.ts';
import { seedDatabase } from './seedDatabase.ts';

export const DEMO_USER = 'demo';
export const DEMO_STATIONS = 400;
const DEMO_PASSWORD_KEY = 'demo_password';

/**
 * On an embedded database without stations: loads the demo dataset (dated up to today) and creates the `demo` account with a
 * random password. Returns the demo account whenever this database was set up that way.
 */
export async function prepareDemo(sql: Sql): Promise<{ user: string; password: string } | null> {
  if ((await countStations(sql)) === 0) {
    const data = generateDemoData({ stations: DEMO_STATIONS, referenceDate: todayDate() });
    await seedDatabase(sql, data);
    const password = randomBytes(9).toString('base64url');
    await upsertUser(sql, { name: DEMO_USER, passwordHash: await hashPassword(password), person: data.people[0] ?? null });
    await putSetting(sql, DEMO_PASSWORD_KEY, password);
  }
  const password = await getSetting(sql, DEMO_PASSWORD_KEY);
  return password ? { user: DEMO_USER, password } : null;
}
