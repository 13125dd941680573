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
import { type MarketTaxRules, type Supply, type SupplyInput } from '@portico/contract';
import { CURRENCIES, MEXICO_COMPANY_TYPES, MEXICO_SAT_PURPOSES, MEXICO_TAX_REGIMES } from '@portico/domain';
import { useEffect } from 'react';
import { isApiError } from '../../api';
import { CountrySelect } from '../../components/ui/country-select';
import {
  formField,
  initialSupplyValues,
  type SupplyFormValues,
  supplyFormErrors,
  toSupplyInput,
} from './supply-form-values';

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
