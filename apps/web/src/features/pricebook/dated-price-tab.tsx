import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Market } from '@portico/contract';
import { formatDay } from '@portico/domain';
import { type UseMutationResult } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { messageOf } from '../../api';
import { useChange } from '../../api/hooks';
import {
  DatedPriceForm,
  type DatedPriceFormProps,
  type DatedValues,
  type PriceField,
} from '../../components/forms/dated-price-form';
import { CsvExportButton, type CsvExportButtonProps } from '../../components/ui/csv-export-button';
import { FilterSelects, type ListFilter } from '../../components/ui/list-filters';
import { Outcome } from '../../components/ui/outcome';
import { type PageResult, PagedTable } from '../../components/ui/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { PriceActions } from './price-actions';
import type { DatedPriceCalls } from './pricebook.api';

/** What every price-book variant (VXC, MVE, list price) has: an id and the dates it applies between. */
export interface DatedPrice {
  id: number;
  future: boolean;
  fromDate: string;
  toDate: string | null;
}

/** The state of a dated-price tab: the open form, the last notice or failure, and its delete. */
export interface DatedPriceState<P extends DatedPrice> {
  /** the form shown: a new price (`price: null`) or the future price being edited */
  form: { price: P | null } | null;
  open(price: P | null): void;
  close(): void;
  saved(message: string): void;
  notice: string | null;
  failure: string | null;
  /** From, To and the Edit/Delete actions, the columns every variant ends with */
  // TanStack's column helpers produce ColumnDef<T, V> with a different V per column; its docs type the array this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  datedColumns: ColumnDef<P, any>[];
}

export function useDatedPriceState<P extends DatedPrice>(
  remove: UseMutationResult<unknown, Error, number>,
  deletedMessage: string,
): DatedPriceState<P> {
  const [form, setForm] = useState<{ price: P | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const datedColumns = useMemo(() => {
    const column = createColumnHelper<P>();
    return [
      column.display({
        id: 'fromDate',
        header: 'From',
        cell: (c) => (
          <Group gap={4} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(c.row.original.fromDate)}
            {c.row.original.future && (
              <Badge size="xs" variant="light">
                future
              </Badge>
            )}
          </Group>
        ),
      }),
      column.display({
        id: 'toDate',
        header: 'To',
        cell: (c) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(c.row.original.toDate)}</span>,
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: (c) => (
          <PriceActions
            id={c.row.original.id}
            future={c.row.original.future}
            editing={form?.price?.id === c.row.original.id}
            deleting={remove.isPending}
            onEdit={() => {
              setNotice(null);
              setForm({ price: c.row.original });
            }}
            onDelete={() => {
              setNotice(null);
              setFailure(null);
              remove.mutate(c.row.original.id, {
                onSuccess: () => setNotice(deletedMessage),
                onError: (error) => setFailure(messageOf(error, 'The price could not be deleted.')),
              });
            }}
          />
        ),
      }),
    ];
  }, [form, remove, deletedMessage]);

  return {
    form,
    open(price) {
      setNotice(null);
      setForm({ price });
    },
    close: () => setForm(null),
    saved(message) {
      setForm(null);
      setFailure(null);
      setNotice(message);
    },
    notice,
    failure,
    datedColumns,
  };
}

/** How a variant's form is made: its fields, checks, body and save, for `DatedPriceForm`. */
export interface DatedPriceFormDeclaration<P extends DatedPrice, V extends DatedValues, B> extends Pick<
  DatedPriceFormProps<V, B>,
  'toBody' | 'schema' | 'fieldOf'
> {
  initialValues(price: P | null): V;
  fields(markets: readonly Market[]): PriceField<V>[];
  after?(form: UseFormReturnType<V>, markets: readonly Market[]): ReactNode;
  /** what the tab says once it is saved */
  saved(price: P | null): string;
}

/**
 * What a variant calls its prices ("VXC price", "VXC prices", "a VXC price"), from which the tab words its list
 * (caption, nothing matching, failed), the title above its form ("Edit future VXC price 12") and the form's name.
 */
interface PriceNames {
  one: string;
  many: string;
  /** the new price the form adds, with its article */
  aNew: string;
  /** the list's caption when it is not `many` */
  caption?: string;
}

