import type { Product, ProductChangeParsed } from '@portico/contract';
import {
  isProductOfChangeType,
  portRateLimitError,
  type ProductChangeType,
  SERVICE_CHANGE_MESSAGES,
  SERVICE_MESSAGES,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { found } from '../../db/rows.js';
import { AppError, invalid } from '../../errors.js';
import { inChange } from '../audit/index.js';
import { changeableService } from './changeable-service.js';
import type { ChangeBy } from './change-vxc.js';
import { productView } from './product-view.js';
import * as repo from './service-changes.repository.js';
import * as services from './services.repository.js';

type Fields = Pick<services.ServiceRow, 'name' | 'costCentre' | 'rateLimitMbps'>;
const fieldsOf = (row: services.ServiceRow): Fields => ({
  name: row.name,
  costCentre: row.costCentre,
  rateLimitMbps: row.rateLimitMbps,
});

/**
 * `PUT /v2/product/{type}/{uid}` (admin console §7; the SDK's ModifyProduct): a Port's rate limit — one of the port
 * speeds, never below its fastest VXC or IX, every member of its LAG alike — and a Port's, MCR's or MVE's name and
 * cost centre, in one audited change of the locked service. A Port answers 'Port updated successfully'.
 */
export async function changeProduct(
  db: DbOrTx,
  by: Omit<ChangeBy, 'mayUseAutomaticVlan'>,
  ask: { type: ProductChangeType; uid: string; changes: ProductChangeParsed },
): Promise<{ product: Product; message: string }> {
  const { changes } = ask;
  return inChange(db, by.who, async ({ tx, audit }) => {
    const before = await changeableService(tx, { uid: ask.uid });
    by.requireEditor(before.companyId);
    if (!isProductOfChangeType(ask.type, before.productType))
      throw new AppError('not_found', SERVICE_CHANGE_MESSAGES.wrongProductType);
    if (changes.ProductID !== undefined && changes.ProductID.toLowerCase() !== ask.uid.toLowerCase())
      throw invalid(SERVICE_CHANGE_MESSAGES.productIdMismatch);
    const isPort = before.productType === 'PORT';
    if (changes.rateLimit !== undefined && changes.rateLimit !== before.rateLimitMbps) {
      if (!isPort) throw invalid(SERVICE_CHANGE_MESSAGES.rateLimitPortOnly);
      const members = await repo.lagMembers(tx, before);
      const refusal = portRateLimitError(changes.rateLimit, await repo.fastestConnectionOn(tx, members));
      if (refusal) throw invalid(refusal);
      await repo.setRateLimit(tx, members, changes.rateLimit);
    }
    const { name, costCentre } = changes;
    if (name !== undefined || costCentre !== undefined)
      await services.updateServiceFields(tx, before.id, {
        ...(name === undefined ? {} : { name }),
        ...(costCentre === undefined ? {} : { costCentre }),
      });
    const after = found(await services.findService(tx, before.id), 'service');
    await audit({
      action: 'service.update',
      entityType: 'technical_service',
      entityId: before.id,
      companyId: before.companyId,
      before: fieldsOf(before),
      after: fieldsOf(after),
    });
    return {
      product: await productView(tx, after),
      message: isPort ? SERVICE_CHANGE_MESSAGES.portUpdated : SERVICE_MESSAGES.updated,
    };
  });
}
