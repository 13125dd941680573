import type { Db, DbOrTx } from '../../db/client.js';
import { conflictOnDuplicate } from '../../db/sql-text.js';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import type { NamedRows } from './catalogue.repository.js';

/**
 * Adding (no `id`) or changing one of the catalogue's named things (a market, a zone, a zone link), as one audited
 * change: the row must exist when changed, `isTaken` refuses a second of the same name or pair — and so does the
 * unique index when two saves race past that check.
 */
export async function saveCatalogueItem<Row extends { id: number }, View>(
  db: Db,
  ctx: ChangeContext,
  spec: {
    id: number | undefined;
    /** the audit's entity type, and the prefix of its `.create` and `.update` actions */
    entity: string;
    notFoundMessage: string;
    takenMessage: string;
    find(tx: DbOrTx, id: number): Promise<Row | null>;
    /** what else must exist first (a supplier, two zones); throws when it does not */
    requireRefs?(tx: DbOrTx): Promise<void>;
    isTaken(tx: DbOrTx): Promise<boolean>;
    /** inserts the row (no `before`) or updates it, and answers it as stored */
    write(tx: DbOrTx, before: Row | null): Promise<Row>;
    view(row: Row): View;
  },
): Promise<View> {
  return conflictOnDuplicate(spec.takenMessage, () =>
    inChange(db, ctx, async ({ tx, audit }) => {
      const before = spec.id === undefined ? null : await spec.find(tx, spec.id);
      if (spec.id !== undefined && !before) throw new AppError('not_found', spec.notFoundMessage);
      await spec.requireRefs?.(tx);
      if (await spec.isTaken(tx)) throw new AppError('conflict', spec.takenMessage);
      const after = await spec.write(tx, before);
      await audit({
        action: `${spec.entity}.${before ? 'update' : 'create'}`,
        entityType: spec.entity,
        entityId: after.id,
        before: before ? spec.view(before) : null,
        after: spec.view(after),
      });
      return spec.view(after);
    }),
  );
}

/**
 * The list and the save of a catalogue table of named rows (markets, zones: `NamedRows`), the name unique in any
 * case; `requireRefs` checks what the values name must exist.
 */
export function namedItems<Row extends { id: number }, Values extends { name: string }, View>(
  db: Db,
  spec: {
    rows: NamedRows<Row, Values>;
    entity: string;
    notFoundMessage: string;
    takenMessage: string;
    requireRefs?(tx: DbOrTx, values: Values): Promise<void>;
    view(row: Row): View;
  },
) {
  const { rows, requireRefs } = spec;
  return {
    list: async (): Promise<View[]> => (await rows.all(db)).map(spec.view),
    save: (ctx: ChangeContext, id: number | undefined, values: Values): Promise<View> =>
      saveCatalogueItem(db, ctx, {
        ...spec,
        id,
        find: rows.find,
        requireRefs: requireRefs && ((tx) => requireRefs(tx, values)),
        isTaken: async (tx) => (await rows.named(tx, values.name, id)) !== null,
        write: (tx, before) => (before ? rows.update(tx, before.id, values) : rows.insert(tx, values)),
      }),
  };
}
