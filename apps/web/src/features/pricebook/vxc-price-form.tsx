import { Alert, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Market, type VxcPrice, type VxcPriceSave, vxcPriceSaveSchema } from '@portico/contract';
import {
  CURRENCIES,
  DISTANCE_BANDS,
  formatVxcChargesJson,
  PRICE_CHARGE_TYPES,
  PRICEBOOK_MESSAGES,
  parseVxcChargesJson,
  priceDatesError,
  PRICEBOOK_RULE_MESSAGES,
  VXC_A_CONNECT_TYPE_LABELS,
  VXC_A_CONNECT_TYPES,
  VXC_B_CONNECT_TYPES,
  isoDateOf,
} from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { useAddVxcPrice, useEditVxcPrice } from './pricebook.api';
import { ChargesList } from './charges-list';
import { bandOption, dateOrNull, supplierOfMarket, tomorrow } from '../../lib/price-format';

const EXAMPLE_CHARGES = '[\n  {"speed": 100, "charge": 6000},\n  {"speed": 1000, "charge": 18000}\n]';

interface VxcPriceFormProps {
  markets: readonly Market[];
  /** the price to edit; null adds one */
  price: VxcPrice | null;
  onSaved(message: string): void;
  onCancel(): void;
}

/**
 * Adds a VXC price, or edits a future one. Charges are typed as JSON (cents per speed, shown back as amounts under
 * the field); malformed JSON is refused here with the domain's message and nothing is sent. The server checks every rule again.
 */
export function VxcPriceForm({ markets, price, onSaved, onCancel }: VxcPriceFormProps) {
  const add = useAddVxcPrice();
  const edit = useEditVxcPrice();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      marketId: price ? String(price.marketId) : '',
      distanceBand: price?.distanceBand ?? 'METRO',
      aConnectType: price?.aConnectType ?? 'ANY',
      bConnectType: price?.bConnectType ?? 'ANY',
      type: price?.type ?? 'BASE_RATE',
      currency: price?.currency ?? '',
      countryCode: price?.countryCode ?? '',
      fromDate: price?.fromDate ?? tomorrow(),
      toDate: price?.toDate ?? '',
      charges: price ? formatVxcChargesJson(price.charges) : EXAMPLE_CHARGES,
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const errors: Record<string, string> = {};
    const charges = parseVxcChargesJson(values.charges);
    if (!charges.ok) errors.charges = charges.message;
    if (!values.marketId) errors.marketId = 'Choose a market';
    if (!values.currency) errors.currency = 'Choose a currency';
    const dates = { fromDate: values.fromDate, toDate: dateOrNull(values.toDate) };
    const datesError = priceDatesError(dates, isoDateOf(new Date()));
    if (datesError === PRICEBOOK_RULE_MESSAGES.toDateBeforeFromDate) errors.toDate = datesError;
    else if (datesError) errors.fromDate = datesError;
    if (Object.keys(errors).length > 0 || !charges.ok) {
      form.setErrors(errors);
      return;
    }
    const body = {
      marketId: Number(values.marketId),
      distanceBand: values.distanceBand,
      aConnectType: values.aConnectType,
      bConnectType: values.bConnectType,
      type: values.type,
      currency: values.currency,
      ...(values.countryCode.trim() ? { countryCode: values.countryCode.trim() } : {}),
      ...dates,
      charges: charges.charges,
    } as VxcPriceSave;
    const schemaErrors = zodFieldErrors(vxcPriceSaveSchema, body);
    form.setErrors(schemaErrors);
    if (Object.keys(schemaErrors).length > 0) return;
    const done = {
      onSuccess: () => onSaved(price ? PRICEBOOK_MESSAGES.vxcEdited : PRICEBOOK_MESSAGES.vxcAdded),
      onError: (error: Error) => setFailure(isApiError(error) ? error.message : 'The price could not be saved.'),
    };
    if (price) edit.mutate({ id: price.id, body }, done);
    else add.mutate(body, done);
  });

  const preview = parseVxcChargesJson(form.values.charges);
  const marketOptions = markets.map((m) => ({ value: String(m.id), label: `${m.name} (${m.currency})` }));
  return (
    <form onSubmit={submit} noValidate aria-label={price ? `Edit VXC price ${price.id}` : 'Add a VXC price'}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Market"
            required
            searchable
            data={marketOptions}
            {...form.getInputProps('marketId')}
            onChange={(value) => {
              form.setFieldValue('marketId', value ?? '');
              const market = markets.find((m) => String(m.id) === value);
              if (market) form.setFieldValue('currency', market.currency);
            }}
            w={200}
          />
          <Select
            label="Distance band"
            required
            allowDeselect={false}
            data={DISTANCE_BANDS.map(bandOption)}
            {...form.getInputProps('distanceBand')}
            w={170}
          />
          <Select
            label="A end"
            required
            allowDeselect={false}
            data={VXC_A_CONNECT_TYPES.map((a) => ({ value: a, label: VXC_A_CONNECT_TYPE_LABELS[a] }))}
            {...form.getInputProps('aConnectType')}
            w={120}
          />
          <Select
            label="B end"
            required
            allowDeselect={false}
            data={[...VXC_B_CONNECT_TYPES]}
            {...form.getInputProps('bConnectType')}
            w={130}
          />
          <Select
            label="Charge type"
            required
            allowDeselect={false}
            data={[...PRICE_CHARGE_TYPES]}
            {...form.getInputProps('type')}
            w={160}
          />
          <Select label="Currency" required data={[...CURRENCIES]} {...form.getInputProps('currency')} w={110} />
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
        <Textarea
          label="Charges (JSON, amounts in cents)"
          description='One {"speed": Mbps, "charge": cents} per speed: 4500 is 45.00 of the currency (whole yen for JPY). A speed pays the charge of the smallest listed speed at or above it.'
          required
          autosize
          minRows={4}
          maxRows={14}
          styles={{ input: { fontFamily: 'monospace' } }}
          {...form.getInputProps('charges')}
        />
        {preview.ok && form.values.currency ? (
          <div>
            <Text size="sm" fw={500}>
              Reads as
            </Text>
            <ChargesList
              charges={preview.charges}
              currency={form.values.currency}
              supplierId={supplierOfMarket(markets, Number(form.values.marketId))}
              label="Charges as entered"
            />
          </div>
        ) : null}
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
