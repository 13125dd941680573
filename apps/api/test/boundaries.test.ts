import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TENANT_RESOURCES } from '@portico/contract';
import { MODULES, tenantResolvers } from '../src/modules/index.js';

// The house rules of issue #16 §5 and decision 0035, each shown failing: ESLint holds the import rules, the import
// graph below holds "no circle of files", and the tables check holds "every table is in the migrations' schema".

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SRC = join(ROOT, 'apps/api/src');
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as if it were the file at `path` (from the repository root). */
async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

const restricted = (messages: string[]) =>
  messages.filter((m) => m.startsWith('no-restricted-imports') || m.startsWith('portico/boundaries'));

describe('import boundaries (lint)', () => {
  it("a repository imports its own area's tables, not another area's", async () => {
    const own = await lint(
      'apps/api/src/modules/promo/promo.repository.ts',
      "import { promoCodes } from './promo.tables.js';\nexport const t = promoCodes;\n",
    );
    expect(restricted(own)).toEqual([]);
    const other = await lint(
      'apps/api/src/modules/promo/promo.repository.ts',
      "import { persons } from '../people/people.tables.js';\nexport const t = persons;\n",
    );
    expect(restricted(other)).toHaveLength(1);
    expect(other[0]).toContain('public index');
  });

  it('only repositories, seeds and tables files touch Drizzle and the tables', async () => {
    const service = await lint(
      'apps/api/src/modules/promo/promo.service.ts',
      "import { promoCodes } from './promo.tables.js';\nexport const t = promoCodes;\n",
    );
    expect(restricted(service)).toHaveLength(1);
    expect(service[0]).toContain('repository');
  });

  it("an area reads another's data only through that area's index, deep paths included", async () => {
    const file = 'apps/api/src/modules/pricing/quote.ts';
    const use = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
    expect(restricted(await lint(file, use('../people/index.js')))).toEqual([]);
    expect(restricted(await lint(file, use('../people/people.repository.js')))).toHaveLength(1);
    expect(restricted(await lint(file, use('../../modules/people/people.repository.js')))).toHaveLength(1);
    // the same public index written the long way is the same file, so it passes as `../people/index.js` does
    expect(restricted(await lint(file, use('../../modules/people/index.js')))).toEqual([]);
  });

  it('judges the file an import names, however its path is written (resolved against the folder)', async () => {
    const use = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
    // a redundant `./` before the way out of the area
    expect(
      restricted(await lint('apps/api/src/modules/promo/promo.repository.ts', use('./../people/people.tables.js'))),
    ).toHaveLength(1);
    expect(
      restricted(
        await lint('apps/api/src/modules/promo/promo.repository.ts', use('./../companies/companies.tables.js')),
      ),
    ).toEqual([]); // promo's listed read (TABLE_READS), however written
    expect(
      restricted(await lint('apps/api/src/modules/pricing/quote.ts', use('./../companies/companies.tables.js'))),
    ).not.toEqual([]);
    // a file in an area's subfolder, two levels out and into another area
    const deep = 'apps/api/src/modules/services/lifecycle/x.ts';
    expect(restricted(await lint(deep, use('../../companies/companies.repository.js')))).toHaveLength(1);
    expect(restricted(await lint(deep, use('../../companies/index.js')))).toEqual([]);
    expect(restricted(await lint(deep, use('../../../http/actor.js')))).toEqual([]);
    expect(restricted(await lint(deep, use('../lifecycle-action.js')))).toEqual([]);
    // a web feature reaching into another feature with a redundant `./`
    expect(
      restricted(await lint('apps/web/src/features/people/x.ts', use('./../companies/companies.api'))),
    ).toHaveLength(1);
    expect(restricted(await lint('apps/web/src/features/people/x.ts', use('./people.api')))).toEqual([]);
  });

  it('a table references only the tables of an area below its own (AREA_ORDER)', async () => {
    const use = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
    expect(
      restricted(await lint('apps/api/src/modules/people/people.tables.ts', use('../companies/companies.tables.js'))),
    ).toEqual([]);
    expect(
      restricted(await lint('apps/api/src/modules/billing/billing.tables.ts', use('./../services/services.tables.js'))),
    ).toEqual([]);
    const up = await lint('apps/api/src/modules/companies/companies.tables.ts', use('../people/people.tables.js'));
    expect(restricted(up)).toHaveLength(1);
    expect(up[0]).toContain("'people' is not below 'companies'");
    expect(
      restricted(await lint('apps/api/src/modules/services/services.tables.ts', use('../billing/billing.tables.js'))),
    ).toHaveLength(1);
  });

  it('an area imports only the indexes of areas below its own (AREA_ORDER), type-only imports too', async () => {
    const use = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
    expect(restricted(await lint('apps/api/src/modules/billing/x.ts', use('../services/index.js')))).toEqual([]);
    const up = await lint('apps/api/src/modules/services/x.ts', use('../billing/index.js'));
    expect(restricted(up)).toHaveLength(1);
    expect(up[0]).toContain("'billing' is not below 'services'");
    const typeOnly = await lint(
      'apps/api/src/modules/companies/x.ts',
      "import type { X } from '../people/index.js';\nexport type Y = X;\n",
    );
    expect(restricted(typeOnly)).toHaveLength(1);
    expect(typeOnly[0]).toContain("'people' is not below 'companies'");
  });

  it("the platform imports no area, not even an area's index", async () => {
    const use = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
    for (const [file, from] of [
      ['apps/api/src/plugins/access.ts', '../modules/auth/auth.service.js'],
      ['apps/api/src/http/context.ts', '../modules/auth/index.js'],
      ['apps/api/src/jobs/runner.ts', '../modules/index.js'],
      ['apps/api/src/db/client.ts', '../modules/tables.js'],
    ] as const)
      expect(restricted(await lint(file, use(from))), `${file} -> ${from}`).toHaveLength(1);
    expect(restricted(await lint('apps/api/src/http/context.ts', use('./actor.js')))).toEqual([]);
  });

  it("the composition root takes areas from the modules' lists, never from an area's inside", async () => {
    const use = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
    expect(restricted(await lint('apps/api/src/app.ts', use('./modules/index.js')))).toEqual([]);
    expect(restricted(await lint('apps/api/src/app.ts', use('./modules/auth/auth.service.js')))).toHaveLength(1);
  });
});

