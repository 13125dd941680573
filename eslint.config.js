import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/eslint-boundaries.mjs';

const API = 'apps/api/src';
/**
 * The areas from the bottom up (decisions 0062, 0067): an area stands on those before it. It imports only areas below
 * it (their indexes; its tables reference only their tables), so no area imports another in a circle
 * (`apps/api/test/boundaries.test.ts`). An area that needs something of an area above it declares what it needs and
 * the modules' list (`modules/index.ts`) gives it from above. A new area is placed here, above the areas it uses.
 */
const AREA_ORDER = [
  'audit',
  'mail',
  'webhooks',
  'system',
  'companies',
  'people',
  'partners',
  'auth',
  'exchange-rates',
  'supplies',
  'catalogue',
  'promo',
  'pricebook',
  'pricing',
  'services',
  'billing',
  'payments',
  'cards',
  'accounting',
  'graphs',
  'ordering',
  'dashboard',
  'simulators',
];

/**
 * Joins that read another area's tables directly, known when the tables moved into their areas (decision 0035):
 * repository (and seed) of the key area -> areas whose `<area>.tables.ts` it may import. Each reads an area below its
 * own (decisions 0062, 0067) and stays because its list or lookup is measured: auth -> companies, people (the token
 * check in one round trip, `bench:auth`), people -> companies (the people list's company names, `bench:companies`),
 * the catalogue and price joins (`bench:pricing`). The list may shrink,
 * never grow; a new read of another area's data goes through that area's index, and an area needing data of an area
 * above it takes read functions the modules' list gives it from above.
 */
const TABLE_READS = {
  // the sync lists and posts read each payment, allocation and committed invoice with its sync record and company
  // in one statement; the ERP export reads supplies with their ERP record (decision 0092)
  accounting: ['payments', 'billing', 'companies', 'supplies'],
  auth: ['companies', 'people'],
  catalogue: ['supplies'],
  // an order reads its Ports' VLANs in use and places in one statement (decision 0095, `bench:ordering`)
  ordering: ['services', 'catalogue'],
  partners: ['companies'],
  payments: ['billing', 'companies'],
  people: ['companies'],
  pricebook: ['catalogue'],
  pricing: ['catalogue'],
  promo: ['companies'],
  services: ['catalogue'],
};

const NO_DRIZZLE = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/*.tables.js'],
  message: 'Queries and tables belong in a repository (`*.repository.ts`) of the area that owns the tables.',
};

// The web app in three layers, one direction (bulletproof-react): shared (components/, api/, hooks/, lib/, test/) →
// features/<area>/ → app shell (app/, app.tsx, app-routes.tsx, router.tsx, route-table.ts, main.tsx). A feature
// imports the shared pieces and its own files only; shared code imports no feature and no shell.
const WEB_SRC = 'apps/web/src';

/**
 * One money format and one date format (decisions 0031, 0065, 0066): every amount, date and count people read is
 * written by the domain's formatters, so it reads the same on every screen and in every text the server writes.
 */
const ONE_FORMAT =
  'Write amounts with formatPrice/formatMinor, dates with formatDay/formatDate/formatDateTime/formatTime and counts ' +
  'with formatCount (packages/domain: money-format.ts, date-format.ts; decision 0066), not a format of your own.';

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
  // Boundaries (issues #8 §3 and #16 §5, decisions 0035 and 0062): Drizzle and the tables only in an area's
  // repositories, seeds and tables files; every relative import resolved against its file's folder and judged by
  // `portico/boundaries` (an area reaches another only through that area's public index, a table only downwards or
  // as listed in TABLE_READS; the platform imports no area; a web feature imports shared pieces and its own files).
  {
    files: [`${API}/**/*.ts`, `${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: {
      portico: boundariesPlugin({
        root: fileURLToPath(new URL('.', import.meta.url)),
        tableReads: TABLE_READS,
        areaOrder: AREA_ORDER,
      }),
    },
    rules: { 'portico/boundaries': 'error' },
  },
  {
    files: [`${API}/**/*.ts`],
    ignores: [
      `${API}/**/*.test.ts`,
      `${API}/db/**`,
      `${API}/modules/tables.ts`,
      `${API}/**/*.repository.ts`,
      `${API}/**/*.seed.ts`,
      `${API}/**/*.tables.ts`,
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DRIZZLE] }] },
  },
  // The formatters (decision 0066): only their own files format numbers and dates for people.
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`, `${API}/**/*.ts`, 'packages/*/src/**/*.ts'],
    ignores: ['packages/domain/src/money-format.ts', 'packages/domain/src/date-format.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Intl', property: 'NumberFormat', message: ONE_FORMAT },
        { object: 'Intl', property: 'DateTimeFormat', message: ONE_FORMAT },
        { property: 'toLocaleString', message: ONE_FORMAT },
        { property: 'toLocaleDateString', message: ONE_FORMAT },
        { property: 'toLocaleTimeString', message: ONE_FORMAT },
        { property: 'toFixed', message: ONE_FORMAT },
      ],
    },
  },
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
);
