// Mutation testing (`npm run mutation`, also `npm run test:mutation`): breaks the rules of packages/domain one at a
// time and checks the unit tests notice; the end of the run prints the score of each file. Incremental: results are
// kept in reports/stryker-incremental.json, so a second run only retests what changed. Not part of `npm test` (it
// takes minutes); run it after changing a rule.
// An incremental run keeps a survived static mutant (a table or a constant, evaluated on import) even when a new test
// would kill it: after adding tests for tables, run with --force. On shared cores: --concurrency 1.
// Last full run (issue #8 §4): 94.57% (1394 of 1474 mutants; 79.04% before). Survivors in the older rules are
// equivalent (a guard the next check repeats, a default never read, a sort of a list already in order).
// Reproduce: npx stryker run stryker.config.mjs --concurrency 1 --force
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'packages/domain/vitest.config.ts', dir: 'packages/domain' },
  mutate: ['packages/domain/src/**/*.ts', '!packages/domain/src/**/*.test.ts', '!packages/domain/src/index.ts'],
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // clear-text prints the score per file at the end; html and json list every mutant, the survivors with their diff
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: 80 },
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
