import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type SqlExecutor } from './client.js';

/**
 * Plain parameterised SQL (`$1`, `$2`…) run through a Drizzle database or open transaction: how the job queue
 * writes a job inside the caller's transaction, so the job exists exactly when the change that caused it does.
 */
export function sqlExecutorFor(db: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const query: SQL = sql.empty();
      parts.forEach((part, i) => {
        if (i % 2 === 0) query.append(sql.raw(part));
        // Drizzle drops an undefined parameter entirely; SQL means NULL by it. `sql.param` keeps an array one
        // parameter (a `uuid[]`), where a bare array would become a list of parameters.
        else query.append(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
      });
      return { rows: await queryRows<unknown>(db, query) };
    },
  };
}
