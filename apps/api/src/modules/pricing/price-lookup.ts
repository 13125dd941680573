import type { PriceRequest, PriceResult } from '@portico/contract';
import { priceRequestSchema } from '@portico/contract';
import {
  CATALOGUE_MESSAGES,
  type Currency,
  dailyRateCents,
  DISTANCE_BAND_LABELS,
  type DistanceBand,
  distanceBand,
  isoDateOf,
  PRICE_LOOKUP_MESSAGES,
  type PricedProductType,
  type PriceStep,
  priceSymbol,
  type PromoLine,
  type PromoProductType,
  type PromoTerms,
  rateTypeAllowed,
  type RefusedLine,
  taxWording,
  termDiscounted,
  type VxcParts,
} from '@portico/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import { toPricingLocations } from '../catalogue/index.js';
import { converterOf } from '../exchange-rates/index.js';
import { mvePriceOf, vxcRateCardOf } from '../pricebook/index.js';
import { promoReadOf, usablePromoOf } from '../promo/index.js';
import { type PriceFacts, readPriceFacts } from './price-facts.repository.js';

/** Promo codes name our port product PORT and the cloud router MCR2; MegaDirect takes no promo. */
const PROMO_PRODUCT: Record<PricedProductType, PromoProductType | null> = {
  PORT: 'PORT',
  MCR: 'MCR2',
  MVE: 'MVE',
  VXC: 'VXC',
  IX: 'IX',
  MEGADIRECT: null,
};

export type PriceItem = z.output<typeof priceRequestSchema>;

/** Who the price is for, on which day, with which promo code (checked for each product and country). */
export interface PriceContext {
  companyId: number | null;
  /** the day whose prices apply (YYYY-MM-DD) */
  at: string;
  promoCode: string | null;
  /** the moment the promo code's window and uses are checked at */
  now: Date;
  /**
   * a new order or its quote: every location it would place a service at must take orders (decision 0058); a
   * service already running (its speed change, its bill) is priced where it is, whatever the location's status
   */
  newOrder?: boolean;
}

/** The list or custom price before the promo, in the price's own currency. */
interface BasePrice {
  currency: Currency;
  monthlyCents: number;
  setupCents: number;
  source: 'list' | 'custom';
  steps: PriceStep[];
  vxcParts?: VxcParts;
}

const noPrice = () => new AppError('not_found', PRICE_LOOKUP_MESSAGES.noPrice);

/** A product priced up to the promo, with what the order's promo code is tried against. */
export interface ItemPrice {
  price: Omit<PriceResult, 'monthlyAfterPromo' | 'firstMonth' | 'promo' | 'promoMessage'>;
  /** the line as the promo code sees it, or why the code may not be used for it at all */
  promoLine: PromoLine | RefusedLine;
  /** the code's terms when it may be used for this line */
  promo: PromoTerms | null;
}

/**
 * One product priced up to the promo (decision 0027), the steps in order:
 * 1. the customer's own price in force that day, when there is one, else the list price (VXC: base rate and the
 *    connect rate of each end; MVE: the size's price; others: by location or market, speed and term, less the
 *    term's discount);
 * 2. converted to the currency of the customer's supply for that market (exchange rates of the day);
 * 3. the daily rate for a DAILY VXC;
 * 4. whether the promo code may be used for it (product, country, place, company: `findUsablePromo`). What the code
 *    takes off is worked out for the whole order at once (`priceOrder`, decision 0028).
 */
