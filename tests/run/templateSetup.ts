// Vitest's global setup of the database projects: the migrated template of the project's engine is made once,
// before any worker starts, so no test file waits for one (tests/helpers/testDatabase.ts).
import type { TestProject } from 'vitest/node';
import { prepareTemplates } from '../helpers/testDatabase.ts';

export default async function setup(project: TestProject): Promise<void> {
  await prepareTemplates(project.config.env.DATABASE_URL || null);
}
