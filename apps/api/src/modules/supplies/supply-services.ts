import type { DbOrTx } from '../../db/client.js';

/**
 * What supplies need of the areas above them (decision 0067): the markets a company's services are priced in, which
 * its supplies should cover (decision 0078), and billing's next invoice for the estimate (decision 0085). Services
 * and billing stand above supplies (`AREA_ORDER`), so supplies never import them; the modules' list gives supplies
 * their read functions from above.
 */
export interface SupplyServices {
  pricedMarketsOf(db: DbOrTx, companyId: number): Promise<{ supplierId: number; services: number }[]>;
  /** billing's next invoice of a company from a supplier (decision 0085), null when it bills nothing there */
  nextInvoiceOf(
    db: DbOrTx,
    companyId: number,
    supplierId: number,
    clock: { now: Date; testClocks: boolean },
  ): Promise<{
    periodStart: string;
    periodEnd: string;
    currency: string;
    net: number;
    tax: number;
    total: number;
  } | null>;
}
