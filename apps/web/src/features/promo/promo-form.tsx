import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type PromoCode,
  type PromoWire,
  promoCreateSchema,
  promoGenerateSchema,
  promoUpdateSchema,
} from '@portico/contract';
import {
  centsToAmount,
  generatesCodes,
  MESSAGES,
  PROMO_CURRENCIES,
  PROMO_DISCOUNT_TYPES,
  PROMO_MESSAGES,
  PROMO_PRODUCT_TYPES,
  PROMO_REGION_CODES,
  type PromoDiscountType,
  parseAmountToCents,
} from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { CompanyPicker } from '../../components/ui/company-picker';
import { useCreatePromo, useGeneratePromos, useUpdatePromo } from './promo.api';

export const DISCOUNT_TYPE_LABELS: Record<PromoDiscountType, string> = {
  PERCENTAGE: 'Percentage',
  MONTHLY: 'Monthly',
  FLOATING_AMOUNT: 'Floating amount',
  VXC_PRICE_MODIFIER: 'VXC price modifier',
};
const PRODUCT_LABELS: Record<string, string> = { PORT: 'Port', MCR2: 'MCR2', MVE: 'MVE', VXC: 'VXC', IX: 'IX' };

/** What the form holds: text as typed. */
export interface PromoFormValues {
  promoCodeId: string;
  prefix: string;
  discountType: PromoDiscountType | null;
  percentage: string;
  term: string;
  floatingAmount: string;
  currencyEnum: string | null;
  speedCap: string;
  recurringChargePercentModifier: string;
  baseRatePercentModifier: string;
  aEndRatePercentModifier: string;
  bEndRatePercentModifier: string;
  regions: string[];
  productTypes: string[];
  metros: string;
  locations: string;
  shared: boolean;
  singleUse: boolean;
  quantity: string;
  validFrom: string;
  validTo: string;
  customerId: string;
}

const isoDay = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 10));

export function initialPromoValues(promo: PromoCode | null): PromoFormValues {
  const amount = promo?.floatingAmount ?? null;
  return {
    promoCodeId: promo?.promoCodeId ?? '',
    prefix: '',
    discountType: promo?.discountType ?? null,
    percentage: promo?.percentage ?? '',
    term: promo?.term?.toString() ?? '',
    floatingAmount: amount === null ? '' : centsToAmount(amount),
    currencyEnum: promo?.currencyEnum ?? null,
    speedCap: promo?.speedCap?.toString() ?? '',
    recurringChargePercentModifier: promo?.recurringChargePercentModifier ?? '',
    baseRatePercentModifier: promo?.baseRatePercentModifier ?? '',
    aEndRatePercentModifier: promo?.aEndRatePercentModifier ?? '',
    bEndRatePercentModifier: promo?.bEndRatePercentModifier ?? '',
    regions: promo?.regions ?? [],
    productTypes: promo?.productTypes ?? [],
    metros: promo?.metros.join(', ') ?? '',
    locations: promo?.locations.join(', ') ?? '',
    shared: promo?.shared ?? false,
    singleUse: promo?.singleUse ?? false,
    quantity: promo?.quantity?.toString() ?? '',
    validFrom: isoDay(promo?.validFrom ?? null),
    validTo: isoDay(promo?.validTo ?? null),
    customerId: promo?.customerId?.toString() ?? '',
  };
}

/** A whole number as typed; other text is passed on so the schema refuses it with its message. */
const whole = (text: string): number | null => {
  const t = text.trim();
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : (t as unknown as number);
};
const ids = (text: string): number[] =>
  text
    .replace(/\s+/g, '')
    .split(',')
    .filter(Boolean)
    .map((id) => (/^\d+$/.test(id) ? Number(id) : (id as unknown as number)));
/** A day as the start (from) or the end (to) of that day, UTC, in epoch ms. */
const dayMs = (text: string, end: boolean): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const start = Date.parse(`${text}T00:00:00.000Z`);
  return end ? start + 86_400_000 - 1 : start;
};

