import { describe, expect, it } from 'vitest';
import { type SupplierMarket, SUPPLIERS, supplierById } from './markets.js';
import { MESSAGES } from './messages.js';
import {
  financeQuestionsFor,
  firstSupplyError,
  formatRateBp,
  identifierTypesFor,
  isEuCountry,
  normaliseFinanceOnboarding,
  SUPPLY_RULE_MESSAGES,
  supplyDefaults,
  supplyDetailsHidden,
  supplyFieldErrors,
} from './supply-rules.js';

const market = (supplierId: number): SupplierMarket => {
  const found = supplierById(supplierId);
  if (!found) throw new Error(`no supplier ${supplierId}`);
  return found;
};
const AU = market(808);
const SG = market(817);
const HK = market(819);
const NZ = market(855);
const UK = market(2675);
const MX = market(47560);
const US = market(1558);
const DE = market(4515);
const CH = market(8299);

const valid = { companyLegalName: 'Acme', billingContactEmail: 'billing@acme.example' };

describe('supply defaults per market', () => {
  it('uses the spec tax rates and identifier types', () => {
    expect(supplyDefaults(AU)).toMatchObject({ taxRateBp: 1000, currency: 'AUD', companyLegalIdentifierType: 'ABN' });
    expect(supplyDefaults(SG)).toMatchObject({ taxRateBp: 700, currency: 'SGD', companyLegalIdentifierType: 'UEN' });
    expect(supplyDefaults(NZ)).toMatchObject({ taxRateBp: 1500, currency: 'NZD', companyLegalIdentifierType: 'NZBN' });
    expect(supplyDefaults(HK)).toMatchObject({ taxRateBp: 0, currency: 'HKD', companyLegalIdentifierType: 'BRN' });
  });

  it('attaches invoices to e-mail and does not notify zero invoices', () => {
    for (const s of SUPPLIERS) {
      expect(supplyDefaults(s)).toMatchObject({ attachInvoiceToEmail: true, notifyZeroInvoice: false });
    }
  });

  it('asks PERSONNEL_Q in the UK (YES) and GST_REGISTERED_Q in Australia and Singapore (NO)', () => {
    expect(supplyDefaults(UK).financeOnboarding).toEqual([{ question: 'PERSONNEL_Q', response: 'YES' }]);
    expect(supplyDefaults(AU).financeOnboarding).toEqual([{ question: 'GST_REGISTERED_Q', response: 'NO' }]);
    expect(supplyDefaults(SG).financeOnboarding).toEqual([{ question: 'GST_REGISTERED_Q', response: 'NO' }]);
    expect(financeQuestionsFor(NZ)).toEqual([]);
    expect(financeQuestionsFor(US)).toEqual([]);
    expect(financeQuestionsFor(HK)).toEqual([]);
  });

  it('asks EU markets the establishment question, and not Switzerland', () => {
    expect(isEuCountry('DE')).toBe(true);
    expect(isEuCountry('gb')).toBe(false);
    expect(financeQuestionsFor(DE).map((q) => q.question)).toEqual(['PERSONNEL_Q']);
    expect(financeQuestionsFor(CH)).toEqual([]);
  });

  it('offers Hong Kong its identifier types and other markets their one', () => {
    expect(identifierTypesFor(HK)).toEqual(['BRN', 'BIC', 'CI', 'CR', 'LEI']);
    expect(identifierTypesFor(AU)).toEqual(['ABN']);
    expect(identifierTypesFor(SG)).toEqual(['UEN']);
  });

  it('fills missing finance answers with the default and drops foreign questions', () => {
    expect(normaliseFinanceOnboarding(UK, [])).toEqual([{ question: 'PERSONNEL_Q', response: 'YES' }]);
    expect(normaliseFinanceOnboarding(UK, [{ question: 'PERSONNEL_Q', response: 'NO' }])).toEqual([
      { question: 'PERSONNEL_Q', response: 'NO' },
    ]);
    expect(normaliseFinanceOnboarding(NZ, [{ question: 'PERSONNEL_Q', response: 'NO' }])).toEqual([]);
    expect(normaliseFinanceOnboarding(AU, null)).toEqual([{ question: 'GST_REGISTERED_Q', response: 'NO' }]);
    expect(normaliseFinanceOnboarding(UK, undefined)).toEqual([{ question: 'PERSONNEL_Q', response: 'YES' }]);
    // an answer to another market's question is not taken as the answer to this one
    expect(
      normaliseFinanceOnboarding(UK, [
        { question: 'GST_REGISTERED_Q', response: 'NO' },
        { question: 'PERSONNEL_Q', response: 'NO' },
      ]),
    ).toEqual([{ question: 'PERSONNEL_Q', response: 'NO' }]);
    expect(normaliseFinanceOnboarding(UK, [{ question: 'GST_REGISTERED_Q', response: 'NO' }])).toEqual([
      { question: 'PERSONNEL_Q', response: 'YES' },
    ]);
  });

  it('asks the finance questions in the words the form shows', () => {
    expect(financeQuestionsFor(UK)[0]?.label).toBe(
      'Does the company have personnel or a fixed establishment in this market?',
    );
    expect(financeQuestionsFor(AU)[0]?.label).toBe('Is the company registered for GST in this market?');
  });
});

