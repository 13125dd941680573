import Fastify, { type FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import { csvChunks, csvColumns, neutraliseFormula, sendCsv } from './csv.js';

interface Row {
  id: number;
  name: string;
}

const columns = csvColumns<Row>(['id', 'name']);

/** A source of `batches` batches of `size` generated rows, as a repository's keyset reads would give them. */
async function* generatedRows(batches: number, size: number, hooks: { afterFirst?: Promise<void> } = {}) {
  for (let b = 0; b < batches; b++) {
    yield Array.from({ length: size }, (_, i) => ({ id: b * size + i + 1, name: `company ${b * size + i + 1}` }));
    if (b === 0 && hooks.afterFirst) await hooks.afterFirst;
  }
}

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('sendCsv', () => {
  it('streams 25,000 rows: the first bytes reach the client before the source has finished', async () => {
    let sourceFinished = false;
    let firstChunkSeen!: () => void;
    const clientHasFirstChunk = new Promise<void>((resolve) => (firstChunkSeen = resolve));
    async function* source() {
      // The source waits after its first batch until the client has read something (for 5 s at most): a helper
      // that built the whole file before sending would give the client nothing before the source had finished.
      const waitForClient = Promise.race([clientHasFirstChunk, new Promise<void>((r) => setTimeout(r, 5_000))]);
      yield* generatedRows(25, 1_000, { afterFirst: waitForClient });
      sourceFinished = true;
    }
    app = Fastify();
    app.get('/export', (_request, reply) => sendCsv(reply, 'rows.csv', columns, source()));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });

    const response = await fetch(`${url}/export`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rows.csv"');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    let sourceFinishedAtFirstChunk: boolean | null = null;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (sourceFinishedAtFirstChunk === null) {
        sourceFinishedAtFirstChunk = sourceFinished;
        firstChunkSeen();
      }
      text += value;
    }

    expect(sourceFinishedAtFirstChunk).toBe(false);
    expect(sourceFinished).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe(''); // every line, the last included, ends with CRLF
    expect(lines[0]).toBe('id,name');
    expect(lines.length - 2).toBe(25_000);
    expect(lines[1]).toBe('1,company 1');
    expect(lines[25_000]).toBe('25000,company 25000');
  }, 30_000);

  it('answers an error, not a cut-off file, when the first batch cannot be read', async () => {
    // eslint-disable-next-line require-yield
    async function* failing(): AsyncGenerator<Row[]> {
      throw new Error('database gone');
    }
    app = Fastify({ logger: false });
    app.get('/export', (_request, reply) => sendCsv(reply, 'rows.csv', columns, failing()));
    const res = await app.inject({ method: 'GET', url: '/export' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('writes the header even when nothing matches, and takes a report already in memory', async () => {
    app = Fastify();
    app.get('/none', (_request, reply) => sendCsv(reply, 'none.csv', columns, []));
    app.get('/report', (_request, reply) => sendCsv(reply, 'report.csv', columns, [[{ id: 1, name: 'one' }]]));
    expect((await app.inject({ method: 'GET', url: '/none' })).body).toBe('id,name\r\n');
    expect((await app.inject({ method: 'GET', url: '/report' })).body).toBe('id,name\r\n1,one\r\n');
  });
});

describe('csvColumns', () => {
  it('copies the named fields and computes the others, in the order declared', async () => {
    const spec = csvColumns<Row>([{ key: (r) => `#${r.id}` }, 'name', 'id']);
    expect(spec.map((c) => c.header)).toEqual(['key', 'name', 'id']);
    expect(spec.map((c) => c.value({ id: 7, name: 'Acme' }))).toEqual(['#7', 'Acme', 7]);
  });

  it('refuses an export that names a column twice', () => {
    expect(() => csvColumns<Row>(['id', 'name', { id: (r) => r.id * 2 }])).toThrow(
      'An export names the column id twice',
    );
  });
});

describe('csvChunks', () => {
  it('gives the event loop a turn between batches', async () => {
    let turns = 0;
    let ticker: NodeJS.Immediate;
    const tick = () => {
      turns++;
      ticker = setImmediate(tick);
    };
    ticker = setImmediate(tick);
    const seen: number[] = [];
    // An in-memory source resolves at once: without the helper's own pause, nothing else would run between batches.
    async function* source() {
      for await (const batch of generatedRows(5, 10)) {
        seen.push(turns);
        yield batch;
      }
    }
    try {
      for await (const _chunk of csvChunks(columns, source())) {
        // consume
      }
    } finally {
      clearImmediate(ticker!);
    }
    expect(seen).toHaveLength(5);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
  });

  it('quotes commas, quotes and line breaks, and writes formulas as text', async () => {
    const cells = csvColumns<Record<string, string | number | boolean | null>>([
      'comma',
      'quote',
      'newline',
      'formula',
      'plus',
      'minus',
      'at',
      'formulaOverLines',
      'number',
      'flag',
      'empty',
    ]);
    const row = {
      comma: 'Acme, Inc.',
      quote: 'The "best" one',
      newline: 'Level 3\nSydney',
      formula: '=HYPERLINK("http://evil.example","click")',
      plus: '+61 2 9999 0000',
      minus: '-1+2',
      at: '@SUM(A1)',
      formulaOverLines: '=1+1\nsecond line',
      number: -42,
      flag: true,
      empty: null,
    };
    let text = '';
    for await (const chunk of csvChunks(cells, [[row]])) text += chunk;

    expect(text.startsWith('comma,quote,newline,formula,plus,minus,at,formulaOverLines,number,flag,empty\r\n')).toBe(
      true,
    );
    expect(text).toContain('"Acme, Inc.","The ""best"" one","Level 3\nSydney",');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'+61 2 9999 0000","'-1+2","'@SUM(A1)","'=1+1\nsecond line",-42,true,\r\n`);

    // What a spreadsheet (or any CSV reader) gets back: the same text, formulas behind an apostrophe.
    const parsed = Papa.parse<Record<string, string>>(text.trimEnd(), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      {
        comma: 'Acme, Inc.',
        quote: 'The "best" one',
        newline: 'Level 3\nSydney',
        formula: `'=HYPERLINK("http://evil.example","click")`,
        plus: "'+61 2 9999 0000",
        minus: "'-1+2",
        at: "'@SUM(A1)",
        formulaOverLines: "'=1+1\nsecond line",
        number: '-42',
        flag: 'true',
        empty: '',
      },
    ]);
  });
});

describe('neutraliseFormula', () => {
  // What a spreadsheet could run as a formula, however it is dressed: each is written behind an apostrophe.
  const formulas: [string, string][] = [
    ['equals', '=1+1'],
    ['plus', '+1+1'],
    ['minus', '-1+1'],
    ['at', '@SUM(A1:A2)'],
    ['tab first', '\t=1+1'],
    ['carriage return first', '\r=1+1'],
    ['a lone tab', '\t'],
    ['full-width equals', '\uFF1D1+1'],
    ['full-width plus', '\uFF0B1+1'],
    ['full-width minus', '\uFF0D1+1'],
    ['full-width at', '\uFF20SUM(A1)'],
    ['small equals', '\uFE661+1'],
    ['zero-width space', '\u200B=1+1'],
    ['zero-width non-joiner', '\u200C=1+1'],
    ['zero-width joiner', '\u200D=1+1'],
    ['byte order mark', '\uFEFF=1+1'],
    ['word joiner', '\u2060=1+1'],
    ['right-to-left mark', '\u200F=1+1'],
    ['soft hyphen', '\u00AD=1+1'],
    ['variation selector', '\uFE0F=1+1'],
    ['combining grapheme joiner', '\u034F=1+1'],
    ['spaces', '   =1+1'],
    ['no-break space', '\u00A0=1+1'],
    ['ideographic space', '\u3000=1+1'],
    ['line break', '\n=1+1'],
    ['several at once', ' \u200B\uFEFF \uFF1DHYPERLINK("http://evil.example")'],
    ['a dash in a name', '-Acme-'],
    ['not a plain number', '-12.50+cmd'],
    ['full-width negative number', '\uFF0D12'],
  ];
  it.each(formulas)('writes %s as text', (_name, text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  const harmless: [string, string | number | boolean | null | undefined][] = [
    ['plain text', 'Acme Pty Ltd'],
    ['an equals sign inside', 'a=b'],
    ['an e-mail address', 'ops@acme.example'],
    ['a leading apostrophe', "'quoted"],
    ['an empty cell', ''],
    ['a negative amount as text', '-12.50'],
    ['a negative whole number as text', '-3'],
    ['a positive amount as text', '12.50'],
  ];
  it.each(harmless)('leaves %s as it is', (_name, value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });

  it('writes numbers, booleans and empty cells as they are', () => {
    for (const value of [-12.5, -42, 0, 3.25, true, false, null, undefined])
      expect(neutraliseFormula(value)).toBe(value);
  });

  it('is what every export writes: a full-width equals and a zero-width space before one are quoted text', async () => {
    const cells = csvColumns<{ name: string; amount: number }>(['name', 'amount']);
    let text = '';
    for await (const chunk of csvChunks(cells, [
      [
        { name: '\uFF1D1+1', amount: -12.5 },
        { name: '\u200B=1+1', amount: 7 },
      ],
    ]))
      text += chunk;
    expect(text).toBe(`name,amount\r\n"'\uFF1D1+1",-12.5\r\n"'\u200B=1+1",7\r\n`);
  });
});
