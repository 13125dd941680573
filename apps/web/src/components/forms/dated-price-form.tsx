import { Button, type ComboboxData, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { Market } from '@portico/contract';
import {
  CURRENCIES,
  INPUT_MESSAGES,
  isoDateOf,
  MESSAGES,
  minorDigitsOf,
  parseAmountToMinor,
  parsePercentToBp,
  PRICEBOOK_RULE_MESSAGES,
  priceDatesError,
} from '@portico/domain';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { messageOf } from '../../api';
import { dateOrNull } from '../../lib/price-format';
import { Outcome } from '../ui/outcome';
import { zodFieldErrors } from './form-errors';

/** What every dated price form holds: text as typed, and the dates it applies between. */
export interface DatedValues {
  fromDate: string;
  toDate: string;
}

/** One field of a price form, as data: a Select when it has options, a text input otherwise. */
export interface PriceField<V> {
  name: keyof V & string;
  label: string;
  w: number;
  data?: ComboboxData;
  required?: boolean;
  searchable?: boolean;
  /** a Select whose choice cannot be cleared */
  fixed?: boolean;
  placeholder?: string;
  description?: string;
  inputMode?: 'decimal' | 'numeric';
  type?: 'date';
  /** the message when it is left empty, said before anything is sent */
  missing?: string;
  /** a choice fills in other fields too (a market its currency) */
  fills?(value: string): Partial<V>;
  /** shown only while this holds */
  shown?(values: V): boolean;
}

/** A field of a form, or a field of one of its lists ('charges.0.amount'). */
export type FieldPath<V> = (keyof V & string) | `${keyof V & string}.${string}`;

/** The checks a form makes before the contract's schema; each failure is said on its field and nothing is sent. */
export interface PriceChecks<V> {
  /**
   * Money typed in major units of the form's currency ('1,234.50'; whole yen for JPY), in minor units: the field
   * `name`, or `text` said on the field at `name` (a row of a list).
   */
  money(name: FieldPath<V>, text?: string): number | null;
  /** a percentage typed as '12.5', in basis points */
  percent(name: keyof V & string, message: string): number | null;
  /** From and To (To empty: none), with the date rule's message on the field it is about */
  dates(): { fromDate: string; toDate: string | null };
  refuse(name: FieldPath<V>, message: string): void;
}

interface SaveCall<B> {
  mutate(body: B, done: { onSuccess(): void; onError(error: Error): void }): void;
  isPending: boolean;
}

export interface DatedPriceFormProps<V extends DatedValues, B> {
  /** the form's accessible name */
  label: string;
  initialValues: V;
  fields: readonly PriceField<V>[];
  /** what follows the fields (the VXC charges and how they read) */
  after?(form: UseFormReturnType<V>): ReactNode;
  /** the body sent; what `checks` refuses stops it */
  toBody(values: V, checks: PriceChecks<V>): B;
  /** the contract's schema of the body, and the form's field of each body field named otherwise */
  schema: z.ZodType;
  fieldOf?: Readonly<Record<string, keyof V & string>>;
  save: SaveCall<B>;
  onSaved(): void;
  /** said when a failure brings no message of the server's */
  failure: string;
  submitLabel: string;
  onCancel?(): void;
}

function checksOf<V extends DatedValues>(values: V, errors: Record<string, string>): PriceChecks<V> {
  const refuse = (name: string, message: string) => {
    errors[name] = message;
  };
  return {
    money(name, text = String(values[name as keyof V])) {
      // a form without a currency (none chosen yet) reads cents, as the amount rule does
      const currency = 'currency' in values ? String(values.currency) : '';
      const minor = parseAmountToMinor(text, currency);
      if (minor === null)
        refuse(name, minorDigitsOf(currency) === 0 ? INPUT_MESSAGES.amountWhole : MESSAGES.amountInvalid);
      return minor;
    },
    percent(name, message) {
      const bp = parsePercentToBp(String(values[name]));
      if (bp === null) refuse(name, message);
      return bp;
    },
    dates() {
      const dates = { fromDate: values.fromDate, toDate: dateOrNull(values.toDate) };
      const error = priceDatesError(dates, isoDateOf(new Date()));
      if (error) refuse(error === PRICEBOOK_RULE_MESSAGES.toDateBeforeFromDate ? 'toDate' : 'fromDate', error);
      return dates;
    },
    refuse,
  };
}

function PriceInput<V extends DatedValues>({ field, form }: { field: PriceField<V>; form: UseFormReturnType<V> }) {
  if (field.shown && !field.shown(form.values)) return null;
  const input = form.getInputProps(field.name);
  if (!field.data)
    return (
      <TextInput
        label={field.label}
        placeholder={field.placeholder}
        description={field.description}
        type={field.type}
        required={field.required}
        inputMode={field.inputMode}
        {...input}
        w={field.w}
      />
    );
  const { fills } = field;
  return (
    <Select
      label={field.label}
      required={field.required}
      searchable={field.searchable}
      allowDeselect={field.fixed ? false : undefined}
      data={field.data}
      {...input}
      {...(fills && {
        onChange: (value: string | null) =>
          form.setValues({ [field.name]: value ?? '', ...fills(value ?? '') } as Partial<V>),
      })}
      w={field.w}
    />
  );
}

/**
 * A dated price added or edited: its fields given as data, money typed as people write it and sent in minor units,
 * the form's own checks and then the contract's schema before anything is sent; the server checks every rule again.
 */
export function DatedPriceForm<V extends DatedValues, B>(props: DatedPriceFormProps<V, B>) {
  const { fields, toBody, schema, fieldOf, save } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V>({ initialValues: props.initialValues });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const errors: Record<string, string> = {};
    for (const field of fields) if (field.missing && !values[field.name]) errors[field.name] = field.missing;
    const body = toBody(values, checksOf(values, errors));
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    const schemaErrors = zodFieldErrors(schema, body, { field: (path) => fieldOf?.[path] ?? path });
    form.setErrors(schemaErrors);
    if (Object.keys(schemaErrors).length > 0) return;
    save.mutate(body, { onSuccess: props.onSaved, onError: (error) => setFailure(messageOf(error, props.failure)) });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={props.label}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap">
          {fields.map((field) => (
            <PriceInput key={field.name} field={field} form={form} />
          ))}
        </Group>
        {props.after?.(form)}
        <Outcome error={failure} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {props.submitLabel}
          </Button>
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The market of a price; choosing one fills in its currency. `any` offers "Any" first (a company's own price). */
function marketField<V extends DatedValues & { marketId: string; currency: string }>(
  markets: readonly Market[],
  options: { any?: boolean; missing?: string } = {},
): PriceField<V> {
  const fills = (value: string) => {
    const market = markets.find((m) => String(m.id) === value);
    return (market ? { currency: market.currency } : {}) as Partial<V>;
  };
  if (options.any)
    return {
      name: 'marketId',
      label: 'Market',
      data: [{ value: '', label: 'Any' }, ...markets.map((m) => ({ value: String(m.id), label: m.name }))],
      fills,
      w: 170,
    };
  return {
    name: 'marketId',
    label: 'Market',
    required: true,
    searchable: true,
    data: markets.map((m) => ({ value: String(m.id), label: `${m.name} (${m.currency})` })),
    missing: options.missing,
    fills,
    w: 200,
  };
}

function currencyField<V extends DatedValues & { currency: string }>(w: number, missing?: string) {
  return { name: 'currency', label: 'Currency', required: true, data: [...CURRENCIES], missing, w } as PriceField<V>;
}

/** An amount typed as money in major units ('1,234.50'; whole yen for JPY). */
function moneyField<V>(name: keyof V & string, label: string, w: number): PriceField<V> {
  return { name, label, placeholder: '1,234.50', required: true, inputMode: 'decimal', w };
}

/** From and To; `to` says what an empty To means, `from` what an empty From means (else From is required). */
function dateFields<V extends DatedValues>(to: string, from?: string): PriceField<V>[] {
  return [
    { name: 'fromDate', label: 'From', description: from, type: 'date', required: !from, w: 160 },
    { name: 'toDate', label: 'To', description: to, type: 'date', w: 180 },
  ];
}

/** A required choice that stays chosen (a product, a band, a term). */
function choiceField<V>(name: keyof V & string, label: string, data: ComboboxData, w: number): PriceField<V> {
  return { name, label, required: true, fixed: true, data, w };
}

/** The fields price forms share, by what they hold: `priceFields.market(markets)`, `priceFields.dates(…)`. */
export const priceFields = {
  market: marketField,
  currency: currencyField,
  money: moneyField,
  dates: dateFields,
  choice: choiceField,
};
