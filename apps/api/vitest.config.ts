import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const source = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/src/index.ts`, import.meta.url));

export default defineProject({
  // The workspace packages are read from their TypeScript source, never from a build in dist that may be stale.
  // (A `source` export condition is not enough here: Node loads externalised packages itself and ignores it.)
  resolve: {
    alias: { '@portico/contract': source('contract'), '@portico/domain': source('domain') },
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/database-templates.ts'],
    // Test files share a worker's module cache: each builds its own app and database (createTestApp), so nothing
    // leaks between them, and the app's modules are imported once per worker instead of once per file (the API
    // project ran in 263 s instead of 442 s, with half the CPU).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