/** The wire body the form sends (the same the server validates). */
export function toPromoWire(values: PromoFormValues): PromoWire {
  const amount = values.floatingAmount.trim();
  return {
    promoCodeId: values.promoCodeId.trim() || null,
    discountType: values.discountType,
    percentage: values.percentage.trim() || null,
    term: whole(values.term),
    // an amount that is not one reads as none: the rule's own message says what is needed
    floatingAmount: amount === '' ? null : (parseAmountToCents(amount) ?? 0),
    currencyEnum: values.currencyEnum,
    speedCap: whole(values.speedCap),
    recurringChargePercentModifier: values.recurringChargePercentModifier.trim() || null,
    baseRatePercentModifier: values.baseRatePercentModifier.trim() || null,
    aEndRatePercentModifier: values.aEndRatePercentModifier.trim() || null,
    bEndRatePercentModifier: values.bEndRatePercentModifier.trim() || null,
    regions: values.regions as PromoWire['regions'],
    productTypes: values.productTypes as PromoWire['productTypes'],
    metros: ids(values.metros),
    locations: ids(values.locations),
    shared: values.shared,
    singleUse: values.singleUse,
    quantity: whole(values.quantity),
    validFrom: dayMs(values.validFrom, false),
    validTo: dayMs(values.validTo, true),
    customerId: whole(values.customerId),
  };
}

export function isGenerating(values: PromoFormValues): boolean {
  const quantity = whole(values.quantity);
  return generatesCodes({ singleUse: values.singleUse, quantity: typeof quantity === 'number' ? quantity : null });
}

/** Every rule's message keyed by field, from the contract's schema (the server's own rules). */
export function promoFormErrors(values: PromoFormValues, id: number | null): Record<string, string> {
  const wire = toPromoWire(values);
  if (isGenerating(values)) return zodFieldErrors(promoGenerateSchema, { ...wire, prefix: values.prefix.trim() });
  return id === null ? zodFieldErrors(promoCreateSchema, wire) : zodFieldErrors(promoUpdateSchema, { ...wire, id });
}

/**
 * The spec's behaviour as the form is filled in: a floating amount ticks shared (and locks it); choosing the VXC
 * modifier prefills the base modifier 0 and the end modifiers 100.
 */
export function withBehaviour(values: PromoFormValues, previous: PromoFormValues): PromoFormValues {
  let next = values;
  if (next.discountType === 'FLOATING_AMOUNT') next = { ...next, shared: true };
  if (next.discountType === 'VXC_PRICE_MODIFIER' && previous.discountType !== 'VXC_PRICE_MODIFIER')
    next = {
      ...next,
      baseRatePercentModifier: next.baseRatePercentModifier || '0',
      aEndRatePercentModifier: next.aEndRatePercentModifier || '100',
      bEndRatePercentModifier: next.bEndRatePercentModifier || '100',
    };
  return next;
}

interface ServerProblem {
  message: string;
  /** each field error the server listed */
  details: string[];
}

function serverProblem(error: unknown): ServerProblem {
  if (!isApiError(error)) return { message: MESSAGES.unexpected, details: [] };
  const details = Array.isArray(error.data)
    ? error.data
        .map((d: unknown) => (d && typeof d === 'object' && 'message' in d ? String(d.message) : null))
        .filter((m): m is string => m !== null)
    : [];
  return { message: error.message, details };
}

