import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { customerInvoicesEndpoints } from '@portico/contract';
import {
  addDays,
  defaultInvoiceSearchWindow,
  INVOICE_PAGE_SIZE,
  invoiceSearchProblem,
  readerTimeZone,
  startOfLocalDay,
} from '@portico/domain';
import { type FormEvent, useState } from 'react';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { Hint } from '../../components/ui/hint';
import { PagedTable } from '../../components/ui/paged-table';
import { CUSTOMER_INVOICE_COLUMNS } from './customer-invoice-columns';
import { type InvoiceSearchAsked, searchQuery, useInvoiceSearch } from './customer-invoices.api';

/** The reader's own time zone: the days of the window are theirs (decision 0080). */
const READER_ZONE = readerTimeZone();

/** A form's days as the instants the API takes: from the first day's start to the last day's end; '' is none. */
export function windowOf(fromDay: string, toDay: string): { from: number | null; to: number | null } {
  return {
    from: fromDay ? startOfLocalDay(fromDay, READER_ZONE) : null,
    to: toDay ? startOfLocalDay(addDays(toDay, 1), READER_ZONE) - 1 : null,
  };
}

/**
 * The Invoices tab (customer portal §5, §7, §9; decision 0087): the company's invoices by invoice date, from the
 * 365 days back to tomorrow at first; both dates required and from not after to, in the spec's words, before the
 * server is asked; unpaid only; newest first, 60 a page; each row opens the invoice; the search as CSV.
 */
export function CustomerInvoiceSearch({ companyId }: { companyId: number }) {
  const [initial] = useState(() => defaultInvoiceSearchWindow(Date.now(), READER_ZONE));
  const [form, setForm] = useState({ fromDay: initial.fromDay, toDay: initial.toDay, unpaidOnly: false });
  const [asked, setAsked] = useState<InvoiceSearchAsked>({ from: initial.from, to: initial.to, unpaidOnly: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const invoices = useInvoiceSearch(companyId, asked, page, INVOICE_PAGE_SIZE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { from, to } = windowOf(form.fromDay, form.toDay);
    const refusal = invoiceSearchProblem(from, to);
    setProblem(refusal);
    if (refusal || from === null || to === null) return;
    setAsked({ from, to, unpaidOnly: form.unpaidOnly });
    setPage(1);
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Invoice search">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="From"
            type="date"
            value={form.fromDay}
            onChange={(e) => {
              const fromDay = e.currentTarget.value;
              setForm((f) => ({ ...f, fromDay }));
            }}
          />
          <TextInput
            label="To"
            type="date"
            value={form.toDay}
            onChange={(e) => {
              const toDay = e.currentTarget.value;
              setForm((f) => ({ ...f, toDay }));
            }}
          />
          <Checkbox
            label="Unpaid only"
            mb={8}
            checked={form.unpaidOnly}
            onChange={(e) => {
              const unpaidOnly = e.currentTarget.checked;
              setForm((f) => ({ ...f, unpaidOnly }));
            }}
          />
          <Button type="submit">Search</Button>
          <CsvExportButton
            endpoint={customerInvoicesEndpoints.searchInvoices}
            params={{ companyId }}
            query={searchQuery(asked)}
            filename="invoices.csv"
          />
          <CsvExportButton
            endpoint={customerInvoicesEndpoints.searchInvoiceLines}
            params={{ companyId }}
            query={searchQuery(asked)}
            filename="invoice-lines.csv"
            label="Export lines CSV"
          />
        </Group>
        {problem ? <Hint>{problem}</Hint> : null}
      </form>
      <PagedTable
        items="invoices"
        emptyText="No invoices were found for these dates."
        columns={CUSTOMER_INVOICE_COLUMNS}
        list={{ page, pageSize: INVOICE_PAGE_SIZE, setPage }}
        result={invoices}
        getRowKey={(row) => row.invoiceId}
      />
    </Stack>
  );
}
