import type { ExchangeOrderParsed, PlacedOrder } from '@portico/contract';
import { contractEndDate, PRODUCT_ORDER_MESSAGES, SERVICE_MESSAGES } from '@portico/domain';
import { findCompany } from '../companies/index.js';
import type { NewService } from '../services/index.js';
import { findSupplyCurrency } from '../supplies/index.js';
import { orderFailure } from './order-checks.js';
import type { OrderingDeps } from './ordering-deps.js';
import { type OrderCaller, placeOrder } from './place-order.js';
import { requireCompanyAccess } from '../../http/company-access.js';

/**
 * The staff's exchange-point (ECIX) order (customer portal §3, decision 0043): a NON_PORT service for a customer,
 * billed at the recurring and setup amounts staff give, in the currency of the company's supply with the supplier,
 * from the contract start date staff give. No price book line: its quote is empty.
 */
export function exchangeOrders(deps: OrderingDeps) {
  return {
    adminOrderExchange(
      caller: OrderCaller,
      body: ExchangeOrderParsed,
      key: string,
    ): Promise<{ order: PlacedOrder; message: string }> {
      return placeOrder(
        deps,
        caller,
        { companyId: body.companyId, key, route: 'adminOrderExchange', body },
        async () => {
          requireCompanyAccess(caller.actor, body.companyId);
          if (!(await findCompany(deps.db, body.companyId))) throw orderFailure(true, SERVICE_MESSAGES.companyRequired);
          const currency = await findSupplyCurrency(deps.db, body.companyId, body.supplier);
          if (!currency) throw orderFailure(true, PRODUCT_ORDER_MESSAGES.noSupplyWithSupplier);
          const start = body.contractStartDate;
          return {
            kind: 'NON_PORT',
            quote: { lines: [], totals: [], promo: null },
            auditAfter: { supplier: body.supplier, recurring: body.recurring, setup: body.setup },
            services: (orderId): NewService[] => [
              {
                companyId: body.companyId,
                productType: body.productType,
                name: body.description,
                rateLimitMbps: 0,
                locationId: null,
                costCentre: null,
                termMonths: body.termInMonths,
                autoRenewTermMonths: null,
                contractStartDate: start,
                contractEndDate: contractEndDate(start, body.termInMonths),
                marketplaceVisibility: false,
                diversityZone: null,
                promoCode: null,
                orderId,
                components: [],
              },
            ],
            billing: (created) => ({
              serviceId: created.id,
              companyId: body.companyId,
              setupCents: body.setup,
              monthlyCents: body.recurring,
              currency,
              termMonths: body.termInMonths,
              promoCode: null,
              promoSchedule: null,
            }),
          };
        },
      );
    },
  };
}