/** A price-book variant (VXC, MVE, list prices) as data; `DatedPriceTab` makes the tab of it. */
export interface DatedPriceVariant<P extends DatedPrice, V extends DatedValues, B> {
  /** the variant's own filters, each named after the query parameter it sets */
  filters(markets: readonly Market[]): ListFilter[];
  useList(query: Record<string, string | undefined>): PageResult<P>;
  csv: { endpoint: CsvExportButtonProps['endpoint']; filename: string };
  /** the variant's own columns; From, To and the actions follow */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as DataTableProps['columns']
  columns(markets: readonly Market[]): ColumnDef<P, any>[];
  names: PriceNames;
  calls: DatedPriceCalls<B>;
  deleted: string;
  form: DatedPriceFormDeclaration<P, V, B>;
}

const PAGE_SIZE = 25;

function VariantForm<P extends DatedPrice, V extends DatedValues, B>({
  declaration: form,
  label,
  calls,
  markets,
  price,
  onSaved,
  onCancel,
}: {
  declaration: DatedPriceFormDeclaration<P, V, B>;
  label: string;
  calls: DatedPriceCalls<B>;
  markets: readonly Market[];
  price: P | null;
  onSaved(message: string): void;
  onCancel(): void;
}) {
  const save = useChange(calls.keys, (body: B) => (price ? calls.edit(price.id, body) : calls.add(body)));
  return (
    <DatedPriceForm<V, B>
      label={label}
      initialValues={form.initialValues(price)}
      fields={form.fields(markets)}
      after={form.after && ((values) => form.after?.(values, markets))}
      toBody={form.toBody}
      schema={form.schema}
      fieldOf={form.fieldOf}
      save={save}
      onSaved={() => onSaved(form.saved(price))}
      failure="The price could not be saved."
      submitLabel={price ? 'Save price' : 'Add price'}
      onCancel={onCancel}
    />
  );
}

/**
 * One price-book tab: the variant's filters, "Future only", the export and "Add price", the open form, what the last
 * change did, and the server-paged list with its From, To and Edit/Delete columns.
 */
export function DatedPriceTab<P extends DatedPrice, V extends DatedValues, B>({
  variant,
  markets,
}: {
  variant: DatedPriceVariant<P, V, B>;
  markets: readonly Market[];
}) {
  const filters = variant.filters(markets);
  // every filter is a query parameter, "Future only" too (`future=true`)
  const list = usePagedList<Record<string, string | null>>(
    Object.fromEntries([...filters.map((f) => f.name), 'future'].map((name) => [name, null])),
    { pageSize: PAGE_SIZE },
  );
  const state = useDatedPriceState<P>(useChange(variant.calls.keys, variant.calls.remove), variant.deleted);
  const query: Record<string, string | undefined> = {
    page: String(list.page),
    pageSize: String(PAGE_SIZE),
    ...Object.fromEntries(Object.entries(list.filters).map(([name, value]) => [name, value ?? undefined])),
  };
  const result = variant.useList(query);
  const { form, datedColumns } = state;
  const { names } = variant;
  const columns = useMemo(() => [...variant.columns(markets), ...datedColumns], [variant, markets, datedColumns]);

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <FilterSelects list={list} filters={filters} />
        <Switch
          label="Future only"
          checked={list.filters.future === 'true'}
          onChange={(event) => list.set.future?.(event.currentTarget.checked ? 'true' : null)}
          mb={8}
        />
        <CsvExportButton endpoint={variant.csv.endpoint} query={query} filename={variant.csv.filename} />
        <Button onClick={() => state.open(null)}>Add price</Button>
      </Group>
      <Outcome error={state.failure} success={state.notice} />
      {form && (
        <Paper withBorder p="md">
          <Text fw={600} mb="xs">
            {form.price ? `Edit future ${names.one} ${form.price.id}` : `Add ${names.aNew}`}
          </Text>
          <VariantForm
            key={form.price?.id ?? 'new'}
            declaration={variant.form}
            label={form.price ? `Edit ${names.one} ${form.price.id}` : `Add ${names.aNew}`}
            calls={variant.calls}
            markets={markets}
            price={form.price}
            onSaved={state.saved}
            onCancel={state.close}
          />
        </Paper>
      )}
      <PagedTable
        stickyFirstColumn
        getRowKey={(row) => row.id}
        columns={columns}
        list={list}
        result={result}
        items={names.many}
        caption={names.caption}
      />
    </Stack>
  );
}
