import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { formatCount, INVOICE_PAGE_SIZE, type InvoiceStatus, movedAllMessage, SUPPLIERS } from '@portico/domain';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CompanyPicker } from '../../components/ui/company-picker';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Outcome } from '../../components/ui/outcome';
import { PageHeader } from '../../components/ui/page-header';
import { PanelTabs } from '../../components/ui/panel-tabs';
import { SimpleTable } from '../../components/ui/simple-table';
import { InvoicePager } from './invoice-pager';
import { INVOICE_COLUMNS } from './invoice-table';
import { useInvoicesAll, useInvoicesByStatus } from './invoices.api';
import { NotifyAllButton } from './notify-all-button';

const SUPPLIER_OPTIONS = SUPPLIERS.map((s) => ({
  value: String(s.supplierId),
  label: `${s.market} (${s.supplierId})`,
}));

/** The tabs: the spec's pending, suspended and approved lists, and the committed invoices credit notes start from. */
const TABS: readonly { value: string; label: string; status: InvoiceStatus }[] = [
  { value: 'pending', label: 'Pending', status: 'PENDING' },
  { value: 'suspended', label: 'Suspended', status: 'SUSPENDED' },
  { value: 'approved', label: 'Approved', status: 'APPROVED' },
  { value: 'committed', label: 'Committed', status: 'COMMITTED' },
];

/** One tab's invoices: a page of 60, its count, and the invoice pager. */
function InvoiceList({
  supplierId,
  status,
  consumer,
}: {
  supplierId: number;
  status: InvoiceStatus;
  consumer: number | null;
}) {
  const [page, setPage] = useState(1);
  const invoices = useInvoicesByStatus({ supplierId, status, consumer, page });
  const items = invoices.data?.items ?? [];
  const total = invoices.data?.total ?? 0;
  const first = (page - 1) * INVOICE_PAGE_SIZE + 1;
  const notice = invoices.isError
    ? 'The invoices could not be loaded.'
    : invoices.isPending
      ? 'Loading…'
      : items.length === 0
        ? `No ${status.toLowerCase()} invoices.`
        : undefined;
  return (
    <Stack gap="sm">
      <SimpleTable
        label={`${status[0]}${status.slice(1).toLowerCase()} invoices`}
        columns={INVOICE_COLUMNS}
        rows={items}
        rowKey={(i) => i.invoiceId}
        notice={notice}
        scroll={{ minWidth: 1000 }}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total > 0 &&
            `${first}–${first + items.length - 1} of ${formatCount(total)}${invoices.data?.totalCapped ? '+' : ''}`}
        </Text>
        <InvoicePager page={page} total={total} onPage={setPage} />
      </Group>
    </Stack>
  );
}

/** Approve all (pending tab) or Commit all (approved tab) of the supplier, or of the chosen company, after a confirm. */
function AllButton({
  supplierId,
  consumer,
  action,
}: {
  supplierId: number;
  consumer: number | null;
  action: 'approve' | 'commit';
}) {
  const [asking, setAsking] = useState(false);
  const all = useInvoicesAll(supplierId);
  const label = action === 'approve' ? 'Approve all' : 'Commit all';
  const whose = consumer === null ? "all of this supplier's" : "all of the chosen company's";
  return (
    <>
      <Button onClick={() => setAsking(true)} loading={all.isPending}>
        {label}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={label}
        confirmLabel={label}
        loading={all.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => all.mutate({ action, consumer }, { onSettled: () => setAsking(false) })}
      >
        {action === 'approve'
          ? `Approves ${whose} pending invoices.`
          : `Commits ${whose} approved invoices: each is numbered and dated and never changes again.`}
      </ConfirmDialog>
      <Outcome
        error={all.error}
        success={all.data ? movedAllMessage(action, all.data.moved) : null}
        onClose={() => all.reset()}
      />
    </>
  );
}

/**
 * `/billRunProcessing` and `/billRunProcessing/{supplierId}` (customer portal §4, §7, §9; decision 0086): a
 * supplier's invoices by status — pending, suspended, approved, committed — optionally of one company, 60 a page,
 * each with the actions its status takes; approve all, commit all, and credit notes on committed invoices.
 */
export function BillRunProcessingPage() {
  const navigate = useNavigate();
  const supplierParam = useParams().supplierId;
  const supplierId = supplierParam && /^\d+$/.test(supplierParam) ? Number(supplierParam) : null;
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((t) => t.value === search.get('status')) ?? TABS[0]!;
  const [consumer, setConsumer] = useState<number | null>(null);
  return (
    <>
      <PageHeader
        title="Bill run processing"
        description="Approve, suspend, reject and commit the invoices bill runs made, supplier by supplier."
        actions={
          supplierId !== null && (
            <Group gap="sm" align="flex-start">
              {tab.status === 'PENDING' && <AllButton supplierId={supplierId} consumer={consumer} action="approve" />}
              {tab.status === 'APPROVED' && <AllButton supplierId={supplierId} consumer={consumer} action="commit" />}
              {tab.status === 'COMMITTED' && <NotifyAllButton supplierId={supplierId} />}
            </Group>
          )
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <Select
            label="Supplier"
            placeholder="Choose a supplier"
            data={SUPPLIER_OPTIONS}
            value={supplierId === null ? null : String(supplierId)}
            onChange={(value) => navigate(value ? `/billRunProcessing/${value}?${search}` : '/billRunProcessing')}
            searchable
            w={260}
          />
          <CompanyPicker label="Company (optional)" value={consumer} onChange={setConsumer} w={320} />
        </Group>
        {supplierId === null ? (
          <Text c="dimmed">Choose a supplier to see its invoices.</Text>
        ) : (
          <PanelTabs
            value={tab.value}
            onChange={(value) => setSearch(value ? { status: value } : {})}
            tabs={TABS.map((t) => ({
              value: t.value,
              label: t.label,
              panel: (
                <InvoiceList
                  key={`${supplierId}-${consumer ?? ''}`}
                  supplierId={supplierId}
                  status={t.status}
                  consumer={consumer}
                />
              ),
            }))}
          />
        )}
      </Stack>
    </>
  );
}
