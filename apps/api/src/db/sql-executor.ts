import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, SqlExecutor } from './client.js';
import { builtOncePerShape, sendWithValues } from './prepared.js';

/** How a statement is changed on its way: a parameter written as SQL of its own, the whole taken into a bigger one. */
export interface StatementShape {
  /**
   * What the SQL it writes depends on besides the text (the values it writes into it): the statement is kept per text
   * and key, built once (decision 0101). The same key must always write the same SQL.
   */
  key?: string;
  /** SQL standing in for a parameter, or null to send its value */
  param?(value: unknown): SQL | null;
  /** the statement sent, around the one given (its rows are what the caller reads) */
  around?(statement: SQL): SQL;
}

/** A statement's text, which of its parameters its shape writes as SQL, and the shape. */
interface Text {
  text: string;
  written: readonly (SQL | null)[];
  shape: StatementShape;
}

/**
 * Plain parameterised SQL (`$1`, `$2`…) run through a Drizzle database or open transaction: how the job queue
 * writes a job inside the caller's transaction, so the job exists exactly when the change that caused it does. The
 * text is the job queue's own (a handful of statements), so each is built once (per shape key, and per which of its
 * parameters the shape writes as SQL) with its values as placeholders.
 */
export function sqlExecutorFor(db: DbOrTx, shape: StatementShape = {}): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      // Drizzle drops an undefined parameter entirely; SQL means NULL by it
      const given = values.map((value) => value ?? null);
      const written = given.map((value) => shape.param?.(value) ?? null);
      const placeholders = Object.fromEntries(given.map((value, i) => [`p${i + 1}`, value]));
      const statement = { text, written, shape };
      // a shape that writes SQL of its own without a key cannot be kept: built for this call
      const kept = shape.key !== undefined || (!shape.param && !shape.around);
      return {
        rows: kept
          ? await builtText(db, statement, placeholders)
          : await sendWithValues<unknown>(db, buildText(statement), placeholders),
      };
    },
  };
}

function buildText({ text, written, shape }: Text): SQL {
  const parts = text.split(/\$(\d+)/);
  const query: SQL = sql.empty();
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      query.append(sql.raw(part));
      return;
    }
    const n = Number(part);
    // a placeholder's value goes to the driver as it is: an array stays one parameter (a `uuid[]`)
    query.append(written[n - 1] ?? sql`${sql.placeholder(`p${n}`)}`);
  });
  return shape.around ? shape.around(query) : query;
}

const builtText = builtOncePerShape<Text, unknown>(
  ({ text, written, shape }) => `${shape.key ?? ''}|${written.map((w, i) => (w ? i : '')).join(',')}|${text}`,
  (_db, statement) => buildText(statement),
);

/**
 * How pg-boss's insert of a job is sent in a transaction (decision 0099): in the statement that announces it with
 * `pg_notify` on `channel` (only when a row was inserted: a key already used inserts and announces nothing), and,
 * for a delayed job, with the `standIn` value written as its start `seconds` after the database's `now()`, as
 * pg-boss reads a timestamp it is given (text ending in `Z`).
 */
export function announcedJobInsert(
  announce: { channel: string; name: string },
  delay: { standIn: string; seconds: number } | null,
): StatementShape {
  const start = delay
    ? sql`to_char((now() + make_interval(secs => ${delay.seconds})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : null;
  return {
    key: `announce:${announce.channel}:${announce.name}:${delay ? `${delay.standIn}:${delay.seconds}` : ''}`,
    param: (value) => (delay && value === delay.standIn ? start : null),
    around: (insert) =>
      sql`with job as (${insert}) select job.id, pg_notify(${announce.channel}, ${announce.name}) from job`,
  };
}
