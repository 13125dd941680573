import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MarketTaxRules, type Supply, type SupplyInput, supplyInputSchema } from '@portico/contract';
import {
  bpToPercent,
  CURRENCIES,
  centsToAmount,
  type Currency,
  MEXICO_COMPANY_TYPES,
  MEXICO_SAT_PURPOSES,
  MEXICO_TAX_REGIMES,
  MESSAGES,
  parseAmountToCents,
  parsePercentToBp,
  type SupplierMarket,
  supplyFieldErrors,
} from '@portico/domain';
import { useEffect } from 'react';
import { isApiError } from '../../api';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { CountrySelect } from '../../components/ui/country-select';

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

export function supplierMarketOf(market: MarketTaxRules): SupplierMarket {
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
function formField(key: string): string {
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

interface SupplyFormProps {
  market: MarketTaxRules;
  supply: Supply | null;
  companyName: string;
  canEditCommercial: boolean;
  readOnly?: boolean;
  saving: boolean;
  error: unknown;
  onSubmit(input: SupplyInput): void;
  onCancel(): void;
}

export function SupplyForm({
  market,
  supply,
  companyName,
  canEditCommercial,
  readOnly = false,
  saving,
  error,
  onSubmit,
  onCancel,
}: SupplyFormProps) {
  const form = useForm<SupplyFormValues>({
    initialValues: initialSupplyValues(market, supply, companyName),
    validate: (values) => supplyFormErrors(market, values, canEditCommercial),
  });

  // The server's field errors land on the fields too (e.g. a rule only the server can check).
  const { setErrors } = form;
  useEffect(() => {
    if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return;
    const fieldErrors: Record<string, string> = {};
    for (const [key, message] of Object.entries(error.data as Record<string, unknown>)) {
      if (typeof message === 'string') fieldErrors[formField(key)] = message;
    }
    setErrors(fieldErrors);
  }, [error, setErrors]);

  const isMexico = market.countryCode === 'MX';
  const isAustralia = market.countryCode === 'AU';
  const regimeOptions = MEXICO_TAX_REGIMES.filter(
    (r) => !form.values.companyTypeMexico || r.types.some((type) => type === form.values.companyTypeMexico),
  ).map((r) => ({ value: r.code, label: `${r.code} — ${r.name}` }));
  const problem = error ? (isApiError(error) ? error.message : 'The supply could not be saved.') : null;
  const commercialLocked = readOnly || !canEditCommercial;

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(toSupplyInput(market, values, canEditCommercial)))}
      noValidate
      aria-label={`${market.market} supply`}
    >
      <Stack gap="md">
        <Fieldset legend="Company" disabled={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Legal name" withAsterisk {...form.getInputProps('companyLegalName')} />
            <TextInput label="Trading name" {...form.getInputProps('companyTradingName')} />
            <TextInput
              label="Legal identifier"
              withAsterisk={isAustralia}
              description={isAustralia ? 'An 11-digit ABN or a 9-digit ACN' : undefined}
              {...form.getInputProps('companyLegalIdentifier')}
            />
            <Select
              label="Identifier type"
              data={market.identifierTypes}
              allowDeselect={false}
              disabled={readOnly || market.identifierTypes.length < 2}
              {...form.getInputProps('companyLegalIdentifierType')}
            />
            <TextInput label="Tax number" {...form.getInputProps('taxNumber')} />
            <TextInput label="Website" {...form.getInputProps('web')} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Billing contact" disabled={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Billing contact name" {...form.getInputProps('billingContactName')} />
            <TextInput label="Billing contact phone" {...form.getInputProps('billingContactPhone')} />
          </SimpleGrid>
          <TextInput
            mt="sm"
            label="Billing contact e-mails"
            withAsterisk
            description="One or more addresses, separated by commas"
            {...form.getInputProps('billingContactEmail')}
          />
          <Group mt="sm" gap="xl">
            <Switch
              label="Attach invoice to e-mail"
              {...form.getInputProps('attachInvoiceToEmail', { type: 'checkbox' })}
            />
            <Switch
              label="Notify zero-value invoices"
              {...form.getInputProps('notifyZeroInvoice', { type: 'checkbox' })}
            />
          </Group>
        </Fieldset>

        <Fieldset legend="Billing address" disabled={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Address line 1" {...form.getInputProps('address1')} />
            <TextInput label="Address line 2" {...form.getInputProps('address2')} />
            <TextInput label="City" {...form.getInputProps('city')} />
            <TextInput label="State" {...form.getInputProps('state')} />
            <TextInput label="Postcode" {...form.getInputProps('postcode')} />
            <CountrySelect label="Country" {...form.getInputProps('country')} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset
          legend={canEditCommercial ? 'Commercial terms' : 'Commercial terms (set by the provider)'}
          disabled={commercialLocked}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              clampBehavior="none"
              label="Tax rate (%)"
              min={0}
              max={100}
              decimalScale={2}
              {...form.getInputProps('taxRatePercent')}
            />
            <Select
              label="Currency"
              data={[...CURRENCIES]}
              allowDeselect={false}
              disabled={commercialLocked}
              {...form.getInputProps('currencyEnum')}
            />
            <NumberInput
              clampBehavior="none"
              label="Payment term (days)"
              min={0}
              max={365}
              allowDecimal={false}
              {...form.getInputProps('paymentTermInDays')}
            />
            <NumberInput
              clampBehavior="none"
              label={`Spending limit (${form.values.currencyEnum})`}
              description="Leave empty for no limit"
              min={0}
              decimalScale={2}
              {...form.getInputProps('spendingLimit')}
            />
          </SimpleGrid>
        </Fieldset>

        {market.financeQuestions.length > 0 && (
          <Fieldset legend="Financial onboarding" disabled={readOnly}>
            <Stack gap="sm">
              {market.financeQuestions.map((q) => (
                <Radio.Group key={q.question} label={q.label} {...form.getInputProps(`finance.${q.question}`)}>
                  <Group mt={4}>
                    <Radio value="YES" label="Yes" />
                    <Radio value="NO" label="No" />
                  </Group>
                </Radio.Group>
              ))}
            </Stack>
          </Fieldset>
        )}

        {isMexico && (
          <Fieldset legend="Mexican tax details" disabled={readOnly}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Company type"
                withAsterisk
                data={MEXICO_COMPANY_TYPES.map((type) => ({
                  value: type,
                  label: type === 'PERSONA_MORAL' ? 'Persona moral (company)' : 'Persona física (person)',
                }))}
                {...form.getInputProps('companyTypeMexico')}
              />
              <Select
                label="Tax regime"
                withAsterisk
                data={regimeOptions}
                {...form.getInputProps('taxRegimeCodeMexico')}
              />
              <Select
                label="CFDI use"
                withAsterisk
                data={MEXICO_SAT_PURPOSES.map((p) => ({ value: p.code, label: `${p.code} — ${p.name}` }))}
                {...form.getInputProps('satPurposeMexico')}
              />
              <TextInput
                label="RFC"
                withAsterisk
                description="12 characters for a company, 13 for a person"
                {...form.getInputProps('rfcMexico')}
              />
            </SimpleGrid>
          </Fieldset>
        )}

        {problem && (
          <Alert role="alert" color="red" variant="light">
            {problem}
          </Alert>
        )}
        <Group>
          {!readOnly && (
            <Button type="submit" loading={saving}>
              {supply ? 'Save supply' : 'Create supply'}
            </Button>
          )}
          <Button variant="default" onClick={onCancel}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
