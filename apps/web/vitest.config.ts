import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Typing into Mantine forms under happy-dom takes seconds while the API tests share the two cores.
    testTimeout: 20_000,
    // Test files share their worker's modules: Mantine and React are imported once per worker, not once per file
    // (the project ran in 57 s instead of 137 s); test/setup.ts clears what a test leaves in the app's singletons.
    isolate: false,
  },
});
