import { HONG_KONG_IDENTIFIER_TYPES } from './companies.js';
import {
  australianIdentifierError,
  billingEmailListError,
  MEXICO_COMPANY_TYPES,
  MEXICO_SAT_PURPOSES,
  MEXICO_TAX_REGIMES,
  type MexicoCompanyType,
  mexicoRfcError,
} from './identifiers.js';
import type { Currency, SupplierMarket } from './markets.js';
import { bpToPercent } from './money.js';

/**
 * Rules of a supply: a company's billing relationship with one supplier (market). Used by the server before it
 * writes and by the supply form before it sends, so both give the same answer with the same words.
 */

export const FINANCE_QUESTIONS = ['PERSONNEL_Q', 'GST_REGISTERED_Q'] as const;
export type FinanceQuestion = (typeof FINANCE_QUESTIONS)[number];
export const FINANCE_RESPONSES = ['YES', 'NO'] as const;
export type FinanceResponse = (typeof FINANCE_RESPONSES)[number];

/** How the form asks each question (not spec text: the spec names the questions only). */
export const FINANCE_QUESTION_LABELS: Record<FinanceQuestion, string> = {
  PERSONNEL_Q: 'Does the company have personnel or a fixed establishment in this market?',
  GST_REGISTERED_Q: 'Is the company registered for GST in this market?',
};

/**
 * EU member states among the supplier markets. The spec says an EU country list drives the finance questions:
 * EU markets ask the same establishment question as the UK (it decides whether VAT is reverse-charged), with the
 * same default (docs/decisions/0012).
 */
export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export function isEuCountry(countryCode: string): boolean {
  return (EU_COUNTRY_CODES as readonly string[]).includes(countryCode.toUpperCase());
}

export interface FinanceQuestionRule {
  question: FinanceQuestion;
  label: string;
  defaultResponse: FinanceResponse;
}

/** PERSONNEL_Q for the UK (default YES) and EU markets; GST_REGISTERED_Q for Australia and Singapore (default NO). */
export function financeQuestionsFor(market: Pick<SupplierMarket, 'countryCode'>): FinanceQuestionRule[] {
  const code = market.countryCode.toUpperCase();
  if (code === 'GB' || isEuCountry(code)) {
    return [{ question: 'PERSONNEL_Q', label: FINANCE_QUESTION_LABELS.PERSONNEL_Q, defaultResponse: 'YES' }];
  }
  if (code === 'AU' || code === 'SG') {
    return [{ question: 'GST_REGISTERED_Q', label: FINANCE_QUESTION_LABELS.GST_REGISTERED_Q, defaultResponse: 'NO' }];
  }
  return [];
}

/** Identifier types a market accepts, the default first. Hong Kong lets the company pick. */
export function identifierTypesFor(market: Pick<SupplierMarket, 'countryCode' | 'identifierType'>): string[] {
  if (market.countryCode.toUpperCase() === 'HK') return [...HONG_KONG_IDENTIFIER_TYPES];
  return [market.identifierType];
}

export const DEFAULT_PAYMENT_TERM_DAYS = 30;

export interface FinanceOnboardingAnswer {
  question: string;
  response: string;
}

export interface SupplyDefaults {
  currency: Currency;
  taxRateBp: number;
  companyLegalIdentifierType: string;
  attachInvoiceToEmail: boolean;
  notifyZeroInvoice: boolean;
  paymentTermInDays: number;
  financeOnboarding: FinanceOnboardingAnswer[];
}

/** What a new supply in this market starts with (spec: attachInvoiceToEmail true, notifyZeroInvoice false). */
export function supplyDefaults(market: SupplierMarket): SupplyDefaults {
  return {
    currency: market.currency,
    taxRateBp: market.taxRateBp,
    companyLegalIdentifierType: market.identifierType,
    attachInvoiceToEmail: true,
    notifyZeroInvoice: false,
    paymentTermInDays: DEFAULT_PAYMENT_TERM_DAYS,
    financeOnboarding: financeQuestionsFor(market).map((q) => ({ question: q.question, response: q.defaultResponse })),
  };
}

/**
 * The finance answers to store: one per question of the market, in its order. A missing answer takes the
 * question's default; answers to questions the market does not ask are dropped.
 */
export function normaliseFinanceOnboarding(
  market: Pick<SupplierMarket, 'countryCode'>,
  answers: readonly FinanceOnboardingAnswer[] | null | undefined,
): FinanceOnboardingAnswer[] {
  return financeQuestionsFor(market).map((q) => {
    const given = answers?.find((a) => a.question === q.question);
    return { question: q.question, response: given?.response ?? q.defaultResponse };
  });
}

export interface MexicoTaxFields {
  companyTypeMexico?: string | null;
  taxRegimeCodeMexico?: string | null;
  satPurposeMexico?: string | null;
  rfcMexico?: string | null;
}

/** The supply fields the rules look at (the form's values and the API's body both fit). */
export interface SupplyRuleInput {
  companyLegalName?: string | null;
  companyLegalIdentifier?: string | null;
  companyLegalIdentifierType?: string | null;
  billingContactEmail?: string | null;
  financeOnboarding?: readonly FinanceOnboardingAnswer[] | null;
  countrySpecificTaxFields?: MexicoTaxFields | null;
}

