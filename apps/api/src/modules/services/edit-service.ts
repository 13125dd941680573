import type { Product, ProductUpdateParsed, TechnicalService } from '@portico/contract';
import { detailsEditRefusal, type ProvisioningStatus } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type ChangeActor, inChange } from '../audit/index.js';
import { changeableService } from './changeable-service.js';
import { productView } from './product-view.js';
import { type ServiceFieldChanges, saveServiceFields } from './service-fields.js';
import { serviceView } from './service-view.js';
import type * as repo from './services.repository.js';

type ServiceRow = repo.ServiceRow;

/** What the audit record of an edit shows before and after. */
const SHOWN = ['name', 'costCentre', 'publicGraph', 'buyoutPort'] as const;

/**
 * Changes a service's own fields in one audited change, the row locked so that two edits apply one after the other.
 * A NEW service (an order not placed yet, which every list hides) is not found; `requireEditor` throws unless the
 * caller may change the owning company's services (the route's check, done again).
 */
async function editService(
  db: DbOrTx,
  who: ChangeActor,
  by: { id: number } | { uid: string },
  changes: ServiceFieldChanges,
  requireEditor: (companyId: number) => void,
): Promise<ServiceRow> {
  return inChange(db, who, async (change) => {
    // a cancelled service still running takes its name and cost centre (decision 0074); the lock still refuses
    const before = await changeableService(change.tx, by, { ended: 'allow' });
    requireEditor(before.companyId);
    const asked = Object.keys(changes).filter((key) => changes[key as keyof ServiceFieldChanges] !== undefined);
    const refusal = detailsEditRefusal(before.provisioningStatus as ProvisioningStatus, asked);
    if (refusal) throw new AppError('conflict', refusal);
    return saveServiceFields(change, before, changes, SHOWN);
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
