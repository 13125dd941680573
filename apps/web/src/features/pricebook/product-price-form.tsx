import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  LISTED_PRODUCT_TYPES,
  type Market,
  type ProductPrice,
  type ProductPriceSave,
  productPriceSaveSchema,
} from '@portico/contract';
import {
  bpToPercent,
  CURRENCIES,
  centsToAmount,
  isoDateOf,
  MESSAGES,
  parseAmountToCents,
  parsePercentToBp,
  PRICEBOOK_RULE_MESSAGES,
  priceDatesError,
  STAFF_TERMS_MONTHS,
  PRICING_MESSAGES,
} from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { useAddProductPrice, useEditProductPrice } from './pricebook.api';
import { dateOrNull, tomorrow } from '../../lib/price-format';

export const PRODUCT_LABELS: Record<(typeof LISTED_PRODUCT_TYPES)[number], string> = {
  PORT: 'Port',
  MCR: 'MCR',
  IX: 'IX',
  MEGADIRECT: 'MegaDirect',
};

interface ProductPriceFormProps {
  markets: readonly Market[];
  price: ProductPrice | null;
  onSaved(message: string): void;
  onCancel(): void;
}

/** Adds a Port, MCR, IX or MegaDirect list price, or edits a future one; money typed as '1,234.50', sent in cents. */
export function ProductPriceForm({ markets, price, onSaved, onCancel }: ProductPriceFormProps) {
  const add = useAddProductPrice();
  const edit = useEditProductPrice();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      productType: price?.productType ?? 'PORT',
      marketId: price ? String(price.marketId) : '',
      speedMbps: price ? String(price.speedMbps) : '10000',
      termMonths: price ? String(price.termMonths) : '1',
      monthly: price ? centsToAmount(price.monthlyCents) : '',
      setup: price ? centsToAmount(price.setupCents) : '0.00',
      termDiscount: price ? bpToPercent(price.termDiscountBp) : '0',
      currency: price?.currency ?? '',
      fromDate: price?.fromDate ?? tomorrow(),
      toDate: price?.toDate ?? '',
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const errors: Record<string, string> = {};
    const monthly = parseAmountToCents(values.monthly);
    const setup = parseAmountToCents(values.setup);
    const discount = parsePercentToBp(values.termDiscount);
    if (monthly === null) errors.monthly = MESSAGES.amountInvalid;
    if (setup === null) errors.setup = MESSAGES.amountInvalid;
    if (discount === null) errors.termDiscount = 'Enter a percentage such as 10 or 12.5';
    const datesError = priceDatesError(
      { fromDate: values.fromDate, toDate: dateOrNull(values.toDate) },
      isoDateOf(new Date()),
    );
    if (datesError === PRICEBOOK_RULE_MESSAGES.toDateBeforeFromDate) errors.toDate = datesError;
    else if (datesError) errors.fromDate = datesError;
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    const body = {
      productType: values.productType,
      marketId: values.marketId ? Number(values.marketId) : undefined,
      speedMbps: Number(values.speedMbps),
      termMonths: Number(values.termMonths),
      monthlyCents: monthly,
      setupCents: setup,
      termDiscountBp: discount,
      currency: values.currency || undefined,
      fromDate: values.fromDate,
      toDate: dateOrNull(values.toDate),
    } as ProductPriceSave;
    const schemaErrors = zodFieldErrors(productPriceSaveSchema, body, {
      field: (p) => ({ monthlyCents: 'monthly', setupCents: 'setup', termDiscountBp: 'termDiscount' })[p] ?? p,
    });
    form.setErrors(schemaErrors);
    if (Object.keys(schemaErrors).length > 0) return;
    const done = {
      onSuccess: () => onSaved(price ? PRICING_MESSAGES.priceEdited : PRICING_MESSAGES.priceAdded),
      onError: (error: Error) => setFailure(isApiError(error) ? error.message : 'The price could not be saved.'),
    };
    if (price) edit.mutate({ id: price.id, body }, done);
    else add.mutate(body, done);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={price ? `Edit price ${price.id}` : 'Add a list price'}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Product"
            required
            allowDeselect={false}
            data={LISTED_PRODUCT_TYPES.map((p) => ({ value: p, label: PRODUCT_LABELS[p] }))}
            {...form.getInputProps('productType')}
            w={140}
          />
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
          <TextInput label="Speed (Mbps)" required inputMode="numeric" {...form.getInputProps('speedMbps')} w={120} />
          <Select
            label="Term"
            required
            allowDeselect={false}
            data={STAFF_TERMS_MONTHS.map((m) => ({ value: String(m), label: `${m} month${m === 1 ? '' : 's'}` }))}
            {...form.getInputProps('termMonths')}
            w={120}
          />
          <TextInput
            label="Monthly"
            placeholder="1,234.50"
            required
            inputMode="decimal"
            {...form.getInputProps('monthly')}
            w={130}
          />
          <TextInput label="Setup" inputMode="decimal" {...form.getInputProps('setup')} w={110} />
          <TextInput label="Term discount %" inputMode="decimal" {...form.getInputProps('termDiscount')} w={130} />
          <Select label="Currency" required data={[...CURRENCIES]} {...form.getInputProps('currency')} w={110} />
          <TextInput label="From" type="date" required {...form.getInputProps('fromDate')} w={160} />
          <TextInput
            label="To"
            description="Empty: until further notice"
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
