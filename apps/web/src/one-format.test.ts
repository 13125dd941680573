import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on code placed (virtually) at a path: whether a lint run lets it write
// an amount, a date or a count in a format of its own rather than through the domain's formatters (decision 0066).
const eslint = new ESLint({ cwd: path.resolve(__dirname, '../../..') });

async function formatErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties').map((m) => m.message);
}

// Loading ESLint and typescript-eslint takes seconds on a busy machine; the first lint pays for it.
describe('one money and date format', { timeout: 60_000 }, () => {
  it.each([
    'export const a = (cents: number) => (cents / 100).toFixed(2);',
    "export const a = (n: number) => n.toLocaleString('en-US');",
    'export const a = (ms: number) => new Date(ms).toLocaleString();',
    'export const a = (ms: number) => new Date(ms).toLocaleDateString();',
    'export const a = (ms: number) => new Date(ms).toLocaleTimeString();',
    "export const a = new Intl.NumberFormat('en', { style: 'currency', currency: 'AUD' });",
    'export const a = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });',
  ])('refuses a format of a screen’s own: %s', async (code) => {
    const [message] = await formatErrors('apps/web/src/features/promo/x.tsx', code);
    expect(message).toContain('formatPrice/formatMinor');
    expect(message).toContain('formatDay/formatDate/formatDateTime/formatTime');
  });

  it('refuses it in the server and the shared packages too, but not in the formatters themselves', async () => {
    const code = 'export const a = (n: number) => n.toFixed(2);';
    expect(await formatErrors('apps/api/src/modules/promo/x.ts', code)).toHaveLength(1);
    expect(await formatErrors('packages/domain/src/x.ts', code)).toHaveLength(1);
    expect(await formatErrors('packages/domain/src/money-format.ts', code)).toEqual([]);
    expect(await formatErrors('packages/domain/src/date-format.ts', code)).toEqual([]);
  });

  it('lets a screen use the formatters', async () => {
    const code =
      "import { formatDay, formatMinor } from '@portico/domain';\n" +
      "export const a = (cents: number, day: string) => `${formatMinor(cents, 'AUD')} on ${formatDay(day)}`;";
    expect(await formatErrors('apps/web/src/features/promo/x.tsx', code)).toEqual([]);
  });
});
