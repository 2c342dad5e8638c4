// A vitest reporter that writes where the time went, for npm test's tables (tests/run/timings.ts): each file by
// project, with its setup and collection (vitest's own JSON report times only from its first test to its last,
// and does not say which project ran a file), and each test. Written to the file VITEST_TIMINGS names.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface VitestTimings {
  runner: 'vitest';
  files: { name: string; ms: number }[];
  tests: { name: string; ms: number; status: 'passed' | 'failed' | 'skipped' }[];
}

export default class TimingReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const out = process.env.VITEST_TIMINGS;
    if (!out) return;
    const report: VitestTimings = { runner: 'vitest', files: [], tests: [] };
    for (const module of testModules) {
      const name = `${path.relative(process.cwd(), module.moduleId)} [${module.project.name}]`;
      const diagnostic = module.diagnostic();
      report.files.push({ name, ms: diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration });
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        report.tests.push({
          name: `${name} › ${test.fullName}`,
          ms: test.diagnostic()?.duration ?? 0,
          status: state === 'passed' ? 'passed' : state === 'failed' ? 'failed' : 'skipped',
        });
      }
    }
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(report));
  }
}