/** The whole promo code form: create (or generate codes) when `promo` is null, else edit it. */
export function PromoForm({ promo, onSaved }: { promo: PromoCode | null; onSaved?(message: string): void }) {
  const [values, setValues] = useState(() => initialPromoValues(promo));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [generated, setGenerated] = useState<string[] | null>(null);
  const create = useCreatePromo();
  const update = useUpdatePromo();
  const generate = useGeneratePromos();
  const pending = create.isPending || update.isPending || generate.isPending;

  const generating = promo === null && isGenerating(values);
  const errors = promoFormErrors(values, promo?.id ?? null);
  const shown = (field: string) => (submitted || touched.has(field) ? errors[field] : undefined);
  const type = values.discountType;

  function set<K extends keyof PromoFormValues>(field: K, value: PromoFormValues[K]) {
    setValues((current) => withBehaviour({ ...current, [field]: value }, current));
    setTouched((current) => new Set(current).add(field));
    setSaved(null);
  }
  const text = (field: keyof PromoFormValues) => ({
    value: values[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value as never),
    error: shown(field),
  });

  function done(message: string) {
    setSaved(message);
    setProblem(null);
    onSaved?.(message);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setSaved(null);
    setGenerated(null);
    if (Object.keys(errors).length > 0) return;
    const wire = toPromoWire(values);
    const onError = (error: unknown) => setProblem(serverProblem(error));
    if (promo) {
      update.mutate({ ...wire, id: promo.id }, { onSuccess: () => done(PROMO_MESSAGES.updated), onError });
    } else if (generating) {
      generate.mutate(
        { ...wire, prefix: values.prefix.trim() },
        {
          onSuccess: (result) => {
            setGenerated(result.codes);
            done(PROMO_MESSAGES.saved);
          },
          onError,
        },
      );
    } else {
      create.mutate(wire, {
        onSuccess: () => {
          done(PROMO_MESSAGES.saved);
          setValues(initialPromoValues(null));
          setTouched(new Set());
          setSubmitted(false);
        },
        onError,
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={promo ? `Edit promo code ${promo.promoCodeId}` : 'New promo code'}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            label="Promo code"
            {...text('promoCodeId')}
            disabled={generating}
            description={generating ? 'Codes are generated: one per quantity' : undefined}
          />
          {generating ? <TextInput label="Prefix of generated codes" {...text('prefix')} /> : null}
          <Select
            label="Discount type"
            placeholder="Choose"
            data={PROMO_DISCOUNT_TYPES.map((t) => ({ value: t, label: DISCOUNT_TYPE_LABELS[t] }))}
            value={values.discountType}
            onChange={(v) => set('discountType', v as PromoDiscountType | null)}
            error={shown('discountType')}
          />
          <MultiSelect
            label="Product types"
            placeholder="Any"
            data={PROMO_PRODUCT_TYPES.map((p) => ({ value: p, label: PRODUCT_LABELS[p] ?? p }))}
            value={values.productTypes}
            onChange={(v) => set('productTypes', v)}
            error={shown('productTypes')}
          />
          {type === 'PERCENTAGE' ? <TextInput label="Percentage (%)" {...text('percentage')} /> : null}
          {type === 'PERCENTAGE' || type === 'MONTHLY' ? <TextInput label="Term (months)" {...text('term')} /> : null}
          {type === 'FLOATING_AMOUNT' ? (
            <>
              <TextInput label="Floating amount" placeholder="500.00" {...text('floatingAmount')} />
              <Select
                label="Currency"
                placeholder="Choose"
                data={[...PROMO_CURRENCIES]}
                value={values.currencyEnum}
                onChange={(v) => set('currencyEnum', v)}
                error={shown('currencyEnum')}
              />
            </>
          ) : null}
          {type === 'VXC_PRICE_MODIFIER' ? (
            <>
              <TextInput label="Speed cap (Mbps)" {...text('speedCap')} />
              <TextInput label="Recurring charge modifier (%)" {...text('recurringChargePercentModifier')} />
              <TextInput label="Base rate modifier (%)" {...text('baseRatePercentModifier')} />
              <TextInput label="A-End rate modifier (%)" {...text('aEndRatePercentModifier')} />
              <TextInput label="B-End rate modifier (%)" {...text('bEndRatePercentModifier')} />
            </>
          ) : null}
          <MultiSelect
            label="Regions"
            placeholder={type === 'VXC_PRICE_MODIFIER' ? 'At least one' : 'Every country'}
            data={[...PROMO_REGION_CODES]}
            searchable
            value={values.regions}
            onChange={(v) => set('regions', v)}
            error={shown('regions')}
          />
          <TextInput label="Metros (ids, comma-separated)" {...text('metros')} />
          <TextInput label="Locations (ids, comma-separated)" {...text('locations')} />
          <TextInput label="Valid from" type="date" {...text('validFrom')} />
          <TextInput label="Valid to" type="date" {...text('validTo')} />
          <TextInput label="Quantity" description="Empty: no limit" {...text('quantity')} />
          <CompanyPicker
            label="Reserved for company"
            description="Empty: any company may use it"
            value={values.customerId === '' ? null : Number(values.customerId)}
            valueName={promo?.customerName}
            onChange={(id) => set('customerId', id === null ? '' : String(id))}
            error={shown('customerId')}
          />
        </SimpleGrid>
        <Group>
          <Switch
            label="Shared"
            checked={values.shared}
            disabled={type === 'FLOATING_AMOUNT'}
            onChange={(e) => set('shared', e.currentTarget.checked)}
          />
          <Checkbox
            label="Single use"
            checked={values.singleUse}
            onChange={(e) => set('singleUse', e.currentTarget.checked)}
          />
        </Group>
        {problem ? (
          <Alert color="red" variant="light" role="alert" title={problem.message}>
            {problem.details.length > 1 ? (
              <List size="sm">
                {problem.details.map((d) => (
                  <List.Item key={d}>{d}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        {saved ? (
          <Alert color="green" variant="light" role="status">
            {saved}
          </Alert>
        ) : null}
        {generated ? (
          <Stack gap={4} aria-label="Generated codes">
            <Text fw={600}>{generated.length} codes generated</Text>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {generated.join(', ')}
            </Text>
          </Stack>
        ) : null}
        <Group>
          <Button type="submit" loading={pending}>
            {promo ? 'Save changes' : generating ? 'Generate codes' : 'Save promo code'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