describe('supplyFieldErrors', () => {
  it('accepts a valid Australian supply with an ABN or an ACN', () => {
    expect(supplyFieldErrors(AU, { ...valid, companyLegalIdentifier: '51 824 753 556' })).toEqual({});
    expect(supplyFieldErrors(AU, { ...valid, companyLegalIdentifier: '004 085 616' })).toEqual({});
  });

  it("gives the spec's ABN messages in Australia", () => {
    expect(supplyFieldErrors(AU, { ...valid, companyLegalIdentifier: '51 824 753 557' })).toEqual({
      companyLegalIdentifier: MESSAGES.invalidAbn,
    });
    expect(supplyFieldErrors(AU, { ...valid, companyLegalIdentifier: '1234' })).toEqual({
      companyLegalIdentifier: MESSAGES.mustBe11Digits,
    });
    expect(supplyFieldErrors(AU, { ...valid, companyLegalIdentifier: '' }).companyLegalIdentifier).toBe(
      MESSAGES.mustBe11Digits,
    );
  });

  it('does not apply the Australian checksum elsewhere', () => {
    expect(supplyFieldErrors(SG, { ...valid, companyLegalIdentifier: '51 824 753 557' })).toEqual({});
  });

  it('needs a legal name and a valid billing e-mail list', () => {
    expect(supplyFieldErrors(NZ, { companyLegalName: ' ', billingContactEmail: '' })).toEqual({
      companyLegalName: SUPPLY_RULE_MESSAGES.required,
      billingContactEmail: MESSAGES.billingEmailRequired,
    });
    expect(supplyFieldErrors(NZ, { ...valid, billingContactEmail: 'a@b.co; c@d.co' }).billingContactEmail).toBe(
      MESSAGES.billingEmailSeparator,
    );
    expect(supplyFieldErrors(NZ, { ...valid, billingContactEmail: 'a@b.co c@d.co' }).billingContactEmail).toBe(
      MESSAGES.billingEmailSeparator,
    );
    expect(supplyFieldErrors(NZ, { ...valid, billingContactEmail: 'a@b.co:c@d.co' }).billingContactEmail).toBe(
      MESSAGES.billingEmailSeparator,
    );
    expect(supplyFieldErrors(NZ, { ...valid, billingContactEmail: 'a@b.co, nope' }).billingContactEmail).toBe(
      `${MESSAGES.billingEmailInvalid} nope`,
    );
    expect(supplyFieldErrors(NZ, { ...valid, billingContactEmail: 'a@b.co, c@d.co' })).toEqual({});
  });

  it('needs a legal name and a billing e-mail even when the fields are missing altogether', () => {
    expect(supplyFieldErrors(NZ, {})).toEqual({
      companyLegalName: SUPPLY_RULE_MESSAGES.required,
      billingContactEmail: MESSAGES.billingEmailRequired,
    });
    expect(supplyFieldErrors(NZ, { companyLegalName: null, billingContactEmail: null })).toEqual({
      companyLegalName: SUPPLY_RULE_MESSAGES.required,
      billingContactEmail: MESSAGES.billingEmailRequired,
    });
  });

  it('accepts Hong Kong identifier types and refuses types a market does not use', () => {
    expect(supplyFieldErrors(HK, { ...valid, companyLegalIdentifierType: 'LEI' })).toEqual({});
    expect(supplyFieldErrors(HK, { ...valid, companyLegalIdentifierType: ' LEI ' })).toEqual({});
    expect(supplyFieldErrors(SG, { ...valid, companyLegalIdentifierType: ' ' })).toEqual({});
    expect(supplyFieldErrors(SG, { ...valid, companyLegalIdentifierType: 'LEI' })).toEqual({
      companyLegalIdentifierType: SUPPLY_RULE_MESSAGES.identifierTypeNotOffered,
    });
  });

  it('accepts YES and NO to the questions the market asks', () => {
    for (const response of ['YES', 'NO']) {
      expect(supplyFieldErrors(UK, { ...valid, financeOnboarding: [{ question: 'PERSONNEL_Q', response }] })).toEqual(
        {},
      );
    }
  });

  it('checks finance answers', () => {
    expect(
      supplyFieldErrors(UK, { ...valid, financeOnboarding: [{ question: 'PERSONNEL_Q', response: 'MAYBE' }] }),
    ).toEqual({ 'financeOnboarding.PERSONNEL_Q': SUPPLY_RULE_MESSAGES.financeAnswer });
    expect(
      supplyFieldErrors(UK, { ...valid, financeOnboarding: [{ question: 'GST_REGISTERED_Q', response: 'NO' }] }),
    ).toEqual({ 'financeOnboarding.GST_REGISTERED_Q': SUPPLY_RULE_MESSAGES.financeQuestionNotAsked });
  });

  describe('Mexico', () => {
    const moral = {
      companyTypeMexico: 'PERSONA_MORAL',
      taxRegimeCodeMexico: '601',
      satPurposeMexico: 'G03',
      rfcMexico: 'ABC680524P76',
    };
    it('accepts a company with a 12-character RFC and a person with 13', () => {
      expect(supplyFieldErrors(MX, { ...valid, countrySpecificTaxFields: moral })).toEqual({});
      expect(
        supplyFieldErrors(MX, {
          ...valid,
          countrySpecificTaxFields: {
            companyTypeMexico: 'PERSONA_FISICA',
            taxRegimeCodeMexico: '612',
            satPurposeMexico: 'G01',
            rfcMexico: 'GODE561231GR8',
          },
        }),
      ).toEqual({});
    });
    it('needs the RFC to fit the company type', () => {
      expect(
        supplyFieldErrors(MX, { ...valid, countrySpecificTaxFields: { ...moral, rfcMexico: 'GODE561231GR8' } }),
      ).toEqual({ 'countrySpecificTaxFields.rfcMexico': MESSAGES.rfcRequired });
      expect(supplyFieldErrors(MX, { ...valid, countrySpecificTaxFields: { ...moral, rfcMexico: '' } })).toEqual({
        'countrySpecificTaxFields.rfcMexico': MESSAGES.rfcRequired,
      });
    });
    it('needs a regime of the company type and a CFDI use', () => {
      expect(
        supplyFieldErrors(MX, { ...valid, countrySpecificTaxFields: { ...moral, taxRegimeCodeMexico: '612' } }),
      ).toEqual({ 'countrySpecificTaxFields.taxRegimeCodeMexico': SUPPLY_RULE_MESSAGES.taxRegimeMexico });
      const none = supplyFieldErrors(MX, valid);
      expect(Object.keys(none).sort()).toEqual([
        'countrySpecificTaxFields.companyTypeMexico',
        'countrySpecificTaxFields.rfcMexico',
        'countrySpecificTaxFields.satPurposeMexico',
        'countrySpecificTaxFields.taxRegimeCodeMexico',
      ]);
    });
    it('refuses a company type that is not one of the two', () => {
      expect(
        supplyFieldErrors(MX, { ...valid, countrySpecificTaxFields: { ...moral, companyTypeMexico: 'SOCIEDAD' } }),
      ).toEqual({ 'countrySpecificTaxFields.companyTypeMexico': SUPPLY_RULE_MESSAGES.companyTypeMexico });
    });
    it('without a company type, takes the regime and the RFC as they are', () => {
      const { companyTypeMexico: _none, ...untyped } = moral;
      expect(supplyFieldErrors(MX, { ...valid, countrySpecificTaxFields: untyped })).toEqual({
        'countrySpecificTaxFields.companyTypeMexico': SUPPLY_RULE_MESSAGES.companyTypeMexico,
      });
      expect(
        supplyFieldErrors(MX, {
          ...valid,
          countrySpecificTaxFields: { ...untyped, taxRegimeCodeMexico: '612', rfcMexico: 'GODE561231GR8' },
        }),
      ).toEqual({ 'countrySpecificTaxFields.companyTypeMexico': SUPPLY_RULE_MESSAGES.companyTypeMexico });
    });
    it('in a regime open to both, wants the RFC of the chosen company type', () => {
      const fisica = { ...moral, companyTypeMexico: 'PERSONA_FISICA', taxRegimeCodeMexico: '626' };
      expect(supplyFieldErrors(MX, { ...valid, countrySpecificTaxFields: fisica })).toEqual({
        'countrySpecificTaxFields.rfcMexico': MESSAGES.rfcRequired,
      });
      expect(
        supplyFieldErrors(MX, { ...valid, countrySpecificTaxFields: { ...fisica, rfcMexico: 'GODE561231GR8' } }),
      ).toEqual({});
      expect(
        supplyFieldErrors(MX, {
          ...valid,
          countrySpecificTaxFields: { ...moral, taxRegimeCodeMexico: '626', rfcMexico: 'GODE561231GR8' },
        }),
      ).toEqual({ 'countrySpecificTaxFields.rfcMexico': MESSAGES.rfcRequired });
    });
    it('ignores Mexican fields in other markets', () => {
      expect(supplyFieldErrors(US, { ...valid, countrySpecificTaxFields: { rfcMexico: 'x' } })).toEqual({});
    });
  });

  it('gives the first problem for a one-line answer', () => {
    expect(firstSupplyError({})).toBeNull();
    expect(firstSupplyError({ companyLegalIdentifier: MESSAGES.invalidAbn })).toBe(MESSAGES.invalidAbn);
    expect(firstSupplyError({ companyLegalName: undefined, billingContactEmail: MESSAGES.billingEmailRequired })).toBe(
      MESSAGES.billingEmailRequired,
    );
  });
});

