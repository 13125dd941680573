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
  // One clock (issue #16 §3): module code reads the time from its context's clock, so tests can set the day.
  {
    files: [MODULE_FILES],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/**/*.seed.ts'],
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
  {
    // repositories hold the queries, seeds write a module's own rows: both use Drizzle
    files: ['apps/api/src/modules/*/**/*.repository.ts', 'apps/api/src/modules/*/**/*.seed.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONLY_PUBLIC_INDEX] }] },
  },
);
