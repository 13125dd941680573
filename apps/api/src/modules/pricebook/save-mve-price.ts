import { mvePriceSaveSchema } from '@portico/contract';
import { priceChanges } from './price-change.js';
import * as repo from './pricebook.repository.js';
import type { PricebookServiceDeps } from './pricebook-deps.js';
import { toMvePrice } from './pricebook-view.js';

/** Adding an MVE price, and editing or deleting one that has not started yet. */
export function saveMvePrice(deps: PricebookServiceDeps) {
  const changes = priceChanges(deps, {
    rows: repo.mve,
    parse: (input) => mvePriceSaveSchema.parse(input),
    values: (body, base): repo.MvePriceValues => ({
      ...base,
      chargeCents: body.charge,
      virtualMachineSize: body.virtualMachineSize,
      currency: body.currency,
    }),
    view: toMvePrice,
    audit: { action: 'mvePrice', entityType: 'mve_price' },
  });
  return { addMvePrice: changes.add, editMvePrice: changes.edit, deleteMvePrice: changes.remove };
}
