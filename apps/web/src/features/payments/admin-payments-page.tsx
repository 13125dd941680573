import { Badge, Button, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type PaymentTransaction, paymentsEndpoints } from '@portico/contract';
import {
  bankOptions,
  consumerLabel,
  DEFAULT_PAYMENT_METHOD,
  formatDay,
  formatMinor,
  localDayAt,
  PAYMENT_MESSAGES,
  readerTimeZone,
  receiptCurrencies,
  signedAmountCents,
  SUPPLIERS,
} from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { type ListFilter, ListFilterBar } from '../../components/ui/list-filters';
import { Outcome } from '../../components/ui/outcome';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeader } from '../../components/ui/page-header';
import { usePagedList } from '../../hooks/use-paged-list';
import { paymentStateWord } from '../../lib/payment-state';
import {
  AllocationPanel,
  type AllocationSource,
  allocationRequests,
  prefilledAmounts,
  refusalOf,
} from './allocation-panel';
import {
  type PaymentListState,
  type ReceiptBody,
  useAllocate,
  useAutoAllocate,
  useOpenInvoices,
  useReceipt,
  useReceiptAndAllocate,
  useRemovePayment,
  useSupplierTransactions,
  useTransaction,
  useUnallocate,
} from './payments.api';
import { type ReceiptDraft, ReceiptForm, type ReceiptProblems, receiptProblems } from './receipt-form';

const PAGE_SIZE = 25;
const SUPPLIER_OPTIONS = SUPPLIERS.map((s) => ({
  value: String(s.supplierId),
  label: `${s.market} (${s.supplierId})`,
}));
const supplierName = (id: number) => SUPPLIERS.find((s) => s.supplierId === id)?.market ?? `Supplier ${id}`;

const STATE_FILTER: ListFilter<'state'> = {
  name: 'state',
  label: 'Show',
  w: 160,
  placeholder: 'All',
  data: [
    { value: 'all', label: 'All' },
    { value: 'open', label: 'Open (left to allocate)' },
    { value: 'allocated', label: 'Allocated' },
    { value: 'removed', label: 'Removed' },
  ],
};

/** A supplier's own receipt: today's dates, EFT, a credit in its currency into its first bank. */
function freshDraft(supplierId: number | undefined): ReceiptDraft {
  const today = localDayAt(Date.now(), readerTimeZone());
  const currency = (supplierId ? receiptCurrencies(supplierId)[0] : undefined) ?? 'AUD';
  return {
    transactionDate: today,
    receiptDate: today,
    consumerId: null,
    consumerName: null,
    amount: '',
    notes: '',
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    bank: (supplierId ? bankOptions(supplierId, currency)[0] : undefined) ?? null,
    transactionType: 'CREDIT',
    currency,
  };
}

/** The receipt as the server is asked for it: the consumer named 'Company name - {companyId}' (§5). */
function receiptBody(supplierId: number, draft: ReceiptDraft): ReceiptBody {
  const banks: readonly string[] = bankOptions(supplierId, draft.currency);
  return {
    transactionDate: draft.transactionDate,
    receiptDate: draft.receiptDate,
    consumerName: consumerLabel(draft.consumerName ?? `Company ${draft.consumerId}`, draft.consumerId ?? 0),
    amount: draft.amount.trim().replace(/^-/, ''),
    notes: draft.notes.trim() || undefined,
    paymentMethod: draft.paymentMethod,
    bank: draft.bank && banks.includes(draft.bank) ? (draft.bank as ReceiptBody['bank']) : null,
    supplierId,
    transactionType: draft.transactionType,
    currency: draft.currency as ReceiptBody['currency'],
  };
}

const column = createColumnHelper<PaymentTransaction>();

/**
 * `/adminPayments` and `/adminPayments/{supplierId}` (customer portal §5, §8; admin console auto-allocate): staff
 * receipt payments for a supplier, allocate them to the consumer's committed invoices, unallocate, remove one
 * receipted in error, and auto-allocate a company's unallocated payments oldest first.
 */
