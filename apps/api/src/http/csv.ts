import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';

/**
 * Answer a list route's `format=csv`: every filtered row (not one page) as a download, built on the server.
 * The header row is written even when there are no rows.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): FastifyReply {
  const csv = Papa.unparse({
    fields: [...columns],
    data: rows.map((row) => columns.map((c) => row[c] ?? '')),
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .serializer((payload: unknown) => String(payload))
    .send(csv);
}
