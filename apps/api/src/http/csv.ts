import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';

/** What a CSV cell may be given; null and undefined are empty cells. */
export type CsvCell = string | number | boolean | null | undefined;

/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T) => CsvCell;
}

/**
 * The columns of an export, declared once as `{ header: row => cell }` in order. An object cannot name a header
 * twice, so no export repeats a column.
 */
export function csvColumns<T>(spec: Record<string, (row: T) => CsvCell>): readonly CsvColumn<T>[] {
  return Object.entries(spec).map(([header, value]) => ({ header, value }));
}

/** Rows in batches, as a repository reads them (see `db/keyset.ts`), or a report already in memory. */
export type RowBatches<T> = AsyncIterable<readonly T[]> | Iterable<readonly T[]>;

// A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return before one) is written as text,
// with a leading apostrophe. Papaparse's own default pattern misses a formula followed by a line break.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvText(rows: CsvCell[][]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows, { header: false, newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;
}

/**
 * The CSV of rows read in batches, as text chunks: the header line, then one chunk per batch. It reads the next
 * batch only when the consumer asks for more, and gives the event loop a turn between batches, so a large export
 * holds one batch in memory and never keeps other requests waiting.
 */
export async function* csvChunks<T>(columns: readonly CsvColumn<T>[], batches: RowBatches<T>): AsyncGenerator<string> {
  yield csvText([columns.map((c) => c.header)]);
  for await (const batch of batches) {
    yield csvText(batch.map((row) => columns.map((c) => c.value(row))));
    await nextTurn();
  }
}

/**
 * Answer a list route's `format=csv`: every filtered row (not one page) as a download, streamed as it is read.
 * The header row is written even when there are no rows. The first batch is read before the answer starts, so a
 * refusal or a failing query is still an error answer rather than a cut-off file.
 */
export async function sendCsv<T>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<T>[],
  batches: RowBatches<T>,
): Promise<FastifyReply> {
  const chunks = csvChunks(columns, batches);
  const header = await chunks.next();
  const first = await chunks.next();
  async function* body(): AsyncGenerator<string> {
    if (!header.done) yield header.value;
    if (first.done) return;
    yield first.value;
    yield* chunks;
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(body(), { objectMode: false }));
}
