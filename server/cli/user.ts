// npm run user -- add NAME --password PASS [--person "Full Name"]
import { parseArgs } from 'node:util';
import { hashPassword } from '../auth/password.ts';
import { insertPeople, personExists } from '../repositories/people.ts';
import { upsertUser } from '../repositories/users.ts';
import { openForCli, runCli } from './openForCli.ts';

const USAGE = 'Usage: npm run user -- add NAME --password PASS [--person "Full Name"]';

runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { password: { type: 'string' }, person: { type: 'string' } },
  });
  const [command, name] = positionals;
  if (command !== 'add' || !name || !values.password) throw new Error(USAGE);
  if (values.password.length < 8) throw new Error('The password must have at least 8 characters.');

  const database = await openForCli();
  try {
    const person = values.person?.trim() || null;
    if (person && !(await personExists(database.sql, person))) {
      await insertPeople(database.sql, [person]);
      console.log(`Added "${person}" to the people list.`);
    }
    await upsertUser(database.sql, { name, passwordHash: await hashPassword(values.password), person });
    console.log(`User "${name}" is ready${person ? `, linked to "${person}"` : ''}.`);
  } finally {
    await database.close();
  }
});
