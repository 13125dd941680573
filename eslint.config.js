import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const API = 'apps/api/src';
/** The areas: every folder of apps/api/src/modules. A new folder is held to the rules below without an edit here. */
const AREAS = readdirSync(new URL(`./${API}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Joins that read another area's tables directly, known when the tables moved into their areas (decision 0035):
 * repository (and seed) of the key area -> areas whose `<area>.tables.ts` it may import. Each is a debt: the list
 * may shrink, never grow; a new read of another area's data goes through that area's index.
 */
const TABLE_READS = {
  auth: ['companies', 'people'],
  catalogue: ['supplies'],
  companies: ['audit', 'people'],
  partners: ['companies'],
  people: ['audit', 'auth', 'companies'],
  pricebook: ['catalogue'],
  pricing: ['catalogue'],
  promo: ['companies'],
  services: ['catalogue'],
};

const NO_DRIZZLE = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/*.tables.js'],
  message: 'Queries and tables belong in a repository (`*.repository.ts`) of the area that owns the tables.',
};
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
/**
 * From inside modules/<area>/: `../<other>/anything` other than `../<other>/index.js`, save the tables files named
 * (`../../` is outside modules, see DEEP_PATH).
 */
const onlyPublicIndex = (tableAreas) => ({
  regex: `^\\.\\./(?!\\.)${
    tableAreas === '*'
      ? '(?![^/]+/[^/]+\\.tables\\.js$)'
      : tableAreas.length > 0
        ? `(?!(?:${tableAreas.map((a) => `${escape(a)}/${escape(a)}`).join('|')})\\.tables\\.js$)`
        : ''
  }[^/]+/(?!index\\.js$)`,
  message: "Reach another area only through its public index ('../<area>/index.js').",
});
// `../../modules/x/x.repository.js` and the like: out of the area and back into another by a side door.
const DEEP_PATH = {
  regex: '^(\\.\\./)+(src/)?modules/',
  message: "Reach another area only through its public index ('../<area>/index.js').",
};
// modules/tables.ts gathers every table for tests and scripts; no application code reads through it.
const ALL_TABLES = {
  regex: '(^|/)modules/tables\\.js$|^\\.\\./tables\\.js$',
  message: 'Every table at once is for tests only.',
};
// The platform (http/, jobs/, db/, plugins/, integrations/) is the ground floor: it imports no area.
const NO_AREAS = {
  regex: '(^|/)modules/',
  message: 'The platform imports no area: move what both need to the platform, or let the area register it.',
};
// The composition root (app.ts, main.ts, worker.ts, cli/) takes the areas from the modules-level files (index.ts,
// seed.ts, context.ts) and the areas' public indexes.
const ROOT_ONLY_INDEXES = {
  regex: '(^|/)modules/[^/]+/(?!index\\.js$)',
  message: "The composition root takes the areas from modules/index.js (or an area's own index.js).",
};
const PLATFORM = ['http', 'jobs', 'db', 'plugins', 'integrations', 'platform'].map((dir) => `${API}/${dir}/**/*.ts`);

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
  // Boundaries (issues #8 §3 and #16 §5, decision 0035): Drizzle and the tables only in an area's repositories, seeds
  // and tables files; an area reaches another only through that area's public index; the platform imports no area.
  {
    files: [`${API}/**/*.ts`],
    ignores: [`${API}/**/*.test.ts`, `${API}/modules/*/**`, `${API}/db/**`, `${API}/modules/tables.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DRIZZLE, ALL_TABLES, ROOT_ONLY_INDEXES] }] },
  },
  {
    files: PLATFORM,
    ignores: [`${API}/**/*.test.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_AREAS] }] },
  },
  ...AREAS.flatMap((area) => [
    {
      files: [`${API}/modules/${area}/**/*.ts`],
      ignores: [`${API}/**/*.repository.ts`, `${API}/**/*.seed.ts`, `${API}/**/*.tables.ts`, `${API}/**/*.test.ts`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [NO_DRIZZLE, onlyPublicIndex([]), DEEP_PATH, ALL_TABLES] }],
      },
    },
    {
      // repositories hold the queries and seeds write the area's own rows: both use Drizzle and the area's tables
      files: [`${API}/modules/${area}/**/*.repository.ts`, `${API}/modules/${area}/**/*.seed.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [onlyPublicIndex(TABLE_READS[area] ?? []), DEEP_PATH, ALL_TABLES] },
        ],
      },
    },
    {
      // a table may reference another area's table (a foreign key is a fact of the schema)
      files: [`${API}/modules/${area}/**/*.tables.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [onlyPublicIndex('*'), DEEP_PATH, ALL_TABLES] }] },
    },
  ]),
  // One clock (issue #16 §3): module code reads the time from its context's clock, so tests can set the day.
  {
    files: [`${API}/modules/**/*.ts`],
    ignores: [`${API}/**/*.test.ts`, `${API}/**/*.seed.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read the time from the context's clock (`now()`), not `new Date()`.",
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Read the time from the context's clock (`now()`), not `Date.now()`.",
        },
      ],
    },
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
