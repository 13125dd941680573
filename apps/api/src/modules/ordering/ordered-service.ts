import type { Quote } from '@portico/contract';
import { contractEndDate } from '@portico/domain';
import type { NewService } from '../services/index.js';

/** What every product's order body says of the service it creates. */
interface OrderedBody {
  companyId: number;
  serviceName: string;
  term: number;
  costCentre?: string | null;
}

/** What the product decides of its service; the rest is the order's. */
export type ProductService = Pick<NewService, 'productType' | 'rateLimitMbps' | 'locationId' | 'components'> &
  Partial<Omit<NewService, 'companyId' | 'contractStartDate' | 'promoCode' | 'orderId'>>;

/**
 * A service as its order creates it: the company's, named as the body names it, for the body's term from the order's
 * start (the contract ending with that term), with the quote's promo code when it applied; no auto-renewal, out of
 * the marketplace and of any diversity zone unless the product says otherwise.
 */
export function orderedService(
  body: OrderedBody,
  placed: { orderId: number; start: string; quote: Quote },
  service: ProductService,
): NewService {
  const termMonths = service.termMonths ?? body.term;
  return {
    companyId: body.companyId,
    name: body.serviceName,
    costCentre: body.costCentre ?? null,
    termMonths,
    autoRenewTermMonths: null,
    contractStartDate: placed.start,
    contractEndDate: contractEndDate(placed.start, termMonths),
    marketplaceVisibility: false,
    diversityZone: null,
    promoCode: placed.quote.promo?.applied ? placed.quote.promo.code : null,
    orderId: placed.orderId,
    ...service,
  };
}

/** A part's services (`OrderPart.services`), each as its order creates it (`orderedService`). */
export const orderedServices =
  (body: OrderedBody, quote: Quote, ...services: ProductService[]) =>
  (orderId: number, start: string): NewService[] =>
    services.map((service) => orderedService(body, { orderId, start, quote }, service));

/** A service of one component that carries only its rate limit (an MCR's router, a MegaDirect's port, a PXC). */
export const rateLimitedService = (
  productType: NewService['productType'],
  componentType: NewService['components'][number]['type'],
  locationId: number | null,
  rateLimitMbps: number,
): ProductService => ({
  productType,
  rateLimitMbps,
  locationId,
  components: [{ type: componentType, locationId, resources: [{ resourceType: 'rate_limit', rateLimitMbps }] }],
});
