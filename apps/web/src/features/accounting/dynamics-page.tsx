import { Badge, Button, Group, List, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CustomerBatch, ErpSupply } from '@portico/contract';
import { ERP_MESSAGES, ERP_PAGE_SIZE, formatDateTime, SUPPLIERS } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { Outcome, useOutcome } from '../../components/ui/outcome';
import { PageHeader } from '../../components/ui/page-header';
import {
  type ExportAsk,
  useCustomerBatches,
  useErpExport,
  useErpStatus,
  useErpSupplies,
  useRetryBatch,
} from './accounting.api';

const SUPPLIER_OPTIONS = SUPPLIERS.map((s) => ({
  value: String(s.supplierId),
  label: `${s.market} (${s.supplierId})`,
}));

const supplyColumn = createColumnHelper<ErpSupply>();
const SUPPLY_COLUMNS = [
  supplyColumn.accessor('companyName', { header: 'Customer' }),
  supplyColumn.accessor('companyId', { header: 'Company' }),
  supplyColumn.accessor('market', { header: 'Supplier' }),
  supplyColumn.accessor('legalEntity', { header: 'Legal entity', cell: (c) => c.getValue() ?? '—' }),
  supplyColumn.accessor('taxNumber', { header: 'Tax number', cell: (c) => c.getValue() ?? '—' }),
  supplyColumn.accessor('success', {
    header: 'In the ERP',
    cell: (c) => {
      const { success, customerNumber, error } = c.row.original;
      if (success === null) return <Text size="sm">Not sent</Text>;
      return success ? (
        <Badge color="green">{customerNumber ?? 'Accepted'}</Badge>
      ) : (
        <Stack gap={2}>
          <Badge color="red">Refused</Badge>
          <Text size="xs" c="red">
            {error}
          </Text>
        </Stack>
      );
    },
  }),
];

