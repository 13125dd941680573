import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { type UseMutationResult } from '@tanstack/react-query';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { isApiError } from '../../api/client';
import { PagedTable } from '../../components/ui/paged-table';
import { Notice, PriceActions } from './price-actions';

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
            {c.row.original.fromDate}
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
        cell: (c) => <span style={{ whiteSpace: 'nowrap' }}>{c.row.original.toDate ?? '—'}</span>,
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
                onError: (error) => setFailure(isApiError(error) ? error.message : 'The price could not be deleted.'),
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

interface DatedPriceTabProps<P extends DatedPrice> {
  state: DatedPriceState<P>;
  /** the variant's own filters (Selects); the "Future only" switch, the export and "Add price" follow them */
  filters: ReactNode;
  futureOnly: boolean;
  onFutureOnly(futureOnly: boolean): void;
  exportButton: ReactNode;
  /** the title above the form, e.g. "Edit future VXC price 12" / "Add a VXC price" */
  formTitle(price: P | null): string;
  renderForm(props: { price: P | null; onSaved(message: string): void; onCancel(): void }): ReactNode;
  table: Omit<Parameters<typeof PagedTable<P>>[0], 'getRowKey' | 'stickyFirstColumn'>;
}

/** One price-book tab: filters, export, add, the open form, what the last change did, and the paged list. */
export function DatedPriceTab<P extends DatedPrice>({
  state,
  filters,
  futureOnly,
  onFutureOnly,
  exportButton,
  formTitle,
  renderForm,
  table,
}: DatedPriceTabProps<P>) {
  const { form } = state;
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        {filters}
        <Switch
          label="Future only"
          checked={futureOnly}
          onChange={(event) => onFutureOnly(event.currentTarget.checked)}
          mb={8}
        />
        {exportButton}
        <Button onClick={() => state.open(null)}>Add price</Button>
      </Group>
      <Notice message={state.notice} error={state.failure} />
      {form && (
        <Paper withBorder p="md">
          <Text fw={600} mb="xs">
            {formTitle(form.price)}
          </Text>
          <Fragment key={form.price?.id ?? 'new'}>
            {renderForm({ price: form.price, onSaved: state.saved, onCancel: state.close })}
          </Fragment>
        </Paper>
      )}
      <PagedTable stickyFirstColumn getRowKey={(row) => row.id} {...table} />
    </Stack>
  );
}
