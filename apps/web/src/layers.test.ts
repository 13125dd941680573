import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on code placed (virtually) at a path of the web app: what a lint run
// says about that import. The layers: shared (components/, api/, hooks/, lib/) → features/<area>/ → app shell.
const eslint = new ESLint({ cwd: path.resolve(__dirname, '../../..') });

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const code = `import { thing } from '${source}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'portico/boundaries').map((m) => m.message);
}

// Loading ESLint and typescript-eslint takes seconds on a busy machine; the first lint pays for it.
describe('web layers', { timeout: 60_000 }, () => {
  it('refuses an import from another feature', async () => {
    const [message] = await importErrors('features/promo/x.tsx', '../pricing/quote-page');
    expect(message).toContain('A feature imports only the shared pieces');
    expect(await importErrors('features/pricing/x.tsx', '../promo/promo.api')).toHaveLength(1);
  });

  it('refuses another feature from a file in a feature’s subfolder', async () => {
    expect(await importErrors('features/people/person-editor/x.tsx', '../../companies/companies.api')).toHaveLength(1);
    expect(await importErrors('features/people/person-editor/x.tsx', '../../../features/auth/auth.api')).toHaveLength(
      1,
    );
  });

  it('refuses the app shell from a feature', async () => {
    const [message] = await importErrors('features/companies/x.tsx', '../../app/company-page');
    expect(message).toContain('A feature does not import the app shell');
    expect(await importErrors('features/companies/x.tsx', '../../route-table')).toHaveLength(1);
  });

  it('refuses a feature or the shell from shared code', async () => {
    const [message] = await importErrors('components/ui/x.tsx', '../../features/companies/companies.api');
    expect(message).toContain('Shared code (components/, api/, hooks/, lib/) imports no feature and no app shell');
    expect(await importErrors('lib/x.ts', '../features/auth/auth.api')).toHaveLength(1);
    expect(await importErrors('api/x.ts', '../app/app-shell')).toHaveLength(1);
    expect(await importErrors('components/forms/x.tsx', '../../route-table')).toHaveLength(1);
  });

  it('lets a feature use shared pieces and its own files', async () => {
    expect(await importErrors('features/promo/x.tsx', './promo.api')).toEqual([]);
    expect(await importErrors('features/promo/x.tsx', '../../components/ui/page-header')).toEqual([]);
    expect(await importErrors('features/promo/x.tsx', '../../lib/price-format')).toEqual([]);
    expect(await importErrors('features/people/person-editor/x.tsx', '../people.api')).toEqual([]);
    expect(await importErrors('features/people/person-editor/x.tsx', '../../../api')).toEqual([]);
  });

  it('lets the app shell compose features', async () => {
    expect(await importErrors('app/x.tsx', '../features/pricing/company-price-book-tab')).toEqual([]);
    expect(await importErrors('route-table.ts', './features/promo/promo-page')).toEqual([]);
  });
});
