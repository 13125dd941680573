import { vxcPriceSaveSchema } from '@portico/contract';
import { priceChanges } from './price-change.js';
import * as repo from './pricebook.repository.js';
import type { PricebookServiceDeps } from './pricebook-deps.js';
import { toVxcPrice } from './pricebook-view.js';

/** Adding a VXC price, and editing or deleting one that has not started yet. */
export function saveVxcPrice(deps: PricebookServiceDeps) {
  const changes = priceChanges(deps, {
    rows: repo.vxc,
    parse: (input) => vxcPriceSaveSchema.parse(input),
    // the body's fields are the row's; the market, country, dates and author come from `base`
    values: (body, base): repo.VxcPriceValues => ({ ...body, ...base }),
    view: toVxcPrice,
    audit: { action: 'vxcPrice', entityType: 'vxc_price' },
  });
  return { addVxcPrice: changes.add, editVxcPrice: changes.edit, deleteVxcPrice: changes.remove };
}
