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

export interface SupplyFormValues {
  companyLegalName: string;
  companyLegalIdentifier: string;
  companyLegalIdentifierType: string;
  companyTradingName: string;
  web: string;
  billingContactName: string;
  billingContactEmail: string;
  billingContactPhone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  /** an ISO 3166-1 alpha-2 code chosen from the country list, or null */
  country: string | null;
  postcode: string;
  taxNumber: string;
  /** percent, as people type it; stored as basis points */
  taxRatePercent: number | string;
  currencyEnum: string;
  paymentTermInDays: number | string;
  /** in currency units, empty for no limit; stored as cents */
  spendingLimit: number | string;
  attachInvoiceToEmail: boolean;
  notifyZeroInvoice: boolean;
  finance: Record<string, string>;
  companyTypeMexico: string;
  taxRegimeCodeMexico: string;
  satPurposeMexico: string;
  rfcMexico: string;
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
  const mx = supply?.countrySpecificTaxFields;
  return {
    companyLegalName: supply?.companyLegalName ?? companyName,
    companyLegalIdentifier: supply?.companyLegalIdentifier ?? '',
    companyLegalIdentifierType: supply?.companyLegalIdentifierType ?? market.defaultIdentifierType,
    companyTradingName: supply?.companyTradingName ?? '',
    web: supply?.web ?? '',
    billingContactName: supply?.billingContactName ?? '',
    billingContactEmail: supply?.billingContactEmail ?? '',
    billingContactPhone: supply?.billingContactPhone ?? '',
    address1: supply?.address1 ?? '',
    address2: supply?.address2 ?? '',
    city: supply?.city ?? '',
    state: supply?.state ?? '',
    country: supply?.country ?? market.countryCode,
    postcode: supply?.postcode ?? '',
    taxNumber: supply?.taxNumber ?? '',
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
    companyTypeMexico: mx?.companyTypeMexico ?? '',
    taxRegimeCodeMexico: mx?.taxRegimeCodeMexico ?? '',
    satPurposeMexico: mx?.satPurposeMexico ?? '',
    rfcMexico: mx?.rfcMexico ?? '',
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
    companyLegalName: values.companyLegalName.trim(),
    companyLegalIdentifier: values.companyLegalIdentifier.trim() || null,
    companyLegalIdentifierType: values.companyLegalIdentifierType || null,
    companyTradingName: values.companyTradingName.trim() || null,
    web: values.web.trim() || null,
    billingContactName: values.billingContactName.trim() || null,
    billingContactEmail: values.billingContactEmail.trim(),
    billingContactPhone: values.billingContactPhone.trim() || null,
    address1: values.address1.trim() || null,
    address2: values.address2.trim() || null,
    city: values.city.trim() || null,
    state: values.state.trim() || null,
    country: values.country || null,
    postcode: values.postcode.trim() || null,
    taxNumber: values.taxNumber.trim() || null,
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
