import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Market, type MvePrice, type MvePriceSave, mvePriceSaveSchema } from '@portico/contract';
import {
  CURRENCIES,
  centsToAmount,
  isoDateOf,
  MESSAGES,
  MVE_SIZE_LABELS,
  MVE_SIZES,
  PRICEBOOK_MESSAGES,
  PRICEBOOK_RULE_MESSAGES,
  parseAmountToCents,
  priceDatesError,
} from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { useAddMvePrice, useEditMvePrice } from './pricebook.api';
import { dateOrNull, tomorrow } from '../../lib/price-format';

interface MvePriceFormProps {
  markets: readonly Market[];
  price: MvePrice | null;
  onSaved(message: string): void;
  onCancel(): void;
}

/** Adds an MVE price, or edits a future one; the amount is typed as money ('1,234.50') and sent as minor units. */
export function MvePriceForm({ markets, price, onSaved, onCancel }: MvePriceFormProps) {
  const add = useAddMvePrice();
  const edit = useEditMvePrice();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      marketId: price ? String(price.marketId) : '',
      virtualMachineSize: price?.virtualMachineSize ?? 'SMALL',
      currency: price?.currency ?? '',
      countryCode: price?.countryCode ?? '',
      amount: price ? centsToAmount(price.charge) : '',
      fromDate: price?.fromDate ?? tomorrow(),
      toDate: price?.toDate ?? '',
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const errors: Record<string, string> = {};
    const charge = parseAmountToCents(values.amount);
    if (charge === null) errors.amount = MESSAGES.amountInvalid;
    if (!values.marketId) errors.marketId = 'Choose a market';
    if (!values.currency) errors.currency = 'Choose a currency';
    const dates = { fromDate: values.fromDate, toDate: dateOrNull(values.toDate) };
    const datesError = priceDatesError(dates, isoDateOf(new Date()));
    if (datesError === PRICEBOOK_RULE_MESSAGES.toDateBeforeFromDate) errors.toDate = datesError;
    else if (datesError) errors.fromDate = datesError;
    if (Object.keys(errors).length > 0 || charge === null) {
      form.setErrors(errors);
      return;
    }
    const body = {
      marketId: Number(values.marketId),
      virtualMachineSize: values.virtualMachineSize,
      currency: values.currency,
      charge,
      ...(values.countryCode.trim() ? { countryCode: values.countryCode.trim() } : {}),
      ...dates,
    } as MvePriceSave;
    const schemaErrors = zodFieldErrors(mvePriceSaveSchema, body, { field: (p) => (p === 'charge' ? 'amount' : p) });
    form.setErrors(schemaErrors);
    if (Object.keys(schemaErrors).length > 0) return;
    const done = {
      onSuccess: () => onSaved(price ? PRICEBOOK_MESSAGES.mveEdited : PRICEBOOK_MESSAGES.mveAdded),
      onError: (error: Error) => setFailure(isApiError(error) ? error.message : 'The price could not be saved.'),
    };
    if (price) edit.mutate({ id: price.id, body }, done);
    else add.mutate(body, done);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={price ? `Edit MVE price ${price.id}` : 'Add an MVE price'}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Market"
            required
            searchable
            data={markets.map((m) => ({ value: String(m.id), label: `${m.name} (${m.currency})` }))}
            {...form.getInputProps('marketId')}
            onChange={(value) => {
              form.setFieldValue('marketId', value ?? '');
              const market = markets.find((m) => String(m.id) === value);
              if (market) form.setFieldValue('currency', market.currency);
            }}
            w={200}
          />
          <Select
            label="Size"
            required
            allowDeselect={false}
            data={MVE_SIZES.map((s) => ({ value: s, label: MVE_SIZE_LABELS[s] }))}
            {...form.getInputProps('virtualMachineSize')}
            w={180}
          />
          <Select label="Currency" required data={[...CURRENCIES]} {...form.getInputProps('currency')} w={110} />
          <TextInput
            label="Monthly charge"
            placeholder="1,234.50"
            required
            inputMode="decimal"
            {...form.getInputProps('amount')}
            w={150}
          />
          <TextInput
            label="Country code"
            description="Empty: the market's"
            {...form.getInputProps('countryCode')}
            w={130}
          />
          <TextInput label="From" type="date" required {...form.getInputProps('fromDate')} w={160} />
          <TextInput
            label="To"
            description="Empty: until the next price"
            type="date"
            {...form.getInputProps('toDate')}
            w={180}
          />
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={add.isPending || edit.isPending}>
            {price ? 'Save price' : 'Add price'}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
