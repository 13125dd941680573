import { Button, Group, Progress, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BillRun } from '@portico/contract';
import {
  BILL_RUN_MESSAGES,
  billRunTimestampProblem,
  formatDay,
  formatDateTime,
  formatMinor,
  isBillRunActive,
  SUPPLIERS,
} from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CompanyPicker } from '../../components/ui/company-picker';
import { Outcome } from '../../components/ui/outcome';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeader } from '../../components/ui/page-header';
import { StatusBadge } from '../../components/ui/service-link';
import { usePagedList } from '../../hooks/use-paged-list';
import { useBillRuns, useStartBillRun } from './bill-runs.api';
import { TestClockPanel } from './test-clock-panel';

const PAGE_SIZE = 25;
const SUPPLIER_OPTIONS = SUPPLIERS.map((s) => ({
  value: String(s.supplierId),
  label: `${s.market} (${s.supplierId})`,
}));
const supplierName = (id: number) => SUPPLIERS.find((s) => s.supplierId === id)?.market ?? `Supplier ${id}`;

/** The instant a chosen month (yyyy-mm) is asked for: its 15th at noon UTC, inside that month in every zone. */
export function monthTimestamp(month: string): number {
  return Date.parse(`${month}-15T12:00:00Z`);
}

function thisMonth(): string {
  return new Date().toISOString().slice(0, 7);
}

const column = createColumnHelper<BillRun>();

function RunProgress({ run }: { run: BillRun }) {
  const percent = Math.round(run.progress * 100);
  const label = `${run.chunksDone} of ${run.chunksTotal} chunk${run.chunksTotal === 1 ? '' : 's'}`;
  return (
    <Stack gap={2} miw={140}>
      <Progress
        value={percent}
        animated={isBillRunActive(run.status)}
        color={run.status === 'FAILED' ? 'red' : undefined}
        aria-label={`Bill run ${run.billRunId} progress`}
      />
      <Text size="xs" c="dimmed">
        {run.status === 'QUEUED' ? 'Waiting for a worker' : `${percent} % · ${label}`}
      </Text>
    </Stack>
  );
}

/**
 * `/billRuns` and `/billRuns/{supplierId}` (customer portal §7 "Bill runs: load and trigger, per supplier or
 * company"; decision 0085): staff start a supplier's run for a month (or one company's, or every supplier's) and
 * watch each run's progress until it has billed every chunk, with what it made.
 */
export function BillRunsPage() {
  const navigate = useNavigate();
  const supplierParam = useParams().supplierId;
  const supplierId = supplierParam && /^\d+$/.test(supplierParam) ? Number(supplierParam) : undefined;
  const [month, setMonth] = useState(thisMonth);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = usePagedList({}, { pageSize: PAGE_SIZE });
  const runs = useBillRuns({ ...list.paging, supplierId });
  const start = useStartBillRun();

  const submit = (target: number | 'all') => {
    const timestamp = monthTimestamp(month);
    const suppliers = target === 'all' ? SUPPLIERS.map((s) => s.supplierId) : [target];
    const refused = Number.isNaN(timestamp)
      ? 'Choose the month to bill'
      : suppliers.map((s) => billRunTimestampProblem(timestamp, Date.now(), s)).find(Boolean);
    setProblem(refused ?? null);
    if (!refused) start.mutate({ timestamp, supplierId: target, companyId: target === 'all' ? null : companyId });
  };
  const started = start.data?.billRuns;
  const success = started
    ? started.some((r) => r.status === 'QUEUED')
      ? BILL_RUN_MESSAGES.started
      : BILL_RUN_MESSAGES.alreadyRunning
    : null;

  const columns = [
    column.accessor('billRunId', { header: 'Run' }),
    column.accessor('supplierId', { header: 'Supplier', cell: (c) => supplierName(c.getValue()) }),
    column.accessor('companyId', { header: 'Companies', cell: (c) => c.getValue() ?? 'All' }),
    column.accessor('periodStart', {
      header: 'Period',
      cell: (c) => `${formatDay(c.getValue())} – ${formatDay(c.row.original.periodEnd)}`,
    }),
    column.accessor('status', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
    column.display({ id: 'progress', header: 'Progress', cell: (c) => <RunProgress run={c.row.original} /> }),
    column.display({
      id: 'made',
      header: 'Billed',
      cell: (c) => {
        const { summary, error } = c.row.original;
        if (error) return <Text c="red">{error}</Text>;
        const totals = summary.totals.map((t) => formatMinor(t.amount, t.currency)).join(', ');
        const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
        return `${count(summary.invoices, 'new invoice')} · ${count(summary.lines, 'line')}${totals ? ` · ${totals}` : ''}`;
      },
    }),
    column.accessor('ranAt', { header: 'Started', cell: (c) => formatDateTime(c.getValue()) }),
  ];

  return (
    <>
      <PageHeader
        title="Bill runs"
        description={`Bill a month${supplierId ? ` for ${supplierName(supplierId)}` : ''}: each billable is billed once a month, in advance (postpaid ones in arrears), onto the company's pending invoice.`}
      />
      <Stack gap="lg">
        <form
          noValidate
          aria-label="Start a bill run"
          onSubmit={(e) => {
            e.preventDefault();
            if (supplierId) submit(supplierId);
          }}
        >
          <Stack gap="sm">
            <Group align="flex-end" wrap="wrap">
              <Select
                label="Supplier"
                data={SUPPLIER_OPTIONS}
                value={supplierId ? String(supplierId) : null}
                onChange={(value) => navigate(value ? `/billRuns/${value}` : '/billRuns')}
                placeholder="Choose a supplier"
                clearable
                w={240}
              />
              <TextInput
                type="month"
                label="Month"
                required
                value={month}
                onChange={(e) => {
                  setMonth(e.currentTarget.value);
                  setProblem(null);
                }}
                error={problem}
                w={180}
              />
              <CompanyPicker
                label="One company (optional)"
                value={companyId}
                onChange={setCompanyId}
                placeholder="All companies"
                w={280}
              />
            </Group>
            <Group>
              <Button type="submit" disabled={!supplierId} loading={start.isPending}>
                Run for {supplierId ? supplierName(supplierId) : 'the supplier'}
              </Button>
              <Button variant="default" onClick={() => submit('all')} loading={start.isPending}>
                Run for all suppliers
              </Button>
            </Group>
          </Stack>
        </form>
        {companyId !== null && <TestClockPanel companyId={companyId} />}
        <Outcome error={start.error} success={success} />
        <section aria-labelledby="runs-title">
          <Title id="runs-title" order={2} size="h4" mb="sm">
            Runs
          </Title>
          <PagedTable
            items="bill runs"
            emptyText="No bill run yet."
            columns={columns}
            list={list}
            result={runs}
            getRowKey={(row) => row.billRunId}
          />
        </section>
      </Stack>
    </>
  );
}
