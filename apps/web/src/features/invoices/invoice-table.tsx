import { Anchor, Badge, Text } from '@mantine/core';
import type { InvoiceSummary } from '@portico/contract';
import { formatDay, type InvoiceStatus } from '@portico/domain';
import { Link } from 'react-router';
import type { SimpleColumn } from '../../components/ui/simple-table';
import { formatPrice } from '../../lib/price-format';
import { InvoiceActions, invoiceName } from './invoice-actions';

const STATUS_COLOURS: Readonly<Record<InvoiceStatus, string>> = {
  PENDING: 'blue',
  APPROVED: 'teal',
  SUSPENDED: 'yellow',
  COMMITTED: 'green',
  REJECTED: 'red',
};

/** An invoice's status as a coloured badge, named for screen readers. */
function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={STATUS_COLOURS[status]} aria-label={`Status ${status}`}>
      {status}
    </Badge>
  );
}

const money = (invoice: InvoiceSummary, amount: number) => formatPrice(amount, invoice.currency, invoice.supplierId);

/** The columns of a supplier's invoices: each invoice links to its page (`/customerInvoice/{invoiceId}`). */
export const INVOICE_COLUMNS: readonly SimpleColumn<InvoiceSummary>[] = [
  {
    header: 'Invoice',
    cell: (i) => (
      <Anchor component={Link} to={`/customerInvoice/${i.invoiceId}`}>
        {i.kind === 'CREDIT_NOTE' ? `Credit note ${invoiceName(i)}` : invoiceName(i)}
      </Anchor>
    ),
  },
  { header: 'Company', cell: (i) => `${i.companyName} (${i.companyId})` },
  { header: 'Period', cell: (i) => `${formatDay(i.periodStart)} to ${formatDay(i.periodEnd)}` },
  { header: 'Status', cell: (i) => <InvoiceStatusBadge status={i.status} /> },
  { header: 'Net', className: 'money', cell: (i) => money(i, i.net) },
  { header: 'Tax', className: 'money', cell: (i) => money(i, i.tax) },
  { header: 'Total', className: 'money', cell: (i) => money(i, i.total) },
  {
    header: 'Due',
    className: 'money',
    cell: (i) =>
      i.status === 'COMMITTED' ? (
        <>
          {money(i, i.dueAmount)}
          <Text size="xs" c="dimmed">
            by {formatDay(i.dueDate)}
          </Text>
        </>
      ) : (
        '—'
      ),
  },
  { header: 'Actions', cell: (i) => <InvoiceActions invoice={i} /> },
];
