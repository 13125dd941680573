import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type SqlExecutor } from './client.js';

/** How a statement is changed on its way: a parameter written as SQL of its own, the whole taken into a bigger one. */
export interface StatementShape {
  /** SQL standing in for a parameter, or null to send its value */
  param?(value: unknown): SQL | null;
  /** the statement sent, around the one given (its rows are what the caller reads) */
  around?(statement: SQL): SQL;
}

/**
 * Plain parameterised SQL (`$1`, `$2`…) run through a Drizzle database or open transaction: how the job queue
 * writes a job inside the caller's transaction, so the job exists exactly when the change that caused it does.
 */
export function sqlExecutorFor(db: DbOrTx, shape: StatementShape = {}): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const query: SQL = sql.empty();
      parts.forEach((part, i) => {
        if (i % 2 === 0) {
          query.append(sql.raw(part));
          return;
        }
        const value = values[Number(part) - 1] ?? null;
        // Drizzle drops an undefined parameter entirely; SQL means NULL by it. `sql.param` keeps an array one
        // parameter (a `uuid[]`), where a bare array would become a list of parameters.
        query.append(shape.param?.(value) ?? sql`${sql.param(value)}`);
      });
      return { rows: await queryRows<unknown>(db, shape.around ? shape.around(query) : query) };
    },
  };
}

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
    param: (value) => (delay && value === delay.standIn ? start : null),
    around: (insert) =>
      sql`with job as (${insert}) select job.id, pg_notify(${announce.channel}, ${announce.name}) from job`,
  };
}