/** Not spec text: the spec gives no wording for these, so they are ours, written once here. */
export const SUPPLY_RULE_MESSAGES = {
  required: 'Required',
  unknownMarket: 'Please choose a market.',
  marketTaken: 'This company already has a supply in that market.',
  marketChange: 'The market of a supply cannot be changed; delete it and add a supply in the other market.',
  identifierTypeNotOffered: 'That identifier type is not used in this market.',
  companyTypeMexico: 'Please choose whether the company is a persona moral or a persona física.',
  taxRegimeMexico: 'Please choose a tax regime that fits the company type.',
  satPurposeMexico: 'Please choose a CFDI use.',
  financeAnswer: 'Please answer YES or NO.',
  financeQuestionNotAsked: 'That question is not asked in this market.',
  supplyHidden: 'Billing for this company is handled by its partner, so supply details are not shown here.',
  nothingToBill: 'Nothing to bill: the company has no active billing with this supplier, so there is no estimate.',
  noEstimateRate: 'No estimate: there is no exchange rate in force to bill this company in its currency.',
} as const;

export type SupplyFieldErrors = Partial<Record<string, string>>;

/**
 * Every rule a supply must meet in its market, as field → message (empty when valid). Field keys match the
 * supply's field names; Mexico's fields are `countrySpecificTaxFields.<name>`, finance answers
 * `financeOnboarding.<question>`.
 */
export function supplyFieldErrors(market: SupplierMarket, input: SupplyRuleInput): SupplyFieldErrors {
  const errors: SupplyFieldErrors = {};
  if (!input.companyLegalName?.trim()) errors.companyLegalName = SUPPLY_RULE_MESSAGES.required;

  const identifier = input.companyLegalIdentifier?.trim() ?? '';
  const country = market.countryCode.toUpperCase();
  if (country === 'AU') {
    const problem = australianIdentifierError(identifier);
    if (problem) errors.companyLegalIdentifier = problem;
  }
  const type = input.companyLegalIdentifierType?.trim();
  if (type && !identifierTypesFor(market).includes(type)) {
    errors.companyLegalIdentifierType = SUPPLY_RULE_MESSAGES.identifierTypeNotOffered;
  }

  const emailProblem = billingEmailListError(input.billingContactEmail ?? '');
  if (emailProblem) errors.billingContactEmail = emailProblem;

  const questions = financeQuestionsFor(market).map((q) => q.question as string);
  for (const answer of input.financeOnboarding ?? []) {
    const key = `financeOnboarding.${answer.question}`;
    if (!questions.includes(answer.question)) errors[key] = SUPPLY_RULE_MESSAGES.financeQuestionNotAsked;
    else if (!(FINANCE_RESPONSES as readonly string[]).includes(answer.response)) {
      errors[key] = SUPPLY_RULE_MESSAGES.financeAnswer;
    }
  }

  if (country === 'MX') Object.assign(errors, mexicoFieldErrors(input.countrySpecificTaxFields ?? {}));
  return errors;
}

function mexicoFieldErrors(fields: MexicoTaxFields): SupplyFieldErrors {
  const errors: SupplyFieldErrors = {};
  const companyType = fields.companyTypeMexico as MexicoCompanyType | undefined;
  if (!companyType || !MEXICO_COMPANY_TYPES.includes(companyType)) {
    errors['countrySpecificTaxFields.companyTypeMexico'] = SUPPLY_RULE_MESSAGES.companyTypeMexico;
  }
  const regime = MEXICO_TAX_REGIMES.find((r) => r.code === fields.taxRegimeCodeMexico);
  if (!regime || (companyType && MEXICO_COMPANY_TYPES.includes(companyType) && !regime.types.includes(companyType))) {
    errors['countrySpecificTaxFields.taxRegimeCodeMexico'] = SUPPLY_RULE_MESSAGES.taxRegimeMexico;
  }
  if (!MEXICO_SAT_PURPOSES.some((p) => p.code === fields.satPurposeMexico)) {
    errors['countrySpecificTaxFields.satPurposeMexico'] = SUPPLY_RULE_MESSAGES.satPurposeMexico;
  }
  // The RFC's length follows the company type when one is chosen, else the regime.
  const rfc = (fields.rfcMexico ?? '').trim();
  const rfcProblem =
    companyType === 'PERSONA_MORAL'
      ? mexicoRfcError(rfc, '601')
      : companyType === 'PERSONA_FISICA'
        ? mexicoRfcError(rfc, '612')
        : mexicoRfcError(rfc, fields.taxRegimeCodeMexico);
  if (rfcProblem) errors['countrySpecificTaxFields.rfcMexico'] = rfcProblem;
  return errors;
}

/** The first problem, for a one-line answer (the API's message); null when valid. */
export function firstSupplyError(errors: SupplyFieldErrors): string | null {
  const first = Object.values(errors).find((m) => m !== undefined);
  return first ?? null;
}

/** Basis points as a percentage for people: 1000 → '10%', 825 → '8.25%' (bpToPercent, integer maths). */
export function formatRateBp(bp: number): string {
  return `${bpToPercent(bp)}%`;
}

/**
 * Whether a customer (not staff) sees the company's supply details. Partners hide them when the company is
 * managed (a managed account of a partner) or sits under a distributor root: the partner or distributor holds
 * the billing relationship then (docs/decisions/0012).
 */
export function supplyDetailsHidden(company: {
  accountType: string;
  isManagedAccount: boolean;
  rootAccountType: string | null;
}): boolean {
  if (company.isManagedAccount || company.accountType === 'MANAGED_ACCOUNT') return true;
  return company.rootAccountType === 'DISTRIBUTOR';
}
