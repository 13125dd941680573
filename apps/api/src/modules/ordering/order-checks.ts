import type { PriceRequest, Quote } from '@portico/contract';
import { isTermAllowed, SERVICE_MESSAGES } from '@portico/domain';
import { type AppError, invalid } from '../../errors.js';
import { type Actor, requireCompanyAccess } from '../auth/index.js';
import { findLocationDiversityZones, getPricingLocations } from '../catalogue/index.js';
import { findCompany } from '../companies/index.js';
import { priceContext, priceOrder, quoteOf } from '../pricing/index.js';
import type { OrderingDeps } from './ordering-deps.js';

/** What an order of any product is checked and priced from. */
export interface OrderToCheck {
  companyId: number;
  promoCode: string | null;
  /** a staff order for a customer: a failure names the order as not valid, the company must exist */
  admin: boolean;
  /** the product's own rules, first failure first */
  rules: () => Promise<readonly (string | null)[]> | readonly (string | null)[];
  /** the order's lines as the quote prices them */
  items: readonly PriceRequest[];
}

/** The failure of an order: a staff order's names the order first (customer portal §8). */
export const orderFailure = (admin: boolean, message: string): AppError =>
  invalid(admin ? `${SERVICE_MESSAGES.adminOrderInvalid}: ${message}` : message);

/** The term offered to the caller (customers 1–36 months, staff also 15 and 18). */
export const termRule = (actor: Actor, term: number): string | null =>
  isTermAllowed(term, actor.isStaff) ? null : SERVICE_MESSAGES.termNotOffered;

/** The diversity zone, when one is asked for, must be one the location offers. */
export async function diversityZoneRule(
  deps: OrderingDeps,
  locationId: number,
  zone: string | null,
): Promise<string | null> {
  if (zone === null) return null;
  const zones = await findLocationDiversityZones(deps.db, locationId);
  return zones.some((z) => z.zone === zone) ? null : SERVICE_MESSAGES.diversityZoneNotOffered;
}

/**
 * Checks and prices an order as the port's is (decision 0039): the caller may order for the company, the product's
 * rules, the locations priced, every line priced (else its message), and a promo code that does not apply refused
 * (the customer never pays other than the quote said). Answers the quote the order is placed at.
 */
export async function checkedQuote(deps: OrderingDeps, actor: Actor, order: OrderToCheck): Promise<Quote> {
  requireCompanyAccess(actor, order.companyId, 'place_order');
  const first = (await order.rules()).find((message) => message !== null);
  if (first) throw orderFailure(order.admin, first);
  if (order.admin && !(await findCompany(deps.db, order.companyId)))
    throw orderFailure(true, SERVICE_MESSAGES.companyRequired);
  // every location must be one of a market (its message when not)
  await getPricingLocations(deps.db, [...new Set(order.items.map((item) => item.locationId))]);
  const ctx = priceContext({ companyId: order.companyId, promoCode: order.promoCode ?? undefined }, deps.now());
  const priced = await priceOrder(deps.db, ctx, order.items);
  const failed = priced.lines.find((line) => !line.ok);
  if (failed && !failed.ok) throw failed.error;
  if (priced.promo && !priced.promo.applied) throw orderFailure(order.admin, priced.promo.message);
  return quoteOf(priced);
}
