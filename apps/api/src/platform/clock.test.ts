import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { settableClock, systemClock } from './clock.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the clock', () => {
  it('stands still until it is set or moved on', () => {
    const clock = settableClock('2028-02-29T23:59:59.000Z');
    expect(clock.now().toISOString()).toBe('2028-02-29T23:59:59.000Z');
    clock.advance(1_000);
    expect(clock.now().toISOString()).toBe('2028-03-01T00:00:00.000Z');
    clock.set('2027-03-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(() => clock.set('not a day')).toThrow();
    expect(() => settableClock('never')).toThrow();
  });

  it('answers a new Date each time, so a caller cannot move it', () => {
    const clock = settableClock('2028-02-29T00:00:00Z');
    clock.now().setFullYear(1999);
    expect(clock.now().getUTCFullYear()).toBe(2028);
    expect(Math.abs(systemClock.now().getTime() - new Date().getTime())).toBeLessThan(1_000);
  });
});

describe('the lint rule', () => {
  const lint = async (code: string, filePath: string) => {
    const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: `${root}${filePath}` });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it("refuses module code reading the machine's time", async () => {
    const file = 'apps/api/src/modules/pricing/some-rule.ts';
    expect(await lint('export const at = new Date();\n', file)).toEqual([
      "Read the time from the context's clock (`now()`), not `new Date()`.",
    ]);
    expect(await lint('export const at = Date.now();\n', file)).toEqual([
      "Read the time from the context's clock (`now()`), not `Date.now()`.",
    ]);
  });

  it('allows a date made from a value, and the platform its own clock', async () => {
    expect(await lint("export const at = new Date('2028-02-29');\n", 'apps/api/src/modules/pricing/x.ts')).toEqual([]);
    expect(await lint('export const at = new Date();\n', 'apps/api/src/platform/x.ts')).toEqual([]);
  });
});
