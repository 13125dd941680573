import type { DbOrTx } from '../../db/client.js';

/**
 * What supplies need of services (decision 0067): the markets a company's services are priced in, which its
 * supplies should cover (decision 0078). Services stand above supplies (`AREA_ORDER`), so supplies never import
 * them; the modules' list gives supplies services' read function from above.
 */
export interface SupplyServices {
  pricedMarketsOf(db: DbOrTx, companyId: number): Promise<{ supplierId: number; services: number }[]>;
}
