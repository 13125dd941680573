import { Button, Fieldset, Group, NumberInput, Radio, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MarketTaxRules, type Supply, type SupplyInput } from '@portico/contract';
import { CURRENCIES, MEXICO_COMPANY_TYPES, MEXICO_SAT_PURPOSES, MEXICO_TAX_REGIMES } from '@portico/domain';
import { type ReactNode, useEffect } from 'react';
import { isApiError } from '../../api';
import { addressFields, FieldGrid, type GridField } from '../../components/forms/field-grid';
import { Outcome } from '../../components/ui/outcome';
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
  const commercialLocked = readOnly || !canEditCommercial;

  /** One part of the form: its fields in the grid, then what follows them. */
  const fieldset = (legend: string, fields: GridField[], after: ReactNode = null, disabled = readOnly) => (
    <Fieldset legend={legend} disabled={disabled}>
      <FieldGrid form={form} fields={fields} />
      {after}
    </Fieldset>
  );

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(toSupplyInput(market, values, canEditCommercial)))}
      noValidate
      aria-label={`${market.market} supply`}
    >
      <Stack gap="md">
        {fieldset('Company', [
          { name: 'companyLegalName', label: 'Legal name', asterisk: true },
          { name: 'companyTradingName', label: 'Trading name' },
          {
            name: 'companyLegalIdentifier',
            label: 'Legal identifier',
            asterisk: isAustralia,
            description: isAustralia ? 'An 11-digit ABN or a 9-digit ACN' : undefined,
          },
          <Select
            label="Identifier type"
            data={market.identifierTypes}
            allowDeselect={false}
            disabled={readOnly || market.identifierTypes.length < 2}
            {...form.getInputProps('companyLegalIdentifierType')}
          />,
          { name: 'taxNumber', label: 'Tax number' },
          { name: 'web', label: 'Website' },
        ])}

        {fieldset(
          'Billing contact',
          [
            { name: 'billingContactName', label: 'Billing contact name' },
            { name: 'billingContactPhone', label: 'Billing contact phone' },
          ],
          <>
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
          </>,
        )}

        {fieldset('Billing address', addressFields(null))}

        {fieldset(
          canEditCommercial ? 'Commercial terms' : 'Commercial terms (set by the provider)',
          [
            <NumberInput
              clampBehavior="none"
              label="Tax rate (%)"
              min={0}
              max={100}
              decimalScale={2}
              {...form.getInputProps('taxRatePercent')}
            />,
            <Select
              label="Currency"
              data={[...CURRENCIES]}
              allowDeselect={false}
              disabled={commercialLocked}
              {...form.getInputProps('currencyEnum')}
            />,
            <NumberInput
              clampBehavior="none"
              label="Payment term (days)"
              min={0}
              max={365}
              allowDecimal={false}
              {...form.getInputProps('paymentTermInDays')}
            />,
            <NumberInput
              clampBehavior="none"
              label={`Spending limit (${form.values.currencyEnum})`}
              description="Leave empty for no limit"
              min={0}
              decimalScale={2}
              {...form.getInputProps('spendingLimit')}
            />,
          ],
          null,
          commercialLocked,
        )}

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

        {isMexico &&
          fieldset('Mexican tax details', [
            {
              name: 'companyTypeMexico',
              label: 'Company type',
              asterisk: true,
              data: MEXICO_COMPANY_TYPES.map((type) => ({
                value: type,
                label: type === 'PERSONA_MORAL' ? 'Persona moral (company)' : 'Persona física (person)',
              })),
            },
            { name: 'taxRegimeCodeMexico', label: 'Tax regime', asterisk: true, data: regimeOptions },
            {
              name: 'satPurposeMexico',
              label: 'CFDI use',
              asterisk: true,
              data: MEXICO_SAT_PURPOSES.map((p) => ({ value: p.code, label: `${p.code} — ${p.name}` })),
            },
            {
              name: 'rfcMexico',
              label: 'RFC',
              asterisk: true,
              description: '12 characters for a company, 13 for a person',
            },
          ])}

        <Outcome error={error} fallback="The supply could not be saved." />
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
