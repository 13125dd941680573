// Mutation testing (`npm run test:mutation`): breaks the rules of packages/domain one at a time and checks the
// unit tests notice. Incremental: results are kept in reports/stryker-incremental.json, so a second run only
// retests what changed. Not part of `npm test` (it takes minutes); run it after changing a rule.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'packages/domain/vitest.config.ts', dir: 'packages/domain' },
  mutate: ['packages/domain/src/**/*.ts', '!packages/domain/src/**/*.test.ts', '!packages/domain/src/index.ts'],
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: 80 },
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
