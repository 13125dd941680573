/**
 * A LIKE/ILIKE pattern matching text that contains `search`: the `%`, `_` and `\` a user types are literal
 * characters, never wildcards (PostgreSQL's default escape character is `\`).
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The database refused a row because a unique constraint already holds its value (SQLSTATE 23505), whichever driver
 * raised it (node-postgres, PGlite, or Drizzle wrapping either in `cause`). `constraint` narrows it to one.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
