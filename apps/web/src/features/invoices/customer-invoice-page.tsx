import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Invoice, InvoiceLine } from '@portico/contract';
import { formatDay, formatMinor, supplierById } from '@portico/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api';
import { Fact } from '../../components/ui/fact';
import { PageHeader } from '../../components/ui/page-header';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { InvoiceStatusBadge } from './customer-invoice-columns';
import { downloadInvoicePdf, useCustomerInvoice } from './customer-invoices.api';

const TITLE = 'Customer invoice';

const LINE_COLUMNS: readonly SimpleColumn<InvoiceLine>[] = [
  { header: 'Billable', cell: (l) => l.billableId ?? '—' },
  { header: 'Charge type', cell: (l) => l.chargeType },
  { header: 'Description', cell: (l) => l.description },
  { header: 'Days', cell: (l) => l.days ?? '—' },
  { header: 'Amount', cell: (l) => formatMinor(l.amount, l.currency), className: 'money' },
  { header: 'Currency', cell: (l) => l.currency },
];

/** Not found is one state for every reason (none, another company's, not committed): the server tells no more. */
function NotFound() {
  return (
    <>
      <PageHeader title={TITLE} />
      <Alert color="gray" variant="light" title="Invoice not found">
        There is no invoice here for your company. Open it again from Payments and invoices.
      </Alert>
    </>
  );
}

function PdfButton({ invoice }: { invoice: Invoice }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch (error) {
      // the client's banner shows what went wrong
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void download()}>
      Download PDF
    </Button>
  );
}

/**
 * `/customerInvoice/{invoiceId}` (customer portal §2, §3 "Invoice"; decision 0087): an invoice or credit note with
 * its lines, its net, tax (in the invoice's own words), total and due amount, and its PDF to download.
 */
export function CustomerInvoicePage() {
  const param = useParams().invoiceId ?? '';
  const invoiceId = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  const invoice = useCustomerInvoice(invoiceId ?? 0);
  if (invoiceId === null) return <NotFound />;
  if (invoice.isLoading) return <Loader aria-label="Loading invoice" />;
  if (!invoice.data) {
    if (isApiError(invoice.error) && invoice.error.status !== 404)
      return (
        <>
          <PageHeader title={TITLE} />
          <Alert color="red">{invoice.error.message}</Alert>
        </>
      );
    return <NotFound />;
  }
  const data = invoice.data;
  const money = (amount: number) => formatMinor(amount, data.currency);
  const what = data.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice';
  return (
    <>
      <PageHeader
        title={`${what} ${data.invoiceNumber ?? data.invoiceId}`}
        description={data.companyName}
        actions={<PdfButton invoice={data} />}
      />
      <Stack gap="lg">
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} m={0}>
          <Fact label="Invoice date">{formatDay(data.invoiceDate)}</Fact>
          <Fact label="Due date">{formatDay(data.dueDate)}</Fact>
          <Fact label="Period">{`${formatDay(data.periodStart)} to ${formatDay(data.periodEnd)}`}</Fact>
          <Fact label="Supplier">{supplierById(data.supplierId)?.market ?? data.supplierId}</Fact>
          <Fact label="Status">
            <InvoiceStatusBadge invoice={data} />
          </Fact>
          {data.creditedInvoiceId ? <Fact label="Credits invoice">{data.creditedInvoiceId}</Fact> : null}
        </SimpleGrid>
        <SimpleTable
          label="Invoice lines"
          columns={LINE_COLUMNS}
          rows={data.lineItems}
          rowKey={(l) => l.lineItemId}
          scroll={{ minWidth: 640 }}
        />
        <Group justify="flex-end">
          <SimpleGrid component="dl" cols={2} m={0} aria-label="Totals">
            <Text component="dt">Net ({data.taxWording})</Text>
            <Text component="dd" m={0} className="money">
              {money(data.net)}
            </Text>
            <Text component="dt">Tax</Text>
            <Text component="dd" m={0} className="money">
              {money(data.tax)}
            </Text>
            <Text component="dt" fw={700}>
              Total
            </Text>
            <Text component="dd" m={0} fw={700} className="money">
              {money(data.total)}
            </Text>
            <Text component="dt" fw={700}>
              Due amount
            </Text>
            <Text component="dd" m={0} fw={700} className="money">
              {money(data.dueAmount)}
            </Text>
          </SimpleGrid>
        </Group>
      </Stack>
    </>
  );
}
