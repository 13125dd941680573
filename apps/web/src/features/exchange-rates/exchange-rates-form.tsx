import { Alert, Button, Group, Notification, Stack, Text, TextInput } from '@mantine/core';
import { type ExchangeRate, type ExchangeRatesSave, exchangeRatesSaveSchema } from '@portico/contract';
import { type Currency, EXCHANGE_RATE_MESSAGES, isoDateOf, MESSAGES, formatDay } from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';

export interface RateFormValues {
  effectiveDate: string;
  /** the text typed per currency */
  rates: Partial<Record<Currency, string>>;
}

export function initialRateValues(rates: readonly ExchangeRate[], today: string): RateFormValues {
  return {
    effectiveDate: today,
    rates: Object.fromEntries(rates.filter((r) => !r.isBase).map((r) => [r.currency, r.rate ?? ''])),
  };
}

/**
 * What Save sends: every currency whose text differs from the rate in force (an emptied field too, which the
 * schema refuses with the spec's 'cannot be Null Or Zero'); unchanged rates are not re-dated.
 */
export function toSaveInput(rates: readonly ExchangeRate[], values: RateFormValues): ExchangeRatesSave {
  const changed = rates
    .filter((r) => !r.isBase)
    .filter((r) => (values.rates[r.currency] ?? '').trim() !== (r.rate ?? ''))
    .map((r) => ({ currency: r.currency, rate: values.rates[r.currency] ?? '' }));
  return { effectiveDate: values.effectiveDate, rates: changed };
}

/** Field errors from the contract's own schema, keyed `rates.<currency>` and `effectiveDate`; `form` for the rest. */
export function rateFormErrors(rates: readonly ExchangeRate[], values: RateFormValues): Record<string, string> {
  const input = toSaveInput(rates, values);
  if (input.rates.length === 0) return { form: EXCHANGE_RATE_MESSAGES.noRates };
  return zodFieldErrors(exchangeRatesSaveSchema, input, {
    field: (path) => {
      const match = /^rates\.(\d+)\.(rate|currency)$/.exec(path);
      const entry = match ? input.rates[Number(match[1])] : undefined;
      if (entry) return `rates.${entry.currency}`;
      return path === 'effectiveDate' ? path : 'form';
    },
  });
}

interface Props {
  rates: readonly ExchangeRate[];
  saving: boolean;
  saved: boolean;
  error: unknown;
  onSubmit(input: ExchangeRatesSave): void;
  onHistory(currency: Currency): void;
  today?: string;
}

/** The table of rates in force with a new rate per currency, an effective date and Save. */
export function ExchangeRatesForm({ rates, saving, saved, error, onSubmit, onHistory, today }: Props) {
  const [values, setValues] = useState(() => initialRateValues(rates, today ?? isoDateOf(new Date())));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const problem = errors.form ?? (error ? (isApiError(error) ? error.message : MESSAGES.unexpected) : null);

  const columns: SimpleColumn<ExchangeRate>[] = [
    { header: 'Currency', cell: (r) => r.currency },
    { header: 'In force', cell: (r) => <span data-testid={`rate-${r.currency}`}>{r.rate ?? '—'}</span> },
    { header: 'Since', cell: (r) => (r.isBase ? 'base currency' : formatDay(r.effectiveDate)) },
    {
      header: 'New rate (per 1 AUD)',
      cell: (r) =>
        r.isBase ? (
          <Text size="sm" c="dimmed">
            always 1
          </Text>
        ) : (
          <TextInput
            aria-label={`${r.currency} rate`}
            inputMode="decimal"
            size="xs"
            value={values.rates[r.currency] ?? ''}
            error={errors[`rates.${r.currency}`]}
            onChange={(e) => setValues({ ...values, rates: { ...values.rates, [r.currency]: e.currentTarget.value } })}
          />
        ),
    },
    {
      header: 'History',
      cell: (r) =>
        !r.isBase && (
          <Button variant="subtle" size="xs" onClick={() => onHistory(r.currency)}>
            {r.currency} history
          </Button>
        ),
    },
  ];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = rateFormErrors(rates, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(toSaveInput(rates, values));
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Exchange rates">
      <Stack gap="md">
        <Group align="flex-end">
          <TextInput
            type="date"
            label="Effective date"
            description="The day the new rates take effect (UTC)"
            value={values.effectiveDate}
            error={errors.effectiveDate}
            onChange={(e) => setValues({ ...values, effectiveDate: e.currentTarget.value })}
          />
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {saved && !problem && (
          <div role="status">
            <Notification color="green" withCloseButton={false} title={EXCHANGE_RATE_MESSAGES.saved}>
              The new rates take effect on {formatDay(values.effectiveDate)}.
            </Notification>
          </div>
        )}
        <SimpleTable label="Rates" withTableBorder columns={columns} rows={rates} rowKey={(r) => r.currency} />
      </Stack>
    </form>
  );
}
