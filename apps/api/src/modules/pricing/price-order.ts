import type { PriceRequest, PriceResult, Quote } from '@portico/contract';
import {
  applyOrderPromo,
  firstMonthCents,
  monthlyAfterPromoCents,
  orderPromoStatus,
  type PricedProductType,
  type PromoDiscountResult,
  type PromoTerms,
  money,
  sumMoney,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type ItemPrice, type PriceContext, type PriceItem, priceItem } from './price-lookup.js';

/** A line of an order: its price, or why it cannot be priced (no price there yet, an unknown location…). */
export type OrderLine =
  { ok: true; price: PriceResult } | { ok: false; productType: PricedProductType; error: AppError };

export interface PricedOrder {
  lines: OrderLine[];
  /** the order's promo code: whether it applies — then the order takes one use of it — or why not */
  promo: Quote['promo'];
}

/**
 * Prices a whole order with one promo code (decisions 0027, 0028): each item up to the promo (`priceItem`), then
 * what the code takes off the order as a whole (`applyOrderPromo`: a credit is spent once across every line). The
 * quote calls this now; ordering calls it to price what it places (and takes one use of the code with
 * `takeOrderPromoUse`), and the bill run reads each line's promo schedule month by month.
 */
export async function priceOrder(
  db: DbOrTx,
  ctx: PriceContext,
  items: readonly (PriceRequest | PriceItem)[],
): Promise<PricedOrder> {
  const priced: ({ ok: true; item: ItemPrice } | { ok: false; productType: PricedProductType; error: AppError })[] = [];
  for (const item of items) {
    try {
      priced.push({ ok: true, item: await priceItem(db, ctx, item) });
    } catch (error) {
      if (!(error instanceof AppError) || error.code === 'internal') throw error;
      priced.push({ ok: false, productType: item.productType, error });
    }
  }
  const pricedItems = priced.flatMap((line) => (line.ok ? [line.item] : []));
  const terms: PromoTerms | null = pricedItems.find((item) => item.promo !== null)?.promo ?? null;
  const promoLines = pricedItems.map((item) => item.promoLine);
  const results: PromoDiscountResult[] | null = ctx.promoCode
    ? terms
      ? applyOrderPromo(terms, promoLines)
      : promoLines.map((line) => ({ ok: false, message: 'refusal' in line ? line.refusal : '' }))
    : null;

  let next = 0;
  const lines = priced.map((line): OrderLine => {
    if (!line.ok) return line;
    const result = results?.[next++] ?? null;
    const discount = result?.ok ? result.discount : null;
    const { price } = line.item;
    return {
      ok: true,
      price: {
        ...price,
        breakdown: result?.ok ? [...price.breakdown, ...result.steps] : price.breakdown,
        monthlyAfterPromo: monthlyAfterPromoCents(price.monthlyRate, discount),
        firstMonth: firstMonthCents(price.monthlyRate, price.setup, discount),
        promo: discount,
        promoMessage: result && !result.ok ? result.message : null,
      },
    };
  });
  return { lines, promo: results && ctx.promoCode ? orderPromo(ctx.promoCode, terms, results, lines) : null };
}

function orderPromo(
  code: string,
  terms: PromoTerms | null,
  results: readonly PromoDiscountResult[],
  lines: readonly OrderLine[],
): NonNullable<Quote['promo']> {
  const status = orderPromoStatus(results);
  let credit: NonNullable<Quote['promo']>['credit'] = null;
  if (status.applied && terms?.discountType === 'FLOATING_AMOUNT') {
    // only lines in the credit's currency take any of it
    const currency = lines.flatMap((line) => (line.ok && line.price.promo ? [line.price.currency] : []))[0];
    if (currency) {
      const spent = sumMoney(
        lines.flatMap((line) =>
          line.ok && line.price.promo ? [money(line.price.promo.totalDiscountCents ?? 0, line.price.currency)] : [],
        ),
        currency,
      );
      const amount = terms.floatingAmountCents ?? 0;
      credit = { currency, amount, spent: spent.amount, left: amount - spent.amount };
    }
  }
  return { code: terms?.code ?? code, applied: status.applied, message: status.message, credit };
}

/**
 * The one price of one product (decision 0027): an order of one line, so a single lookup and a quote agree. A line
 * that cannot be priced is the lookup's error.
 */
export async function lookupPrice(
  db: DbOrTx,
  ctx: PriceContext,
  input: PriceRequest | PriceItem,
): Promise<PriceResult> {
  const line = (await priceOrder(db, ctx, [input])).lines[0]!;
  if (!line.ok) throw line.error;
  return line.price;
}
