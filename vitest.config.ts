import { defineConfig } from 'vitest/config';

// One runner for every package; each project has its own config next to its code.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'apps/api', 'apps/web'],
  },
});
