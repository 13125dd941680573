import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';

/** Send rows as a CSV download (all filtered rows, built on the server). */
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