describe('supplyDetailsHidden', () => {
  it('hides supply details of managed accounts and of companies under a distributor root', () => {
    expect(
      supplyDetailsHidden({ accountType: 'DIRECT_CUSTOMER', isManagedAccount: false, rootAccountType: null }),
    ).toBe(false);
    expect(
      supplyDetailsHidden({ accountType: 'MANAGED_ACCOUNT', isManagedAccount: false, rootAccountType: null }),
    ).toBe(true);
    expect(
      supplyDetailsHidden({ accountType: 'DIRECT_CUSTOMER', isManagedAccount: true, rootAccountType: 'PARTNER' }),
    ).toBe(true);
    expect(
      supplyDetailsHidden({ accountType: 'PARTNER', isManagedAccount: false, rootAccountType: 'DISTRIBUTOR' }),
    ).toBe(true);
    expect(supplyDetailsHidden({ accountType: 'PARTNER', isManagedAccount: false, rootAccountType: 'PARTNER' })).toBe(
      false,
    );
    expect(supplyDetailsHidden({ accountType: 'DISTRIBUTOR', isManagedAccount: false, rootAccountType: null })).toBe(
      false,
    );
  });
});

describe('formatRateBp', () => {
  it('shows basis points as a percentage', () => {
    expect(formatRateBp(1000)).toBe('10%');
    expect(formatRateBp(0)).toBe('0%');
    expect(formatRateBp(825)).toBe('8.25%');
    expect(formatRateBp(810)).toBe('8.1%');
    expect(formatRateBp(1250)).toBe('12.5%');
    expect(formatRateBp(5)).toBe('0.05%');
  });
});