function BatchItems({ batch }: { batch: CustomerBatch }) {
  const items = batch.responseJson.items;
  const accepted = items.filter((item) => item.success).length;
  return (
    <Stack gap={4}>
      <Text size="sm">{`${accepted} of ${items.length} accepted`}</Text>
      {batch.error && (
        <Text size="xs" c="red">
          {batch.error}
        </Text>
      )}
      <List size="xs" spacing={0} aria-label={`Items of batch ${batch.id}`}>
        {items.map((item) => (
          <List.Item key={item.supplyId}>
            {`${item.success ? '✓' : '✗'} ${item.companyName} (${item.legalEntity ?? '—'})`}
            {item.error ? ` — ${item.error}` : ''}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * `/dynamics` (admin console §2; customer portal §7, §9; decision 0092): export every company's supplies, one
 * supplier's or one company's to the ERP; the supplies with their customer record there, and the customer batches
 * with each item's success flag and a retry of the refused ones — both lists paged by 10.
 */
export function DynamicsPage() {
  const status = useErpStatus();
  const erp = status.data?.erp ?? null;
  const [suppliesPage, setSuppliesPage] = useState(1);
  const [batchesPage, setBatchesPage] = useState(1);
  const supplies = useErpSupplies(erp, suppliesPage - 1, ERP_PAGE_SIZE);
  const batches = useCustomerBatches(erp, batchesPage - 1, ERP_PAGE_SIZE);
  const exporter = useErpExport();
  const retry = useRetryBatch(erp);
  const outcome = useOutcome();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [companyId, setCompanyId] = useState('');

  const run = (ask: ExportAsk) =>
    exporter.mutate(ask, { onSuccess: () => outcome.success(ERP_MESSAGES.exportQueued), onError: outcome.failure });

  const batchColumn = createColumnHelper<CustomerBatch>();
  const batchColumns = [
    batchColumn.accessor('id', { header: 'Batch' }),
    batchColumn.accessor('createdAt', { header: 'Sent', cell: (c) => formatDateTime(c.getValue()) }),
    batchColumn.accessor('scope', {
      header: 'Export of',
      cell: (c) => {
        const b = c.row.original;
        if (b.scope === 'COMPANY') return `Company ${b.companyId}`;
        if (b.scope === 'SUPPLIER') return SUPPLIERS.find((s) => s.supplierId === b.supplierId)?.market ?? 'Supplier';
        return 'Everything';
      },
    }),
    batchColumn.display({ id: 'items', header: 'Items', cell: (c) => <BatchItems batch={c.row.original} /> }),
    batchColumn.display({
      id: 'retry',
      header: 'Actions',
      cell: (c) =>
        c.row.original.responseJson.items.some((item) => !item.success) ? (
          <Button
            size="xs"
            aria-label={`Retry batch ${c.row.original.id}`}
            loading={retry.isPending && retry.variables === c.row.original.id}
            onClick={() =>
              retry.mutate(c.row.original.id, {
                onSuccess: () => outcome.success(ERP_MESSAGES.retryQueued),
                onError: outcome.failure,
              })
            }
          >
            Retry
          </Button>
        ) : null,
    }),
  ];

  if (status.data && erp === null)
    return (
      <>
        <PageHeader title="ERP export" />
        <Paper withBorder p="md" role="status">
          <Text>{ERP_MESSAGES.erpOff}</Text>
        </Paper>
      </>
    );

  return (
    <>
      <PageHeader
        title="ERP export"
        description="Send companies' supplies to the ERP as customer records, in batches of 50."
      />
      <Stack gap="lg">
        <Group align="flex-end" wrap="wrap">
          <Button onClick={() => run({ scope: 'all' })} loading={exporter.isPending}>
            Export all
          </Button>
          <Select
            label="Supplier"
            data={SUPPLIER_OPTIONS}
            value={supplierId}
            onChange={setSupplierId}
            placeholder="Choose a supplier"
            w={240}
          />
          <Button
            variant="default"
            disabled={!supplierId}
            onClick={() => supplierId && run({ scope: 'supplier', supplierId: Number(supplierId) })}
          >
            Export supplier
          </Button>
          <TextInput
            label="Company ID"
            value={companyId}
            onChange={(e) => setCompanyId(e.currentTarget.value)}
            w={160}
          />
          <Button
            variant="default"
            onClick={() =>
              companyId.trim() === ''
                ? outcome.failure(ERP_MESSAGES.companyIdMandatory)
                : run({ scope: 'company', companyId: companyId.trim() })
            }
          >
            Export company
          </Button>
        </Group>
        <Outcome {...outcome.shown} onClose={outcome.clear} />
        <section aria-labelledby="batches-title">
          <Title id="batches-title" order={2} size="h4" mb="sm">
            Customer batches
          </Title>
          <DataTable
            caption="Customer batches"
            columns={batchColumns}
            rows={batches.data?._embedded.customerBatchEntities ?? []}
            total={batches.data?.page.totalElements ?? 0}
            page={batchesPage}
            pageSize={ERP_PAGE_SIZE}
            onPageChange={setBatchesPage}
            loading={batches.isFetching && !batches.data}
            emptyText={batches.isError ? 'The batches could not be loaded.' : 'No batch sent yet.'}
            getRowKey={(row) => row.id}
          />
        </section>
        <section aria-labelledby="supplies-title">
          <Title id="supplies-title" order={2} size="h4" mb="sm">
            Supplies
          </Title>
          <DataTable
            caption="Supplies"
            columns={SUPPLY_COLUMNS}
            rows={supplies.data?.content ?? []}
            total={supplies.data?.totalElements ?? 0}
            page={suppliesPage}
            pageSize={ERP_PAGE_SIZE}
            onPageChange={setSuppliesPage}
            loading={supplies.isFetching && !supplies.data}
            emptyText={supplies.isError ? 'The supplies could not be loaded.' : 'No supply yet.'}
            getRowKey={(row) => row.supplyId}
          />
        </section>
      </Stack>
    </>
  );
}
