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

/** A field of `T` that is a cell as it is (a number, text, a flag): its export column is named after it. */
export type CopiedField<T> = { [K in keyof T]-?: T[K] extends CsvCell ? K : never }[keyof T] & string;

/**
 * The columns of an export, declared once and in order: a field's name copies that field as it is; an object adds
 * columns computed from the row (`{ header: row => cell }`). No header may appear twice.
 */
export function csvColumns<T>(
  spec: readonly (CopiedField<T> | Readonly<Record<string, (row: T) => CsvCell>>)[],
): readonly CsvColumn<T>[] {
  const columns = spec.flatMap((entry): CsvColumn<T>[] =>
    typeof entry === 'string'
      ? [{ header: entry, value: (row) => row[entry] as CsvCell }]
      : Object.entries(entry).map(([header, value]) => ({ header, value })),
  );
  const headers = new Set<string>();
  for (const { header } of columns) {
    if (headers.has(header)) throw new Error(`An export names the column ${header} twice`);
    headers.add(header);
  }
  return columns;
}

/** Rows in batches, as a repository reads them (see `db/keyset.ts`), or a report already in memory. */
export type RowBatches<T> = AsyncIterable<readonly T[]> | Iterable<readonly T[]>;

/** Leading whitespace and characters a reader does not see (zero-width, joiners, BOM, direction marks, fillers). */
const LEADING_BLANKS =
  /^(?:[\s\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]|\u034F|\u17B4|\u17B5|\p{Variation_Selector})+/u;
const FORMULA_START = /^[=+\-@]/;
const CONTROL_START = /^[\t\r]/;
/** A plain decimal number as text ('-12.50'): a spreadsheet reads it as a number, and it has no room for a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * The one guard of every export against formula injection (docs/decisions/0032-guessing-limits-and-security-follow-ups.md):
 * a text cell that a spreadsheet could run as a formula gets a leading apostrophe, so it is shown as text. Text
 * counts as a formula when, after Unicode NFKC normalisation (full-width '＝' is '='), it starts with a tab or a
 * carriage return, or, once leading whitespace and invisible characters (zero-width space, joiners, BOM, word
 * joiner, direction marks…) are skipped, with '=', '+', '-' or '@'. Numbers and booleans are not text and are
 * written as they are (an amount of -12.5 stays a number), and so is text that is just a plain decimal number.
 */
export function neutraliseFormula(cell: CsvCell): CsvCell {
  if (typeof cell !== 'string' || PLAIN_NUMBER.test(cell)) return cell;
  const normalised = cell.normalize('NFKC');
  const dangerous = CONTROL_START.test(normalised) || FORMULA_START.test(normalised.replace(LEADING_BLANKS, ''));
  return dangerous ? `'${cell}` : cell;
}

function csvText(rows: CsvCell[][]): string {
  if (rows.length === 0) return '';
  const cells = rows.map((row) => row.map(neutraliseFormula));
  // A neutralised cell is quoted as well, as spreadsheets expect of text that must not be read as a formula.
  const quotes = (value: unknown) => typeof value === 'string' && value.startsWith("'");
  return `${Papa.unparse(cells, { header: false, newline: '\r\n', quotes })}\r\n`;
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
