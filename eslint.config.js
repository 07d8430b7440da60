// ESLint flat config for the whole monorepo (one `npm run lint` at the root).
// typescript-eslint "recommended" without type information, to keep it fast.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
// eslint-plugin-import rather than import-x: import-x's native resolver (unrs-resolver) has optional platform
// packages our npm registry does not serve, which breaks `npm ci`.
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const webSrc = 'apps/web/src';
const serverSrc = 'apps/server/src';

const subfolders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// One zone per feature folder: a feature never imports another feature's components, routes or rules (share through
// components/ and lib/). It may import another feature's api/ (its query keys and query options), so a cache key is
// written once, by the feature that owns it, and invalidated by that name elsewhere.
const features = subfolders(`${webSrc}/features`);
const featureZones = features.map((feature) => ({
  target: `./${webSrc}/features/${feature}`,
  from: `./${webSrc}/features`,
  except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/api`)],
  message:
    'A feature never imports another feature (only its api/: query keys and options): move what two features share to shared-features/ (or components/, lib/ when it is generic).',
}));

// Imports run one way: packages/domain <- server and web; in the web app components/ and lib/ <- shared-features/ <-
// features <- app. shared-features/ holds the feature code (an API module with its UI) that two or more features share:
// it is a layer of its own, so that code is not hidden among the generic components nor owned by one of the features.
const layeringZones = [
  { target: './packages/domain', from: './apps', message: 'packages/domain must not depend on the apps.' },
  { target: './apps/server', from: './apps/web', message: 'The server must not import the web app.' },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app must not import the server (share through packages/domain).',
  },
  {
    target: [`./${webSrc}/components`, `./${webSrc}/lib`],
    from: [`./${webSrc}/shared-features`, `./${webSrc}/features`, `./${webSrc}/app`],
    message: 'components/ and lib/ are the bottom layer: they must not import shared-features/, features/ or app/.',
  },
  {
    target: `./${webSrc}/shared-features`,
    from: [`./${webSrc}/features`, `./${webSrc}/app`],
    message:
      'shared-features/ sits below the features: it must not import features/ (not even an api/) or app/; move what it needs here.',
  },
  { target: `./${webSrc}/features`, from: `./${webSrc}/app`, message: 'features/ must not import app/.' },
  ...featureZones,
  {
    target: [`./${serverSrc}/lib`, `./${serverSrc}/plugins`],
    from: `./${serverSrc}/modules`,
    message: 'lib/ and plugins/ are below the modules: they must not import modules/.',
  },
  {
    target: `./${serverSrc}/db`,
    from: [`./${serverSrc}/modules`, `./${serverSrc}/demo`],
    message: 'db/ (schema, client, reference data) is below the modules and the demo seed: it must not import them.',
  },
];

// On the server a module imports lib/, db/, plugins/ and the domain package, never another module: what two modules
// share goes to lib/, and app.ts (the wiring) hands one module's function to another when needed. Tests are exempt:
// like app.ts they drive the whole app and may set up another module's data (the contest calendar, for instance).
const moduleZones = subfolders(`${serverSrc}/modules`).map((module) => ({
  target: `./${serverSrc}/modules/${module}`,
  from: `./${serverSrc}/modules`,
  except: [`./${module}`],
  message: 'A server module never imports another module: move the shared code to lib/ (or wire it in app.ts).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '**/migrations/**',
      'data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: layeringZones }],
      // No import cycle: a type two modules share lives in a module both import (schemas/common.ts, engine/wins/types.ts,
      // jobs/job-log.ts), never in one of them. The plugin skips type-only imports; scripts/check-import-cycles.mjs
      // sees those too. Packages are outside the graph (ignoreExternal), which keeps the rule cheap.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Allow the conventional `_` prefix for deliberately unused arguments and destructured rest siblings.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A small type-aware set, for the bugs the type check lets through: a promise nobody awaits (its rejection is
    // lost), a promise where a void callback is expected (an async onClick, an async callback to forEach), a switch
    // over a union that forgets a member. The type information comes from each workspace's tsconfig.
    files: ['packages/domain/**/*.ts', 'apps/server/**/*.ts', 'apps/web/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // a `default` is a decision (the other members share one answer): only a switch without one must list them all
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // The rich-text parity test runs the server's sanitizer and the browser's side by side (one rule, two engines).
    files: [`${webSrc}/lib/rich-text-parity.test.ts`],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: layeringZones.filter((z) => !(z.target === './apps/web' && z.from === './apps/server')),
        },
      ],
    },
  },
  {
    files: [`${serverSrc}/modules/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: [...layeringZones, ...moduleZones] }],
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The browser imports the domain by path (`@bacheca/domain/messages`, `…/schemas/users`), never the barrel's
    // values: the barrel evaluates every schema (zod included) wherever it is imported, and the entry graph and each
    // route would download them all (the bundle budgets). Types from the barrel are free (erased).
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@bacheca/domain',
              message: 'Import values from their module (@bacheca/domain/<module>); only types from the barrel.',
              allowTypeImports: true,
            },
            {
              // sonner is fetched after the start (lib/toast.ts): a static import would put it back in every page's start.
              name: 'sonner',
              message:
                "Import toast from lib/toast (sonner loads after the application's start); only types from sonner.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: [`${webSrc}/**/*.{ts,tsx}`] })),
  {
    // A read is declared once, in its feature's api/ (queryOptions(): key and fetch together), and its key is named
    // from there wherever it is refreshed: no inline query options, no hand-typed key.
    files: [`${webSrc}/**/*.{ts,tsx}`],
    rules: { '@tanstack/query/prefer-query-options': 'error' },
  },
  {
    // Every journey takes `test` from e2e/tests/fixtures.ts, which brings the accessibility gate (a11y.ts) with it.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', message: "Import test and expect from './fixtures' (it runs the axe gate)." },
          ],
        },
      ],
    },
  },
);