export async function priceItem(db: DbOrTx, ctx: PriceContext, input: PriceRequest | PriceItem): Promise<ItemPrice> {
  const item = priceRequestSchema.parse(input);
  if (!rateTypeAllowed(item.productType, item.rateType)) throw invalid(PRICE_LOOKUP_MESSAGES.dailyNotForProduct);
  if (item.productType === 'VXC' && item.bLocationId === undefined)
    throw invalid(PRICE_LOOKUP_MESSAGES.vxcEndsRequired);
  const ends =
    item.productType === 'VXC' && item.bLocationId !== undefined
      ? [item.locationId, item.bLocationId]
      : [item.locationId];
  const promoProduct = PROMO_PRODUCT[item.productType];
  // everything the steps below read, in one statement (decision 0096); they use it in the order they always have
  const facts = await readPriceFacts(db, {
    locationIds: ends,
    companyId: ctx.companyId,
    productType: item.productType,
    speedMbps: item.speedMbps,
    termMonths: item.termMonths,
    rateType: item.rateType,
    aConnectType: item.aConnectType,
    bConnectType: item.bConnectType,
    virtualMachineSize: item.virtualMachineSize ?? 'SMALL',
    at: ctx.at,
    promoCode: ctx.promoCode && promoProduct !== null ? ctx.promoCode : null,
  });
  const [a, b = null] = toPricingLocations(facts.ends, ends);
  if (!a) throw new AppError('not_found', PRICE_LOOKUP_MESSAGES.locationRequired);
  if (ctx.newOrder && (!a.orderable || (b && !b.orderable))) throw invalid(CATALOGUE_MESSAGES.locationNotOrderable);
  let band: DistanceBand | null = null;
  if (b) {
    if (!a.place || !b.place) throw invalid(PRICE_LOOKUP_MESSAGES.vxcEndsRequired);
    band = distanceBand(a.place, b.place);
    // the statement chose the prices by its own reading of the rule; they must agree
    if (band !== facts.band) throw new Error(`distance band ${facts.band} read, ${band} by the rule`);
  }

  // the customer's own price, else the list price; billed in the currency of its supply for this market
  const base = customPrice(facts) ?? listPrice(facts, item, band);
  const steps = [...base.steps];
  const currency = facts.billed ?? base.currency;
  let monthly = base.monthlyCents;
  let setup = base.setupCents;
  let parts = base.vxcParts;
  if (currency !== base.currency) {
    const convert = converterOf(facts.rates, ctx.at);
    const converted = convert(monthly, base.currency, currency);
    steps.push({ kind: 'exchange', label: `${base.currency} to ${currency}`, monthlyCents: converted - monthly });
    monthly = converted;
    setup = convert(setup, base.currency, currency);
    if (parts) {
      // each end converted on its own; the base rate takes the rest, so the parts still add up to the rate
      const aEndCents = convert(parts.aEndCents, base.currency, currency);
      const bEndCents = convert(parts.bEndCents, base.currency, currency);
      parts = { baseCents: converted - aEndCents - bEndCents, aEndCents, bEndCents };
    }
  }

  let promo: PromoTerms | null = null;
  let promoLine: PromoLine | RefusedLine = { refusal: PRICE_LOOKUP_MESSAGES.promoNotForProduct };
  if (ctx.promoCode && promoProduct !== null) {
    const usable = usablePromoOf(promoReadOf(facts.promo), {
      code: ctx.promoCode,
      companyId: ctx.companyId,
      productType: promoProduct,
      countryCode: a.countryCode,
      metroId: a.place?.metroId ?? null,
      locationId: a.locationId,
      at: ctx.now,
    });
    if (usable.ok) {
      promo = usable.promo;
      promoLine = {
        productType: promoProduct,
        currency,
        monthlyCents: monthly,
        termMonths: item.termMonths,
        speedMbps: item.speedMbps,
        countryCode: a.countryCode,
        vxcParts: parts,
      };
    } else promoLine = { refusal: usable.message };
  }

  return {
    price: {
      productType: item.productType,
      currency,
      monthlyRate: monthly,
      dailyRate: item.rateType === 'DAILY' ? dailyRateCents(monthly) : null,
      setup,
      rateType: item.rateType,
      termMonths: item.termMonths,
      speedMbps: item.speedMbps,
      distanceBand: band,
      taxWording: taxWording(currency),
      symbol: priceSymbol(currency, a.supplierId),
      source: base.source,
      breakdown: steps,
      at: ctx.at,
    },
    promoLine,
    promo,
  };
}

function customPrice({ custom }: PriceFacts): BasePrice | null {
  if (!custom) return null;
  return {
    currency: custom.currency,
    monthlyCents: custom.monthlyCents,
    setupCents: custom.setupCents,
    source: 'custom',
    steps: [{ kind: 'custom', label: 'Your price', monthlyCents: custom.monthlyCents }],
  };
}

function listPrice(facts: PriceFacts, item: PriceItem, band: DistanceBand | null): BasePrice {
  switch (item.productType) {
    case 'VXC': {
      const card = vxcRateCardOf(facts.vxcRows, item.speedMbps);
      if (!card.base) throw noPrice();
      const currency = card.base.currency;
      const sameCurrency = (hit: { currency: Currency; chargeCents: number } | null) =>
        hit && hit.currency === currency ? hit.chargeCents : 0;
      const parts = {
        baseCents: card.base.chargeCents,
        aEndCents: sameCurrency(card.aEnd),
        bEndCents: sameCurrency(card.bEnd),
      };
      const steps: PriceStep[] = [
        {
          kind: 'list',
          label: `VXC ${DISTANCE_BAND_LABELS[band ?? 'METRO']} base rate`,
          monthlyCents: parts.baseCents,
        },
      ];
      if (parts.aEndCents) steps.push({ kind: 'connect', label: 'A-end connect rate', monthlyCents: parts.aEndCents });
      if (parts.bEndCents) steps.push({ kind: 'connect', label: 'B-end connect rate', monthlyCents: parts.bEndCents });
      return {
        currency,
        monthlyCents: parts.baseCents + parts.aEndCents + parts.bEndCents,
        setupCents: 0,
        source: 'list',
        steps,
        vxcParts: parts,
      };
    }
    case 'MVE': {
      const size = item.virtualMachineSize ?? 'SMALL';
      const hit = mvePriceOf(facts.mve);
      if (!hit) throw noPrice();
      return {
        currency: hit.currency,
        monthlyCents: hit.chargeCents,
        setupCents: 0,
        source: 'list',
        steps: [{ kind: 'list', label: `MVE ${size}`, monthlyCents: hit.chargeCents }],
      };
    }
    default: {
      const row = facts.product;
      if (!row) throw noPrice();
      const monthly = termDiscounted(row.monthlyCents, row.termDiscountBp);
      const steps: PriceStep[] = [{ kind: 'list', label: 'List price', monthlyCents: row.monthlyCents }];
      if (monthly !== row.monthlyCents)
        steps.push({
          kind: 'termDiscount',
          label: `${row.termMonths}-month term`,
          monthlyCents: monthly - row.monthlyCents,
        });
      return { currency: row.currency, monthlyCents: monthly, setupCents: row.setupCents, source: 'list', steps };
    }
  }
}

/** The price context of a request: the day (today unless given) and the promo code, if any. */
export function priceContext(
  q: { companyId: number | null; at?: string; promoCode?: string; newOrder?: boolean },
  now: Date,
): PriceContext {
  const code = q.promoCode?.trim();
  return {
    companyId: q.companyId,
    at: q.at ?? isoDateOf(now),
    promoCode: code ? code : null,
    now,
    newOrder: q.newOrder ?? false,
  };
}
