import { SUPPLIERS } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { suppliers } from './supplies.tables.js';

/** The supplier settings of each market's entity (its company row comes from companies' reference seed). */
export async function seedSuppliesReference(tx: DbOrTx): Promise<void> {
  await tx
    .insert(suppliers)
    .values(
      SUPPLIERS.map((s) => ({
        companyId: s.supplierId,
        market: s.market,
        countryCode: s.countryCode,
        wellKnownSupplier: s.wellKnownSupplier,
        currency: s.currency,
        taxRateBp: s.taxRateBp,
        identifierType: s.identifierType,
      })),
    )
    .onConflictDoNothing();
}
