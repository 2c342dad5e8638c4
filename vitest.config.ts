import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Integration files each start a server and a database; two at a time suit a 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
