import { Anchor, Badge, Text } from '@mantine/core';
import type { InvoiceSummary } from '@portico/contract';
import { formatDay, formatMinor } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { SECONDARY } from '../../components/ui/column-meta';

const column = createColumnHelper<InvoiceSummary>();

const amount = (value: number, invoice: InvoiceSummary) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {formatMinor(value, invoice.currency)}
  </Text>
);

/** Paid when nothing is due; a credit note says so. */
export function InvoiceStatusBadge({ invoice }: { invoice: InvoiceSummary }) {
  if (invoice.kind === 'CREDIT_NOTE') return <Badge color="grape">Credit note</Badge>;
  if (invoice.status !== 'COMMITTED') return <Badge color="gray">{invoice.status}</Badge>;
  return invoice.dueAmount > 0 ? <Badge color="yellow">Unpaid</Badge> : <Badge color="green">Paid</Badge>;
}

/** The customer's invoices table: number (a link to the invoice), dates dd-mm-yy, period, total, due, status. */
export const CUSTOMER_INVOICE_COLUMNS = [
  column.accessor('invoiceNumber', {
    header: 'Number',
    cell: (c) => (
      <Anchor component={Link} to={`/customerInvoice/${c.row.original.invoiceId}`}>
        {c.getValue() ?? `Invoice ${c.row.original.invoiceId}`}
      </Anchor>
    ),
  }),
  column.accessor('invoiceDate', { header: 'Invoice date', cell: (c) => formatDay(c.getValue()) }),
  column.accessor('dueDate', { header: 'Due date', cell: (c) => formatDay(c.getValue()) }),
  column.accessor('periodStart', {
    header: 'Period',
    cell: (c) => `${formatDay(c.getValue())} to ${formatDay(c.row.original.periodEnd)}`,
    ...SECONDARY,
  }),
  column.accessor('total', { header: 'Total', cell: (c) => amount(c.getValue(), c.row.original) }),
  column.accessor('dueAmount', { header: 'Due amount', cell: (c) => amount(c.getValue(), c.row.original) }),
  column.display({ id: 'status', header: 'Status', cell: (c) => <InvoiceStatusBadge invoice={c.row.original} /> }),
];
