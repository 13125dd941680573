import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const MODULE_FILES = 'apps/api/src/modules/*/**/*.ts';
const NO_DRIZZLE = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
  message: 'Queries and tables belong in a repository (`*.repository.ts`) or in db/.',
};
// From inside modules/<area>/: `../<other>/anything` other than `../<other>/index.js` (`../../` is outside modules).
const ONLY_PUBLIC_INDEX = {
  regex: '^\\.\\./(?!\\.)[^/]+/(?!index\\.js$)',
  message: "Reach another module only through its public index ('../<module>/index.js').",
};

// The web app in three layers, one direction (bulletproof-react): shared (components/, api/, hooks/, lib/, test/) →
// features/<area>/ → app shell (app/, app.tsx, app-routes.tsx, router.tsx, route-table.ts, main.tsx). A feature
// imports the shared pieces and its own files only; shared code imports no feature and no shell.
const WEB_SRC = 'apps/web/src';
const WEB_FEATURES = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHELL_NAMES = 'app|app-routes|router|route-table|main';
const SHELL = `(${SHELL_NAMES})(/|$)`;
const up = (levels) => `(\\.\\./){${levels}}`;
const FEATURE_TO_FEATURE =
  'A feature imports only the shared pieces (components/, api/, hooks/, lib/) and its own files: move what two features use into shared, or compose them in the app shell (app/).';
const webFeatureBlocks = WEB_FEATURES.flatMap((feature) =>
  // a file `depth` folders below features/<feature>/ reaches features/ with depth + 1 `../`, src/ with depth + 2
  [0, 1, 2].map((depth) => ({
    files: [`${WEB_SRC}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^${up(depth + 1)}(?!\\.\\.?/|${feature}/)[^/]+(/|$)`, message: FEATURE_TO_FEATURE },
            { regex: `(^|/)features/(?!${feature}/)`, message: FEATURE_TO_FEATURE },
            {
              regex: `^${up(depth + 2)}${SHELL}`,
              message: 'A feature does not import the app shell; the shell imports it.',
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-types/**',
      '**/migrations/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Boundaries (issue #8 §3): Drizzle and the tables only in repositories and db/; a module reaches another only
  // through that module's public index.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', 'apps/api/src/**/*.repository.ts', 'apps/api/src/**/*.test.ts', MODULE_FILES],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DRIZZLE] }] },
  },
  {
    files: [MODULE_FILES],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/**/*.seed.ts', 'apps/api/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DRIZZLE, ONLY_PUBLIC_INDEX] }] },
  },
  {
    // repositories hold the queries, seeds write a module's own rows: both use Drizzle
    files: ['apps/api/src/modules/*/**/*.repository.ts', 'apps/api/src/modules/*/**/*.seed.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONLY_PUBLIC_INDEX] }] },
  },
  ...webFeatureBlocks,
  {
    files: [`${WEB_SRC}/{components,api,hooks,lib,test}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features|${SHELL_NAMES})(/|$)`,
              message: 'Shared code (components/, api/, hooks/, lib/) imports no feature and no app shell.',
            },
          ],
        },
      ],
    },
  },
);
