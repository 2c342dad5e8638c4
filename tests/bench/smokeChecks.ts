// What a smoke run (`npm run bench -- --smoke`, a CI step) checks: every benchmark ran and measured every figure
// (the figures themselves are not judged: a shared CI machine measures nothing reliably), and the first screens
// take their code in as few files as server/build/chunkGroups.ts is for.
import { routeScriptsAfterEntry } from './client.ts';
import type { Results } from './report.ts';

/**
 * The lists' and a station's first screen take their code in as few files as a phone's browser asks one server
 * for at once (six), not in a wave of small chunks after another. A module those screens start to use and the
 * groups do not name makes a file of its own again.
 */
const FIRST_SCREENS = ['features/stations/StationListPage.tsx', 'features/issues/IssueListPage.tsx', 'features/stations/StationPage.tsx'];
const MAX_SCRIPTS_AFTER_ENTRY = 6;

/** Every problem the smoke run found, one line each; none when it passed. */
export function smokeProblems(results: Results, clientDir: string): string[] {
  const problems: string[] = [];
  for (const [name, result] of Object.entries(results)) {
    if (result.error) problems.push(`${name} failed: ${result.error.split('\n')[0]}`);
    else if (result.figures.length === 0) problems.push(`${name} measured no figure`);
    for (const figure of result.figures) {
      if (figure.bench !== name) problems.push(`${name}: figure ${figure.name} is filed under ${figure.bench}`);
      if (!Number.isFinite(figure.a.median)) problems.push(`${name}: ${figure.name} measured ${figure.a.median}`);
      if (figure.b && !Number.isFinite(figure.ratio)) problems.push(`${name}: ${figure.name} has no ratio to its floor (${figure.ratio})`);
    }
  }
  for (const route of FIRST_SCREENS) {
    const scripts = routeScriptsAfterEntry(clientDir, route);
    if (scripts.length > MAX_SCRIPTS_AFTER_ENTRY) problems.push(`${route} loads ${scripts.length} scripts after the entry (at most ${MAX_SCRIPTS_AFTER_ENTRY}): ${scripts.join(', ')}`);
  }
  return problems;
}