/** Every non-test source file of the API. */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** file -> the files of this tree it imports or re-exports, type-only ones included (TypeScript's own reading). */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map((f) => f.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name).replace(/\.js$/, '.ts'))
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** The strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('no circle of files', () => {
  it('finds a circle when there is one (the detector itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('the API has no circle of files, type-only imports included', () => {
    const found = circles(importGraph(sourceFiles())).map((c) => c.map((f) => relative(SRC, f)));
    expect(found).toEqual([]);
  });
});

/** The area of a file under modules/<area>/, or null (the platform, the modules-level files, the root). */
const areaOf = (file: string) => relative(join(SRC, 'modules'), file).match(/^([^./][^/]*)\//)?.[1] ?? null;

/** area -> the areas its files import (type-only imports and table imports included). */
function areaGraph(files: Map<string, string[]>): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = areaOf(file);
    if (!from) continue;
    const to = graph.get(from) ?? new Set<string>();
    graph.set(from, to);
    for (const target of targets) {
      const other = areaOf(target);
      if (other && other !== from) to.add(other);
    }
  }
  return new Map([...graph].map(([area, to]) => [area, [...to].sort()]));
}

describe('no circle of areas', () => {
  it('reads an import between two areas as an arrow between them, whatever the file inside', () => {
    const m = (path: string) => join(SRC, 'modules', path);
    const graph = areaGraph(
      new Map([
        [m('billing/billing.tables.ts'), [m('services/services.tables.ts')]],
        [m('services/sub/lifecycle.ts'), [m('billing/index.ts'), join(SRC, 'http/actor.ts')]],
        [m('audit/index.ts'), []],
      ]),
    );
    expect(graph).toEqual(
      new Map([
        ['billing', ['services']],
        ['services', ['billing']],
        ['audit', []],
      ]),
    );
    expect(circles(graph)).toEqual([['billing', 'services']]);
  });

  it('the API has no circle of areas, type-only and table imports included', () => {
    expect(circles(areaGraph(importGraph(sourceFiles())))).toEqual([]);
  });
});

describe('every table is registered', () => {
  const config = readFileSync(join(ROOT, 'apps/api/drizzle.config.ts'), 'utf8');
  const tablesIndex = readFileSync(join(SRC, 'modules/tables.ts'), 'utf8');

  it("each file defining a table is a `*.tables.ts` the migrations' schema reads, and in modules/tables.ts", () => {
    const withTables = sourceFiles().filter((f) => /\bpgTable\(/.test(readFileSync(f, 'utf8')));
    expect(withTables.length).toBeGreaterThan(10);
    for (const file of withTables) {
      const path = relative(SRC, file);
      expect(path, 'tables live in *.tables.ts').toMatch(/^(db\/[^/]+|modules\/[^/]+\/[^/]+)\.tables\.ts$/);
      const glob = path.startsWith('db/') ? "'./src/db/*.tables.ts'" : "'./src/modules/*/*.tables.ts'";
      expect(config, `drizzle.config.ts reads ${path}`).toContain(glob);
      const fromIndex = `./${relative(join(SRC, 'modules'), file)}`.replace('./../', '../').replace(/\.ts$/, '.js');
      expect(tablesIndex, `modules/tables.ts re-exports ${path}`).toContain(`export * from '${fromIndex}';`);
    }
  });

  it('each area folder is declared once in MODULES (its routes, jobs, seeds and tenant resources are read from it)', () => {
    const folders = readdirSync(join(SRC, 'modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const declared = MODULES.map((m) => m.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
    expect([...declared].sort()).toEqual([...folders].sort());
  });

  it('each tenant resource of the contract has exactly one resolver among the modules', () => {
    expect(Object.keys(tenantResolvers()).sort()).toEqual([...TENANT_RESOURCES].sort());
    const withoutPeople = MODULES.filter((m) => m.name !== 'people');
    expect(() => tenantResolvers(withoutPeople)).toThrow('No module resolves the tenant resource person');
  });
});
