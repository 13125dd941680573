import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contract from './index.js';

// Adding an area's endpoints is a new `<area>.endpoints.ts` (and its schemas in `<area>.ts`): the API, the web
// client and the route docs see them only through this index, so a file left out of it fails here.
const dir = fileURLToPath(new URL('.', import.meta.url));
const index = readFileSync(`${dir}/index.ts`, 'utf8');

describe('the contract index', () => {
  it('re-exports every source file of the contract', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');
    expect(files.length).toBeGreaterThan(10);
    const missing = files.filter((f) => !index.includes(`export * from './${f.replace(/\.ts$/, '.js')}';`));
    expect(missing).toEqual([]);
  });

  it('names every tenant resource once', () => {
    expect(new Set(contract.TENANT_RESOURCES).size).toBe(contract.TENANT_RESOURCES.length);
  });
});
