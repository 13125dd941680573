import type { Product, ProductChangeParsed } from '@portico/contract';
import {
  isProductOfChangeType,
  type ProductChangeType,
  SERVICE_CHANGE_MESSAGES,
  SERVICE_MESSAGES,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import { inChange } from '../audit/index.js';
import { changeableService } from './changeable-service.js';
import type { ChangeBy } from './changeable-service.js';
import { productView } from './product-view.js';
import { planRateLimitPrice } from './rate-limit-price.js';
import { rateLimitTargets, recordRateLimitChange } from './rate-limit-change.js';
import { auditService } from './service-audit.js';
import * as repo from './service-changes.repository.js';
import { saveServiceFields } from './service-fields.js';

/** What the audit record of the change shows before and after (the rate limit has a record of its own). */
const SHOWN = ['name', 'costCentre', 'marketplaceVisibility'] as const;

/**
 * `PUT /v2/product/{type}/{uid}` (admin console §7; the SDK's ModifyProduct): a Port's rate limit — one of the port
 * speeds, never below its fastest VXC or IX, every member of its LAG alike, re-priced by the one price lookup and
 * recorded for billing from today with the new monthly price (decision 0079) — and a Port's, MCR's or MVE's name
 * and cost centre and marketplace visibility, in one audited change of the locked service. A Port answers 'Port
 * updated successfully'.
 */
export async function changeProduct(
  db: DbOrTx,
  by: Omit<ChangeBy, 'mayUseAutomaticVlan'>,
  ask: { type: ProductChangeType; uid: string; changes: ProductChangeParsed },
): Promise<{ product: Product; message: string }> {
  const { changes } = ask;
  return inChange(db, by.who, async (change) => {
    const { tx } = change;
    const before = await changeableService(tx, { uid: ask.uid });
    by.requireEditor(before.companyId);
    if (!isProductOfChangeType(ask.type, before.productType))
      throw new AppError('not_found', SERVICE_CHANGE_MESSAGES.wrongProductType);
    if (changes.ProductID !== undefined && changes.ProductID.toLowerCase() !== ask.uid.toLowerCase())
      throw invalid(SERVICE_CHANGE_MESSAGES.productIdMismatch);
    const isPort = before.productType === 'PORT';
    if (changes.rateLimit !== undefined && changes.rateLimit !== before.rateLimitMbps) {
      if (!isPort) throw invalid(SERVICE_CHANGE_MESSAGES.rateLimitPortOnly);
      const speed = changes.rateLimit;
      const members = await rateLimitTargets(tx, before, speed);
      const at = by.now();
      const plan = await planRateLimitPrice(tx, at, members, speed);
      await repo.setRateLimit(
        tx,
        members.map((m) => m.id),
        speed,
      );
      await recordRateLimitChange(tx, members, { fromMbps: before.rateLimitMbps, toMbps: speed, at }, plan.prices);
      await auditService(
        change.audit,
        before,
        'service.speed_changed',
        { rateLimitMbps: before.rateLimitMbps, monthlyCents: plan.currentMonthly },
        { rateLimitMbps: speed, monthlyCents: plan.newMonthly, currency: plan.currency, ports: members.length },
      );
    }
    const fields = {
      name: changes.name,
      costCentre: changes.costCentre,
      marketplaceVisibility: changes.marketplaceVisibility,
    };
    const after = await saveServiceFields(change, before, fields, SHOWN);
    return {
      product: await productView(tx, after),
      message: isPort ? SERVICE_CHANGE_MESSAGES.portUpdated : SERVICE_MESSAGES.updated,
    };
  });
}
