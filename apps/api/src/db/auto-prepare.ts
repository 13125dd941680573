import pg from 'pg';

/** How often a statement's text must be sent before its connections keep it parsed and planned (as pgJDBC's 5). */
export const PREPARE_AFTER_USES = 3;
/** The most statements a process names: each pooled connection holds at most this many (PostgreSQL memory). */
export const MAX_PREPARED_STATEMENTS = 2_000;
/** The most texts counted towards their naming at once: one-off texts (inlined values) fall out first. */
const MAX_COUNTED_TEXTS = 5_000;

/**
 * The names of the statements this process sends often enough (decision 0098): each distinct text, once sent
 * PREPARE_AFTER_USES times, is given a name of its own, under which each pooled connection parses it once and keeps
 * it with its plan — the auto-preparation pgJDBC, Npgsql and postgres.js do. PostgreSQL then skips the parse and, for
 * a plan that does not depend on the values, the planning: a list's statement with its subqueries plans for longer
 * than it runs. Names are never reused for another text, and at most MAX_PREPARED_STATEMENTS are given.
 */
export function createStatementNames({
  prepareAfter = PREPARE_AFTER_USES,
  maxNamed = MAX_PREPARED_STATEMENTS,
  maxCounted = MAX_COUNTED_TEXTS,
} = {}) {
  const named = new Map<string, string>();
  const uses = new Map<string, number>();
  return {
    /** The name to send `text` under, or undefined while it is not used often enough (or the names ran out). */
    nameFor(text: string): string | undefined {
      const name = named.get(text);
      if (name !== undefined || named.size >= maxNamed) return name;
      const used = (uses.get(text) ?? 0) + 1;
      if (used < prepareAfter) {
        // a Map keeps insertion order: re-inserting makes a counted text the newest, the oldest goes first
        uses.delete(text);
        if (uses.size >= maxCounted) uses.delete(uses.keys().next().value as string);
        uses.set(text, used);
        return undefined;
      }
      uses.delete(text);
      const given = `auto_${named.size + 1}`;
      named.set(text, given);
      return given;
    },
    get size() {
      return named.size;
    },
  };
}

type StatementNames = ReturnType<typeof createStatementNames>;

/**
 * A node-postgres client class that sends the often-sent statements of the extended protocol (a text with values,
 * as Drizzle sends every query) under their names. A statement already named (`.prepare(name)`) keeps its own; a
 * text without values (a transaction's `begin`, a script) goes as it came.
 */
export function autoPreparingClient(names: StatementNames): typeof pg.Client {
  return class AutoPreparingClient extends pg.Client {
    override query(...args: unknown[]): never {
      const [config, values] = args;
      if (config && typeof config === 'object' && !('submit' in config)) {
        const query = config as pg.QueryConfig;
        if (query.name === undefined && (query.values !== undefined || Array.isArray(values))) {
          const name = names.nameFor(query.text);
          if (name !== undefined) args[0] = { ...query, name };
        }
      } else if (typeof config === 'string' && Array.isArray(values)) {
        const name = names.nameFor(config);
        if (name !== undefined) args[0] = { text: config, name };
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  };
}
