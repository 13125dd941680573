import type { SupplyServices } from '../supplies/index.js';
import { pricedMarketsOf } from './priced-markets.repository.js';

/** What supplies need of services (decision 0078): the markets a company's services are priced in. */
export const supplyServices = { pricedMarketsOf } satisfies Pick<SupplyServices, 'pricedMarketsOf'>;
