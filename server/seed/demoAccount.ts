import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/sql.ts';
import { hashPassword } from '../auth/password.ts';
import { countStations } from '../repositories/stations.ts';
import { getSetting, putSetting } from '../repositories/settings.ts';
import { hasAccountsBesides, upsertUser } from '../repositories/users.ts';
import { todayDate } from '../../shared/dates.ts';
import { generateDemoData } from './demoData.ts';
import { seedDatabase } from './seedDatabase.ts';

export const DEMO_USER = 'demo';
export const DEMO_STATIONS = 400;
const DEMO_PASSWORD_KEY = 'demo_password';

export interface DemoAccount { user: string; password: string }

/**
 * On an embedded database without stations: loads the demo dataset (dated up to today) and creates the `demo` account with a
 * random password. Returns the demo account whenever this database was set up that way.
 */
export async function prepareDemo(sql: Sql): Promise<DemoAccount | null> {
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

/**
 * The demo account the login page may offer: only while it is the only account. Once people have accounts of
 * their own the data is theirs, and a password handed to anyone who opens the login page is a way in for anyone.
 */
export async function offeredDemoAccount(sql: Sql, demo: DemoAccount | null): Promise<DemoAccount | null> {
  return demo && !(await hasAccountsBesides(sql, demo.user)) ? demo : null;
}

/** What the log says about the demo account at start. */
export function demoAccountNotice(demo: DemoAccount): string {
  return `Demo data loaded. Sign in as "${demo.user}" with password "${demo.password}".\n`
    + `The login page shows this password while "${demo.user}" is the only account; to stop that, add an account of your own: npm run user -- add NAME --password PASS`;
}
