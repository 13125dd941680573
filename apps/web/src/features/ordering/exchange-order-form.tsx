import { Alert, Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { type ExchangeOrder, exchangeOrderSchema, productOrderEndpoints, suppliesEndpoints } from '@portico/contract';
import { DEFAULT_TERM_MONTHS, MESSAGES, PRODUCT_ORDER_MESSAGES, isoDateOf, parseAmountToCents } from '@portico/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../api';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { CompanyRequiredNote, type DraftErrors, useOrderDraft, useOrderKey } from './order-form-fields';
import type { OrderFormProps } from './order-page';
import { placeOrder } from './product-orders.api';
import { FieldRow } from '../../components/forms/field-row';

const EMPTY = {
  supplier: null as string | null,
  description: '',
  recurring: '',
  setup: '0',
  term: DEFAULT_TERM_MONTHS as number | string,
  contractStartDate: '',
};

/** The company's supplies: an exchange-point service is billed by one of its suppliers, in that supply's currency. */
function useSupplies(companyId: number | null) {
  return useQuery({
    queryKey: ['supplies', companyId],
    queryFn: ({ signal }) =>
      api.call(suppliesEndpoints.companySupplies, { params: { companyId: String(companyId) }, signal }),
    enabled: companyId !== null,
  });
}

/** An amount as the order carries it (cents), or the message for one that is not an amount. */
function cents(text: string): number | string {
  return parseAmountToCents(text) ?? MESSAGES.amountInvalid;
}

/**
 * Staff's exchange-point (ECIX) order (customer portal §3, decision 0047): a service that is not our Port, billed
 * at the monthly and set-up charges staff give, by one of the company's suppliers, from the contract start date.
 * Nothing is priced from the price book, so there is no quote: the order is placed as given, under one
 * Idempotency-Key per filled-in order.
 */
export function ExchangeOrderForm({ companyId, onPlaced }: OrderFormProps) {
  const supplies = useSupplies(companyId);
  const { draft, field, text, check } = useOrderDraft(EMPTY);
  const place = useMutation({
    mutationFn: ({ body, key }: { body: ExchangeOrder; key: string }) =>
      placeOrder(productOrderEndpoints.adminOrderExchange, body, key),
  });
  const key = useOrderKey(draft, place.reset);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (companyId === null) return;
    const recurring = cents(draft.recurring);
    const setup = cents(draft.setup);
    const body = {
      companyId,
      supplier: draft.supplier === null ? undefined : Number(draft.supplier),
      description: draft.description,
      recurring: typeof recurring === 'number' ? recurring : 0,
      setup: typeof setup === 'number' ? setup : 0,
      termInMonths: typeof draft.term === 'number' ? draft.term : undefined,
      contractStartDate: draft.contractStartDate || isoDateOf(new Date()),
    };
    const found: DraftErrors<typeof EMPTY> = {};
    const schemaErrors = zodFieldErrors(exchangeOrderSchema, body);
    if (schemaErrors.supplier) found.supplier = schemaErrors.supplier;
    if (schemaErrors.description) found.description = schemaErrors.description;
    if (typeof recurring === 'string') found.recurring = recurring;
    if (typeof setup === 'string') found.setup = setup;
    if (schemaErrors.termInMonths) found.term = schemaErrors.termInMonths;
    if (schemaErrors.contractStartDate) found.contractStartDate = schemaErrors.contractStartDate;
    if (!check(found)) return;
    place.mutate(
      { body: body as ExchangeOrder, key },
      {
        onSuccess: (order) => onPlaced(order, PRODUCT_ORDER_MESSAGES.exchangeCreated),
      },
    );
  }

  const items = supplies.data?.items ?? [];
  return (
    <form onSubmit={submit} noValidate aria-label="Exchange-point order">
      <Stack gap="sm" maw={720}>
        <CompanyRequiredNote shown={companyId === null} />
        <Select
          label="Supplier"
          required
          placeholder={supplies.isPending && companyId !== null ? 'Loading…' : 'Choose a supply of the company'}
          data={items.map((s) => ({
            value: String(s.supplierId),
            label: `${s.wellKnownSupplier} (${s.market}, ${s.currencyEnum})`,
          }))}
          {...field('supplier')}
          nothingFoundMessage={PRODUCT_ORDER_MESSAGES.noSupplyWithSupplier}
        />
        <TextInput label="Description" required maxLength={200} {...text('description')} />
        <FieldRow>
          <TextInput label="Monthly charge" required inputMode="decimal" {...text('recurring')} />
          <TextInput label="Set-up charge" inputMode="decimal" {...text('setup')} />
        </FieldRow>
        <FieldRow>
          <NumberInput label="Term (months)" min={1} max={60} allowDecimal={false} {...field('term')} />
          <TextInput
            label="Contract start date"
            type="date"
            description="Empty: today"
            {...text('contractStartDate')}
          />
        </FieldRow>
        {place.isError && (
          <Alert color="red" role="alert">
            {isApiError(place.error) ? place.error.message : MESSAGES.unexpected}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={place.isPending} disabled={companyId === null}>
            Place order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
