import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './lint/noImportCycle.js';

const root = import.meta.dirname;

/**
 * The only imports from one client feature into another, [importer, imported], each for a reason. Anything a
 * feature offers the others beyond these goes through client/lib/ (a registry there, as draftKinds.ts), and no
 * pair may close a loop.
 */
const FEATURE_IMPORTS = [
  ['stations', 'history'], // a station's header has History (HistoryButton)
  ['issues', 'history'], // an NCR's header has History (HistoryButton)
  ['activity', 'history'], // the Activity page lists changes as History does (HistoryEntryList)
  ['issues', 'stations'], // adding an NCR picks its station from the station list (useStations)
  ['commands', 'stations'], // the command palette finds stations in their list (useStations)
  ['commands', 'issues'], // the command palette finds NCRs in their list (useIssues)
];

/** One zone per folder of client/features/: it may import itself and what FEATURE_IMPORTS allows it, no other feature. */
function featureZones() {
  const features = readdirSync(`${root}/client/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return features.map(({ name }) => ({
    target: `client/features/${name}`,
    from: 'client/features',
    except: [`./${name}`, ...FEATURE_IMPORTS.filter(([importer]) => importer === name).map(([, imported]) => `./${imported}`)],
    message: `client/features/${name}/ imports another feature only as FEATURE_IMPORTS in eslint.config.js allows.`,
  }));
}

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'test-results/'] },
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: each file is checked with the tsconfig.json of its root (shared/, client/, server/, tests/,
    // or the top one for the tool configs).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Not import-x/no-cycle: it cannot count type-only imports (see lint/noImportCycle.js).
      'local/no-import-cycle': 'error',
    },
  },
  {
    // client/head/: plain browser scripts, written into index.html as they are (no bundling, no tsconfig): no
    // type-aware rules.
    files: ['client/head/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // shared/ is what client and server agree on: it imports neither.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/client/**'], message: 'shared/ must not import server/ or client/' }] }],
    },
  },
  {
    // The client talks to the server over HTTP only.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'client/ must not import server/' }] }],
      // The schemas are zod: the client takes types from them, and calls by name (shared/endpoints.ts), so
      // that zod stays off the first screen (client/lib/api/http.ts loads them for its checks in tests).
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['**/shared/api.ts', '**/shared/records.ts'], allowTypeImports: true,
          message: 'The client imports types only from shared/api.ts and shared/records.ts (zod stays off the first screen).' }],
      }],
    },
  },
  {
    // Client layers, bottom up: lib/ and components/ (no feature in them), features/ (one screen or area each;
    // one imports another only as FEATURE_IMPORTS allows), app/ (the shell: router, layout, start-up), which
    // nothing below imports.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        basePath: root,
        zones: [
          { target: ['client/features', 'client/components', 'client/lib'], from: 'client/app', message: 'Only client/app/ imports client/app/.' },
          { target: ['client/components', 'client/lib'], from: 'client/features', message: 'client/lib/ and client/components/ must not import client/features/.' },
          ...featureZones(),
        ],
      }],
    },
  },
  {
    // The hooks rules, and those React Compiler rules the code keeps. Off: set-state-in-effect, refs, purity
    // and immutability, which flag patterns the client uses on purpose (state mirrored from a store in an
    // effect, the latest-callback ref, render-time bookkeeping in useArrivals, three.js objects mutated in effects).
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/immutability': 'off',
    },
  },

  // ---------------------------------------------------------------------------------------------------------
  // Server layers. Each zone reads: files under `target` must not import files under `from` (except `except`,
  // relative to `from`).
  {
    // Tests beside the code may look across layers (a command's test reads the Yjs doc it changed).
    files: ['server/**/*.ts', 'tests/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        basePath: root,
        zones: [
          {
            target: 'server/repositories',
            from: 'server',
            except: ['./repositories', './db', './changes'],
            message: 'Repositories import nothing from server/ but server/db/, other repositories and the change descriptions they store.',
          },
          {
            target: 'server/presenters',
            from: 'server',
            // The customer report's presenter gives what the PDF states (reports/customerReport.ts's input type).
            except: ['./repositories', './reports/customerReport.ts'],
            message: 'Presenters import only shared/ and repository types (and the report input they present).',
          },
          {
            target: 'server/commands',
            from: ['server/collab', 'server/realtime'],
            message: 'Commands get what they need through their context object.',
          },
          {
            target: ['server/commands', 'server/auth'],
            from: ['server/http', 'server/routes'],
            message: 'Commands and auth know nothing of HTTP: they throw the errors of server/errors.ts, which the HTTP layer answers.',
          },
          {
            target: ['server/http', 'server/auth'],
            from: 'server/commands',
            message: 'server/http/ and server/auth/ run no commands: the routes do.',
          },
          {
            target: ['server/!(routes)/**/*', 'server/!(app|server).ts', 'tests/**/*'],
            from: 'server/routes',
            message: 'Only server/routes/, server/app.ts and server/server.ts import server/routes/.',
          },
        ],
      }],
    },
  },
  {
    // Commands and auth speak the domain's language: no HTTP type reaches them (the zones above keep out
    // server/http/ and server/routes/; this keeps out Express and Node's http).
    files: ['server/commands/**/*.ts', 'server/auth/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['express', 'http', 'node:http'].map((name) => ({ name, message: 'Commands and auth know nothing of HTTP.' })) }],
    },
  },
  {
    // Presenters may see repositories' row types, not run their queries.
    files: ['server/presenters/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['**/repositories/**'], allowTypeImports: true, message: 'Presenters import repository types only (import type).' }],
      }],
    },
  },
  {
    // SQL only in repositories, the database layer and tests.
    files: ['server/**/*.ts'],
    ignores: ['server/repositories/**', 'server/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: 'TaggedTemplateExpression[tag.name=/^(sql|tx|db)$/]',
        message: 'SQL belongs in server/repositories/ (or server/db/).',
      }],
    },
  },
);
