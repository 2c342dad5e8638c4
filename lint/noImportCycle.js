// An ESLint rule: no import cycle, type-only imports included. import-x/no-cycle (4.18.1, its latest) leaves
// `import type` out of its graph and has no option to take it in, yet a cycle of types ties modules together as
// much as one of values: neither can be read, moved or tested without the other. Here every relative import is
// an edge: value or type-only (`import('./x.ts').X` too), static or dynamic, and re-exports. Packages are left
// out (they do not import our files back).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** @type {Map<string, { mtimeMs: number; imports: string[] }>} */
const parsed = new Map();

/** @param {string} from @param {string} specifier @returns {string | null} The file a relative import names. */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const file = path.resolve(path.dirname(from), specifier);
  return SOURCE.test(file) && fs.existsSync(file) ? file : null;
}

/**
 * The files a file imports, read from disk once per version of the file. `checked` holds the files already
 * looked at for this linted file: their version is checked once per linted file, not at every visit.
 * @param {string} file @param {Set<string>} checked @returns {string[]}
 */
function importsOf(file, checked) {
  const known = parsed.get(file);
  if (known && checked.has(file)) return known.imports;
  checked.add(file);
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return [];
  if (known?.mtimeMs === mtimeMs) return known.imports;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles.flatMap(({ fileName }) => resolveRelative(file, fileName) ?? []);
  parsed.set(file, { mtimeMs, imports });
  return imports;
}

/**
 * The shortest way from `start` back to `target` through imports ([start, …, target]), or null.
 * @param {string} start @param {string} target @param {Set<string>} checked @returns {string[] | null}
 */
function wayBack(start, target, checked) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of importsOf(file, checked)) {
      if (next === target) {
        const way = [target];
        for (let step = /** @type {string | null} */ (file); step !== null; step = cameFrom.get(step) ?? null) way.unshift(step);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import whose module imports this one back, through any number of modules; type-only imports count.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{way}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.cwd;
    /** @type {Set<string>} */
    const checked = new Set();
    /** @param {import('estree').Node} node @param {unknown} specifier */
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const imported = resolveRelative(file, specifier);
      const way = imported && wayBack(imported, file, checked);
      if (way) context.report({ node, messageId: 'cycle', data: { way: [file, ...way].map((step) => path.relative(root, step)).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
      /** A type imported in place: `import('./x.ts').X`. @param {any} node */
      TSImportType: (node) => check(node, node.argument?.literal?.value),
    };
  },
};
