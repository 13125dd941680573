import type { Product, ProductUpdateParsed, TechnicalService } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import { found } from '../../db/rows.js';
import { type ChangeActor, inChange } from '../audit/index.js';
import { changeableService } from './changeable-service.js';
import { productView } from './product-view.js';
import { serviceView } from './service-view.js';
import * as repo from './services.repository.js';

type ServiceRow = repo.ServiceRow;

type Fields = Pick<ServiceRow, 'name' | 'costCentre' | 'publicGraph' | 'buyoutPort'>;
const fieldsOf = (row: ServiceRow): Fields => ({
  name: row.name,
  costCentre: row.costCentre,
  publicGraph: row.publicGraph,
  buyoutPort: row.buyoutPort,
});

/**
 * Changes a service's own fields in one audited change, the row locked so that two edits apply one after the other.
 * A NEW service (an order not placed yet, which every list hides) is not found; `requireEditor` throws unless the
 * caller may change the owning company's services (the route's check, done again).
 */
async function editService(
  db: DbOrTx,
  who: ChangeActor,
  by: { id: number } | { uid: string },
  changes: Partial<Fields>,
  requireEditor: (companyId: number) => void,
): Promise<ServiceRow> {
  return inChange(db, who, async ({ tx, audit }) => {
    const before = await changeableService(tx, by);
    requireEditor(before.companyId);
    const after = found(await repo.updateServiceFields(tx, before.id, changes), 'service');
    await audit({
      action: 'service.update',
      entityType: 'technical_service',
      entityId: before.id,
      companyId: before.companyId,
      before: fieldsOf(before),
      after: fieldsOf(after),
    });
    return after;
  });
}

/** `PUT technicalservice/{id}/name` and `PUT /v2/product/{uid}` (admin console §7). */
export function serviceEdits(db: DbOrTx) {
  return {
    async rename(
      who: ChangeActor,
      id: number,
      name: string,
      requireEditor: (companyId: number) => void,
    ): Promise<TechnicalService> {
      const row = await editService(db, who, { id }, { name }, requireEditor);
      return serviceView(db, row);
    },
    async updateProduct(
      who: ChangeActor,
      uid: string,
      changes: ProductUpdateParsed,
      requireEditor: (companyId: number) => void,
    ): Promise<Product> {
      const row = await editService(db, who, { uid }, changes, requireEditor);
      return productView(db, row);
    },
  };
}
