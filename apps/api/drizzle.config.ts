import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // each area's tables live in its folder (modules/<area>/<area>.tables.ts); the platform's in db/
  schema: ['./src/db/*.tables.ts', './src/modules/*/*.tables.ts'],
  out: './migrations',
  casing: 'snake_case',
});
