import { type MarketTaxRules, type Supply, type SupplyInput, supplyInputSchema } from '@portico/contract';
import {
  bpToPercent,
  centsToAmount,
  type Currency,
  MESSAGES,
  parseAmountToCents,
  parsePercentToBp,
  type SupplierMarket,
  supplyFieldErrors,
} from '@portico/domain';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { nullIfEmpty, textValues } from '../../components/forms/form-values';

/** The supply's own text, sent trimmed, an empty one as none. */
const OPTIONAL_TEXT = [
  'companyLegalIdentifier',
  'companyTradingName',
  'web',
  'billingContactName',
  'billingContactPhone',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'taxNumber',
] as const;
/** Mexico's tax fields (a choice each, and the RFC). */
const MEXICO = ['companyTypeMexico', 'taxRegimeCodeMexico', 'satPurposeMexico', 'rfcMexico'] as const;

export interface SupplyFormValues extends Record<(typeof OPTIONAL_TEXT)[number] | (typeof MEXICO)[number], string> {
  companyLegalName: string;
  companyLegalIdentifierType: string;
  billingContactEmail: string;
  /** an ISO 3166-1 alpha-2 code chosen from the country list, or null */
  country: string | null;
  /** percent, as people type it; stored as basis points */
  taxRatePercent: number | string;
  currencyEnum: string;
  paymentTermInDays: number | string;
  /** in currency units, empty for no limit; stored as cents */
  spendingLimit: number | string;
  attachInvoiceToEmail: boolean;
  notifyZeroInvoice: boolean;
  finance: Record<string, string>;
}

function supplierMarketOf(market: MarketTaxRules): SupplierMarket {
  return {
    supplierId: market.supplierId,
    market: market.market,
    countryCode: market.countryCode,
    wellKnownSupplier: market.wellKnownSupplier,
    currency: market.currency as Currency,
    taxRateBp: market.taxRateBp,
    identifierType: market.defaultIdentifierType,
  };
}

/** The form's starting values: the supply as stored, or the market's defaults for a new one. */
export function initialSupplyValues(market: MarketTaxRules, supply: Supply | null, companyName = ''): SupplyFormValues {
  const finance = Object.fromEntries(
    market.financeQuestions.map((q) => [
      q.question,
      supply?.financeOnboarding.find((a) => a.question === q.question)?.response ?? q.defaultResponse,
    ]),
  );
  return {
    ...textValues(supply, [...OPTIONAL_TEXT, 'billingContactEmail']),
    ...textValues(supply?.countrySpecificTaxFields, MEXICO),
    companyLegalName: supply?.companyLegalName ?? companyName,
    companyLegalIdentifierType: supply?.companyLegalIdentifierType ?? market.defaultIdentifierType,
    country: supply?.country ?? market.countryCode,
    taxRatePercent: bpToPercent(supply?.taxRateBp ?? market.taxRateBp),
    currencyEnum: supply?.currencyEnum ?? market.currency,
    paymentTermInDays: supply?.paymentTermInDays ?? 30,
    spendingLimit:
      supply?.spendingLimitCents === null || supply?.spendingLimitCents === undefined
        ? ''
        : centsToAmount(supply.spendingLimitCents),
    attachInvoiceToEmail: supply?.attachInvoiceToEmail ?? true,
    notifyZeroInvoice: supply?.notifyZeroInvoice ?? false,
    finance,
  };
}

const numberOrNull = (value: number | string): number | null =>
  value === '' || value === null || Number.isNaN(Number(value)) ? null : Number(value);

/** What the API receives. Commercial terms are sent only by staff: the server keeps them for customers anyway. */
export function toSupplyInput(market: MarketTaxRules, values: SupplyFormValues, withCommercial: boolean): SupplyInput {
  // Money and rates are read from the text as typed, never through floating point.
  const taxRate = parsePercentToBp(String(values.taxRatePercent));
  const term = numberOrNull(values.paymentTermInDays);
  const limit = String(values.spendingLimit).trim() === '' ? null : parseAmountToCents(String(values.spendingLimit));
  return {
    supplierId: market.supplierId,
    ...nullIfEmpty(values, OPTIONAL_TEXT, { trim: true }),
    companyLegalName: values.companyLegalName.trim(),
    companyLegalIdentifierType: values.companyLegalIdentifierType || null,
    billingContactEmail: values.billingContactEmail.trim(),
    country: values.country || null,
    attachInvoiceToEmail: values.attachInvoiceToEmail,
    notifyZeroInvoice: values.notifyZeroInvoice,
    financeOnboarding: Object.entries(values.finance).map(([question, response]) => ({ question, response })),
    countrySpecificTaxFields:
      market.countryCode === 'MX'
        ? {
            companyTypeMexico: values.companyTypeMexico || null,
            taxRegimeCodeMexico: values.taxRegimeCodeMexico || null,
            satPurposeMexico: values.satPurposeMexico || null,
            rfcMexico: values.rfcMexico.trim().toUpperCase() || null,
          }
        : null,
    ...(withCommercial
      ? {
          taxRateBp: taxRate ?? undefined,
          currencyEnum: values.currencyEnum as Currency,
          paymentTermInDays: term === null ? undefined : term,
          spendingLimitCents: limit,
        }
      : {}),
  };
}

/** Field names of the rules (domain supply-rules) and the contract, mapped to this form's fields. */
export function formField(key: string): string {
  if (key.startsWith('countrySpecificTaxFields.')) return key.slice('countrySpecificTaxFields.'.length);
  if (key.startsWith('financeOnboarding.')) return `finance.${key.slice('financeOnboarding.'.length)}`;
  if (key === 'taxRateBp') return 'taxRatePercent';
  if (key === 'spendingLimitCents') return 'spendingLimit';
  return key;
}

/** The same rules the server applies, so the form says the same thing before it sends. */
export function supplyFormErrors(
  market: MarketTaxRules,
  values: SupplyFormValues,
  withCommercial: boolean,
): Record<string, string> {
  const input = toSupplyInput(market, values, withCommercial);
  const errors = zodFieldErrors(supplyInputSchema, input, { field: formField });
  for (const [key, message] of Object.entries(supplyFieldErrors(supplierMarketOf(market), input))) {
    if (message) errors[formField(key)] = message;
  }
  if (withCommercial) {
    if (parsePercentToBp(String(values.taxRatePercent)) === null) errors.taxRatePercent = MESSAGES.percentInvalid;
    const limit = String(values.spendingLimit).trim();
    if (limit !== '' && parseAmountToCents(limit) === null) errors.spendingLimit = MESSAGES.amountInvalid;
  }
  return errors;
}
