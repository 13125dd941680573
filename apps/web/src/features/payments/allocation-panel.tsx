import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { OpenInvoiceRow, PaymentTransactionDetail } from '@portico/contract';
import {
  allocationRefusal,
  centsToAmount,
  formatDay,
  formatMinor,
  type OpenInvoice,
  PAYMENT_MESSAGES,
  signedAmountCents,
  type TransactionType,
} from '@portico/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Outcome } from '../../components/ui/outcome';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';

/** What allocation takes from: the selected payment, or the one the receipting form is about to record. */
export interface AllocationSource {
  transactionType: TransactionType;
  currency: string;
  /** signed like the payment: what it has left to allocate */
  allocatableCents: number;
}

/**
 * The amounts the inputs start with: the invoices in the payment's currency, oldest first, each taking what it has
 * due or what the payment has left, whichever is less (a debit starts with none: staff say what it puts back).
 */
export function prefilledAmounts(
  source: AllocationSource | null,
  invoices: readonly OpenInvoiceRow[],
): Record<number, string> {
  const amounts: Record<number, string> = {};
  if (!source || source.transactionType !== 'CREDIT') return amounts;
  let left = source.allocatableCents;
  for (const invoice of invoices) {
    if (invoice.currency !== source.currency || left <= 0 || invoice.dueAmount <= 0) continue;
    const take = Math.min(left, invoice.dueAmount);
    amounts[invoice.invoiceId] = centsToAmount(take);
    left -= take;
  }
  return amounts;
}

/** The invoices given an amount, as the server is asked; null with the amount rule's message when one breaks it. */
export function allocationRequests(
  type: TransactionType,
  invoices: readonly OpenInvoiceRow[],
  amounts: Record<number, string>,
): { invoiceId: number; amountCents: number }[] | string {
  const requests = [];
  for (const invoice of invoices) {
    const text = (amounts[invoice.invoiceId] ?? '').trim();
    if (text === '' || text === '0') continue;
    const cents = signedAmountCents(text, type);
    if (cents === null) return PAYMENT_MESSAGES.invalidAmount;
    requests.push({ invoiceId: invoice.invoiceId, amountCents: cents });
  }
  return requests;
}

/** The allocation rule's refusal, before anything is asked (§5, §8). */
export function refusalOf(
  source: AllocationSource | null,
  invoices: readonly OpenInvoiceRow[],
  requests: readonly { invoiceId: number; amountCents: number }[],
): string | null {
  const open = new Map<number, OpenInvoice>(
    invoices.map((i) => [i.invoiceId, { invoiceId: i.invoiceId, dueCents: i.dueAmount, totalCents: i.total }]),
  );
  return allocationRefusal(
    source && { transactionType: source.transactionType, allocatableCents: source.allocatableCents },
    requests,
    open,
  );
}

/**
 * The allocation panel (§5): the company's open invoices with an amount each, Allocate (checked by the rule the
 * server uses before asking), the payment's allocations with Unallocate, and Remove payment.
 */
export function AllocationPanel({
  payment,
  companyId,
  invoices,
  invoicesLoading,
  amounts,
  onAmount,
  onAllocate,
  allocating,
  onUnallocate,
  unallocating,
  onRemove,
  removing,
  outcome,
}: {
  payment: PaymentTransactionDetail | null;
  companyId: number | null;
  invoices: readonly OpenInvoiceRow[];
  invoicesLoading: boolean;
  amounts: Record<number, string>;
  onAmount(invoiceId: number, text: string): void;
  onAllocate(): void;
  allocating: boolean;
  onUnallocate(allocationId: number): void;
  unallocating: number | null;
  onRemove(): void;
  removing: boolean;
  outcome: { error?: unknown; success?: string };
}) {
  const [confirming, setConfirming] = useState(false);
  const invoiceColumns: SimpleColumn<OpenInvoiceRow>[] = [
    { header: 'Invoice', cell: (i) => i.invoiceNumber ?? `#${i.invoiceId}` },
    { header: 'Date', cell: (i) => formatDay(i.invoiceDate) },
    { header: 'Due on', cell: (i) => formatDay(i.dueDate) },
    { header: 'Total', cell: (i) => formatMinor(i.total, i.currency), className: 'money' },
    { header: 'Due', cell: (i) => formatMinor(i.dueAmount, i.currency), className: 'money' },
    {
      header: 'Allocate',
      cell: (i) => (
        <TextInput
          size="xs"
          w={120}
          inputMode="decimal"
          aria-label={`Amount for ${i.invoiceNumber ?? `invoice ${i.invoiceId}`}`}
          value={amounts[i.invoiceId] ?? ''}
          onChange={(e) => onAmount(i.invoiceId, e.currentTarget.value)}
        />
      ),
    },
  ];
  const allocations = payment?.allocations ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {payment ? `Allocate payment ${payment.transactionId}` : 'Allocate'}
      </Title>
      {payment ? (
        <Group gap="lg">
          <Text size="sm">{payment.consumerName}</Text>
          <Text size="sm">
            Amount <span className="money">{formatMinor(payment.amount, payment.currency)}</span>
          </Text>
          <Text size="sm">
            Allocatable <span className="money">{formatMinor(payment.allocatableAmount, payment.currency)}</span>
          </Text>
          {payment.removed && <Badge color="gray">Removed</Badge>}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Select a payment in the list to allocate it, or fill in the receipt and press “Receipt and allocate”.
        </Text>
      )}
      {companyId === null ? null : (
        <SimpleTable
          label="Open invoices"
          columns={invoiceColumns}
          rows={invoices}
          rowKey={(i) => i.invoiceId}
          notice={
            invoicesLoading
              ? 'Loading…'
              : invoices.length === 0
                ? 'This company has no invoice open for payment.'
                : null
          }
          scroll={{ minWidth: 560 }}
        />
      )}
      <Group>
        <Button onClick={onAllocate} loading={allocating}>
          Allocate
        </Button>
        {payment && !payment.removed && (
          <Button color="red" variant="light" onClick={() => setConfirming(true)} loading={removing}>
            Remove payment
          </Button>
        )}
      </Group>
      <Outcome {...outcome} />
      {payment && allocations.length > 0 && (
        <Title order={3} size="h5">
          Allocations
        </Title>
      )}
      {payment && allocations.length > 0 && (
        <SimpleTable
          label="Allocations"
          columns={[
            { header: 'Invoice', cell: (a) => a.invoiceNumber ?? `#${a.debit}` },
            { header: 'Amount', cell: (a) => formatMinor(a.amount, a.currency), className: 'money' },
            { header: 'Description', cell: (a) => a.description ?? '' },
            {
              header: '',
              cell: (a) =>
                a.reversedAt ? (
                  <Text size="xs" c="dimmed">
                    Unallocated
                  </Text>
                ) : (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Unallocate ${a.invoiceNumber ?? a.debit}`}
                    loading={unallocating === a.allocationId}
                    onClick={() => onUnallocate(a.allocationId)}
                  >
                    Unallocate
                  </Button>
                ),
            },
          ]}
          rows={allocations}
          rowKey={(a) => a.allocationId}
        />
      )}
      <ConfirmDialog
        opened={confirming}
        title="Remove payment"
        confirmLabel="Remove payment"
        loading={removing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
      >
        Remove payment {payment?.transactionId} receipted in error? Only a payment with nothing allocated can be
        removed.
      </ConfirmDialog>
    </Stack>
  );
}
