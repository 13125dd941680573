import type { PriceRequest, Quote } from '@portico/contract';
import { CATALOGUE_MESSAGES, isTermAllowed, SERVICE_MESSAGES } from '@portico/domain';
import type { z } from 'zod';
import { type AppError, invalid } from '../../errors.js';
import { findLocationDiversityZones } from '../catalogue/index.js';
import { findCompany } from '../companies/index.js';
import { priceContext, priceOrder, quoteOf } from '../pricing/index.js';
import type { OrderingDeps } from './ordering-deps.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';

/** What a product's rules answer: the first failure's message, or what they found that is priced and placed. */
export type RuleOutcome<Found> = { error: string } | { found: Found };

/** What every product's order body carries that the checks read: the company ordered for, maybe a promo code. */
interface OrderBody {
  companyId: number;
  promoCode?: string | null;
}

/** The product's checks of an order whose rules build on each other (a port, then an exchange at its metro…). */
interface FindingChecks<Found> {
  /** the rules read the company's own ports: a staff order's company is found to exist before them */
  companyFirst?: boolean;
  rules: () => Promise<RuleOutcome<Found>>;
  /** the order's lines as the quote prices them, from what the rules found */
  items: (found: Found) => readonly PriceRequest[];
}

/** The product's checks of an order whose rules stand apart, each a message or null. */
interface OrderChecks {
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
 * rules, the company of a staff order (`admin`: a failure names the order as not valid) exists, the locations priced,
 * every line priced (else its message), and a promo code that does not apply refused (the customer never pays other
 * than the quote said). Answers the quote the order is placed at, and what the rules found.
 */
export async function checkedOrder<Found>(
  deps: OrderingDeps,
  actor: Actor,
  body: OrderBody,
  admin: boolean,
  checks: FindingChecks<Found>,
): Promise<{ quote: Quote; found: Found }> {
  requireCompanyAccess(actor, body.companyId, 'place_order');
  const requireCompany = async () => {
    if (admin && !(await findCompany(deps.db, body.companyId)))
      throw orderFailure(true, SERVICE_MESSAGES.companyRequired);
  };
  if (checks.companyFirst) await requireCompany();
  const outcome = await checks.rules();
  if ('error' in outcome) throw orderFailure(admin, outcome.error);
  if (!checks.companyFirst) await requireCompany();
  const items = checks.items(outcome.found);
  // every location must be one of a market and take orders (Expired, Restricted and Deployment take none), a VXC's
  // B end too (decision 0058): the price lookup of a new order checks it on the locations it reads (decision 0095)
  const ctx = priceContext(
    { companyId: body.companyId, promoCode: body.promoCode ?? undefined, newOrder: true },
    deps.now(),
  );
  const priced = await priceOrder(deps.db, ctx, items);
  const failed = priced.lines.find((line) => !line.ok);
  if (failed && !failed.ok) {
    const notOrderable = failed.error.message === CATALOGUE_MESSAGES.locationNotOrderable;
    throw notOrderable ? orderFailure(admin, failed.error.message) : failed.error;
  }
  if (priced.promo && !priced.promo.applied) throw orderFailure(admin, priced.promo.message);
  return { quote: quoteOf(priced), found: outcome.found };
}

/** `checkedOrder` for rules that stand apart: the first failure first. Answers the quote the order is placed at. */
export async function checkedQuote(
  deps: OrderingDeps,
  actor: Actor,
  body: OrderBody,
  admin: boolean,
  checks: OrderChecks,
): Promise<Quote> {
  const checked = await checkedOrder<null>(deps, actor, body, admin, {
    rules: async () => {
      const first = (await checks.rules()).find((message) => message !== null);
      return first ? { error: first } : { found: null };
    },
    items: () => checks.items,
  });
  return checked.quote;
}

/** A staff order's body checked here, so that a failure names the order and its first detail (spec §8). */
export function parseAdminOrder<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const detail = first ? `${first.path.length ? `${first.path.join('.')}: ` : ''}${first.message}` : '';
  throw invalid(`${SERVICE_MESSAGES.adminOrderInvalid}: ${detail}`, parsed.error.issues);
}