export function AdminPaymentsPage() {
  const navigate = useNavigate();
  const supplierParam = useParams().supplierId;
  const supplierId = supplierParam && /^\d+$/.test(supplierParam) ? Number(supplierParam) : undefined;

  const [draft, setDraft] = useState(() => freshDraft(supplierId));
  const [problems, setProblems] = useState<ReceiptProblems>({});
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [shown, setShown] = useState<{ error?: unknown; success?: string }>({});
  const [receiptShown, setReceiptShown] = useState<{ error?: unknown; success?: string }>({});
  const [autoCompany, setAutoCompany] = useState('');
  const [autoShown, setAutoShown] = useState<{ error?: unknown; success?: string }>({});

  const list = usePagedList({ search: '', state: 'all' as string | null }, { pageSize: PAGE_SIZE, search: 'search' });
  const state = (list.settled.state ?? 'all') as PaymentListState;
  const transactions = useSupplierTransactions(supplierId, { ...list.paging, state });
  const selected = useTransaction(selectedId);
  const payment = selectedId !== null ? (selected.data ?? null) : null;
  const companyId = selectedId !== null ? (payment?.consumerId ?? null) : draft.consumerId;
  const invoices = useOpenInvoices(companyId, supplierId);
  const openInvoices = invoices.data ?? [];

  const receipt = useReceipt();
  const receiptAndAllocate = useReceiptAndAllocate();
  const allocate = useAllocate();
  const unallocate = useUnallocate();
  const remove = useRemovePayment();
  const autoAllocate = useAutoAllocate();

  // what allocation takes from: the selected payment, or the receipt being typed
  const draftCents = signedAmountCents(draft.amount, draft.transactionType);
  const source: AllocationSource | null = payment
    ? {
        transactionType: payment.transactionType,
        currency: payment.currency,
        allocatableCents: payment.allocatableAmount,
      }
    : selectedId === null && draftCents !== null
      ? { transactionType: draft.transactionType, currency: draft.currency, allocatableCents: draftCents }
      : null;
  const amounts = { ...prefilledAmounts(source, openInvoices), ...edits };

  const changeDraft = (next: Partial<ReceiptDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setProblems({});
    // typing a receipt is working on a new payment: the panel shows the consumer's invoices for it
    if ('consumerId' in next || 'amount' in next || 'transactionType' in next || 'currency' in next) {
      setSelectedId(null);
      setEdits({});
    }
  };
  const chooseSupplier = (value: string | null) => {
    const id = value ? Number(value) : undefined;
    setDraft((d) => ({ ...freshDraft(id), ...pick(d), bank: freshDraft(id).bank, currency: freshDraft(id).currency }));
    setSelectedId(null);
    setEdits({});
    navigate(value ? `/adminPayments/${value}` : '/adminPayments');
  };
  const select = (row: PaymentTransaction) => {
    setSelectedId(row.transactionId);
    setEdits({});
    setShown({});
  };

  const checkReceipt = (): ReceiptBody | null => {
    const found = receiptProblems(supplierId, draft);
    setProblems(found);
    setReceiptShown({});
    if (!supplierId || Object.keys(found).length > 0) return null;
    return receiptBody(supplierId, draft);
  };
  const receiptDone = (message: string, transactionId: number) => {
    setReceiptShown({ success: message });
    setDraft((d) => ({ ...d, amount: '', notes: '' }));
    setEdits({});
    setSelectedId(transactionId);
  };
  const submitReceipt = () => {
    const body = checkReceipt();
    if (!body) return;
    receipt.mutate(body, {
      onSuccess: (t) => receiptDone(`Payment ${t.transactionId} receipted.`, t.transactionId),
      onError: (error) => setReceiptShown({ error }),
    });
  };
  const submitReceiptAndAllocate = () => {
    const body = checkReceipt();
    if (!body) return;
    if (selectedId !== null) {
      // the panel shows another payment's invoices: show the consumer's, to be checked before asking
      setSelectedId(null);
      setEdits({});
      return;
    }
    const asked = allocationRequests(draft.transactionType, openInvoices, amounts);
    const refused = typeof asked === 'string' ? asked : refusalOf(source, openInvoices, asked);
    if (refused || typeof asked === 'string') {
      setReceiptShown({ error: refused });
      return;
    }
    receiptAndAllocate.mutate(
      { receipt: body, allocations: asked },
      {
        onSuccess: (r) =>
          receiptDone(
            `Payment ${r.transaction.transactionId} receipted and ${formatMinor(Math.abs(r.allocatedCents), r.transaction.currency)} allocated.`,
            r.transaction.transactionId,
          ),
        onError: (error) => setReceiptShown({ error }),
      },
    );
  };
  const submitAllocate = () => {
    const type = payment?.transactionType ?? draft.transactionType;
    const asked = allocationRequests(type, openInvoices, amounts);
    const refused = typeof asked === 'string' ? asked : refusalOf(payment && source, openInvoices, asked);
    if (refused || typeof asked === 'string' || !payment) {
      setShown({ error: refused ?? PAYMENT_MESSAGES.selectPayment });
      return;
    }
    allocate.mutate(
      { transactionId: payment.transactionId, allocations: asked },
      {
        onSuccess: (r) => {
          setEdits({});
          setShown({ success: `${formatMinor(Math.abs(r.allocatedCents), r.transaction.currency)} allocated.` });
        },
        onError: (error) => setShown({ error }),
      },
    );
  };
  const submitAutoAllocate = () => {
    const id = autoCompany.trim();
    if (!/^\d+$/.test(id) || Number(id) <= 0) {
      setAutoShown({ error: PAYMENT_MESSAGES.companyIdRequired });
      return;
    }
    autoAllocate.mutate(
      { companyId: Number(id), supplierId },
      {
        onSuccess: (r) =>
          setAutoShown({ success: `${r.allocations} allocation${r.allocations === 1 ? '' : 's'} made.` }),
        onError: (error) => setAutoShown({ error }),
      },
    );
  };

  const columns = [
    column.accessor('transactionId', { header: 'Payment' }),
    column.accessor('transactionDate', { header: 'Date', cell: (c) => formatDay(c.getValue()), ...SECONDARY }),
    column.accessor('consumerName', { header: 'Consumer' }),
    column.accessor('paymentMethod', {
      header: 'Method',
      cell: (c) => [c.getValue(), c.row.original.bank].filter(Boolean).join(' · '),
      ...SECONDARY,
    }),
    column.accessor('transactionType', { header: 'Type', ...SECONDARY }),
    column.accessor('amount', {
      header: 'Amount',
      cell: (c) => <span className="money">{formatMinor(c.getValue(), c.row.original.currency)}</span>,
    }),
    column.accessor('allocatableAmount', {
      header: 'Allocatable',
      cell: (c) => <span className="money">{formatMinor(c.getValue(), c.row.original.currency)}</span>,
    }),
    column.display({
      id: 'state',
      header: 'State',
      cell: (c) => (
        <Badge variant="light" color={c.row.original.removed ? 'gray' : undefined}>
          {paymentStateWord(c.row.original)}
        </Badge>
      ),
    }),
    column.display({
      id: 'open',
      header: '',
      cell: (c) => (
        <Button
          size="xs"
          variant={c.row.original.transactionId === selectedId ? 'filled' : 'default'}
          aria-label={`Open payment ${c.row.original.transactionId}`}
          onClick={(e) => {
            e.stopPropagation();
            select(c.row.original);
          }}
        >
          Open
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageHeader
        title="Payments"
        description={`Receipt payments${supplierId ? ` for ${supplierName(supplierId)}` : ''} and allocate them to committed invoices.`}
      />
      <Stack gap="lg">
        <Select
          label="Supplier"
          data={SUPPLIER_OPTIONS}
          value={supplierId ? String(supplierId) : null}
          onChange={chooseSupplier}
          placeholder="Choose a supplier"
          clearable
          w={260}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, xl: 5 }}>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Receipt
                </Title>
                <ReceiptForm
                  supplierId={supplierId}
                  draft={draft}
                  onChange={changeDraft}
                  problems={problems}
                  busy={receipt.isPending || receiptAndAllocate.isPending}
                  onReceipt={submitReceipt}
                  onReceiptAndAllocate={submitReceiptAndAllocate}
                />
                <Outcome {...receiptShown} />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 7 }}>
            <Paper withBorder p="md">
              <AllocationPanel
                payment={payment}
                companyId={companyId}
                invoices={openInvoices}
                invoicesLoading={invoices.isFetching && !invoices.data}
                amounts={amounts}
                onAmount={(invoiceId, text) => setEdits((e) => ({ ...e, [invoiceId]: text }))}
                onAllocate={submitAllocate}
                allocating={allocate.isPending}
                onUnallocate={(allocationId) =>
                  unallocate.mutate(allocationId, {
                    onSuccess: () => {
                      setEdits({});
                      setShown({ success: 'Allocation reversed.' });
                    },
                    onError: (error) => setShown({ error }),
                  })
                }
                unallocating={unallocate.isPending ? (unallocate.variables ?? null) : null}
                onRemove={() =>
                  payment &&
                  remove.mutate(payment.transactionId, {
                    onSuccess: () => setShown({ success: `Payment ${payment.transactionId} removed.` }),
                    onError: (error) => setShown({ error }),
                  })
                }
                removing={remove.isPending}
                outcome={shown}
              />
              {selectedId !== null && (
                <Button
                  variant="subtle"
                  size="xs"
                  mt="sm"
                  onClick={() => {
                    setSelectedId(null);
                    setEdits({});
                    setShown({});
                  }}
                >
                  Close payment
                </Button>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
        <section aria-labelledby="transactions-title">
          <Title id="transactions-title" order={2} size="h4" mb="sm">
            Transactions
          </Title>
          {supplierId ? (
            <Stack gap="sm">
              <ListFilterBar
                list={list}
                search={{ label: 'Consumer', placeholder: 'Name, id or bank reference', w: 260 }}
                filters={[STATE_FILTER]}
              >
                <CsvExportButton
                  endpoint={paymentsEndpoints.supplierTransactions}
                  params={{ supplierId }}
                  query={{ ...list.typed, state }}
                  filename={`payments-${supplierId}.csv`}
                />
              </ListFilterBar>
              <PagedTable
                items="payments"
                caption="Transactions"
                emptyText="No payment matches."
                columns={columns}
                list={list}
                result={transactions}
                getRowKey={(row) => row.transactionId}
                onRowClick={select}
              />
            </Stack>
          ) : (
            <Text c="dimmed">Choose a supplier to see its payments.</Text>
          )}
        </section>
        <section aria-labelledby="auto-allocate-title">
          <Title id="auto-allocate-title" order={2} size="h4" mb="sm">
            Auto-allocate
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Allocates a company&apos;s unallocated payments to its open invoices, oldest first.
          </Text>
          <Group align="flex-end">
            <TextInput
              label="Company ID"
              inputMode="numeric"
              value={autoCompany}
              onChange={(e) => {
                setAutoCompany(e.currentTarget.value);
                setAutoShown({});
              }}
              w={180}
            />
            <Button onClick={submitAutoAllocate} loading={autoAllocate.isPending}>
              Auto-allocate
            </Button>
          </Group>
          <Outcome {...autoShown} mt="sm" />
        </section>
      </Stack>
    </>
  );
}

/** What a receipt keeps when the supplier changes: the dates, the consumer, the amount and notes as typed. */
function pick(d: ReceiptDraft): Partial<ReceiptDraft> {
  const { transactionDate, receiptDate, consumerId, consumerName, amount, notes, paymentMethod, transactionType } = d;
  return { transactionDate, receiptDate, consumerId, consumerName, amount, notes, paymentMethod, transactionType };
}
