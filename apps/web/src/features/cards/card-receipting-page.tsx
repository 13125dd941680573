import { Alert, Badge, Button, FileInput, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import type { CardRun, CcRegistered } from '@portico/contract';
import { CARD_MESSAGES, CARD_RECEIPT_HEADER_LINE, formatDateTime, formatMinor, SUPPLIERS } from '@portico/domain';
import { useState } from 'react';
import { messageOf } from '../../api';
import { PageHeader } from '../../components/ui/page-header';
import { SimpleTable } from '../../components/ui/simple-table';
import { saveFile } from '../../lib/save-file';
import { amountText } from './card-payment-panel';
import { useCardFailures, useCardRuns, useCcRegistered, useRunRows, useUploadReceipt } from './cards.api';

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The filtered companies as the receipt CSV's rows (§5's header): the amount to charge starts as the balance. */
export function receiptCsv(rows: readonly CcRegistered[]): string {
  const lines = rows.map((r) =>
    [
      r.companyName,
      String(r.companyId),
      amountText(r.balanceCents, r.currency),
      amountText(Math.max(r.balanceCents, 0), r.currency),
      '',
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[CARD_RECEIPT_HEADER_LINE, ...lines].join('\n')}\n`;
}

function RunRows({ runId }: { runId: number }) {
  const rows = useRunRows(runId);
  return (
    <SimpleTable
      label={`Rows of run ${runId}`}
      rows={rows.data ?? []}
      rowKey={(r) => r.id}
      notice={rows.isPending ? 'Loading…' : undefined}
      columns={[
        { header: 'Line', cell: (r) => r.line ?? '' },
        { header: 'Company', cell: (r) => `${r.companyName ?? ''} (${r.companyId})` },
        { header: 'Amount', cell: (r) => formatMinor(r.amountCents, 'AUD').replace(/^AUD /, ''), className: 'money' },
        { header: 'Result', cell: (r) => r.status },
        { header: 'Reason', cell: (r) => r.reason ?? '' },
      ]}
    />
  );
}

function Runs() {
  const runs = useCardRuns();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <SimpleTable<CardRun>
      label="Receipt batches"
      rows={runs.data ?? []}
      rowKey={(r) => r.id}
      notice={runs.isPending ? 'Loading…' : runs.data?.length ? undefined : 'No batch has been uploaded.'}
      detail={(r) => (open === r.id ? <RunRows runId={r.id} /> : null)}
      columns={[
        { header: 'Batch', cell: (r) => `${r.id} ${r.fileName ?? ''}` },
        { header: 'Uploaded', cell: (r) => formatDateTime(r.createdAt) },
        {
          header: 'Progress',
          cell: (r) => (
            <Stack gap={2}>
              <Progress
                value={r.rowsTotal ? (100 * r.rowsDone) / r.rowsTotal : 100}
                aria-label={`Batch ${r.id} progress`}
              />
              <Text size="xs">
                {r.rowsDone} of {r.rowsTotal} rows: {r.approved} approved, {r.declined} not charged
              </Text>
            </Stack>
          ),
        },
        { header: 'Status', cell: (r) => <Badge color={r.status === 'DONE' ? 'green' : 'blue'}>{r.status}</Badge> },
        {
          header: 'Rows',
          cell: (r) => (
            <Button size="xs" variant="subtle" onClick={() => setOpen(open === r.id ? null : r.id)}>
              {open === r.id ? 'Hide rows' : 'Show rows'}
            </Button>
          ),
        },
      ]}
    />
  );
}

function Failures() {
  const failures = useCardFailures();
  return (
    <SimpleTable
      label="Card provider failures"
      rows={failures.data ?? []}
      rowKey={(f) => f.id}
      notice={failures.isPending ? 'Loading…' : failures.data?.length ? undefined : 'No failures recorded.'}
      columns={[
        { header: 'When', cell: (f) => formatDateTime(f.createdAt) },
        { header: 'Call', cell: (f) => f.operation },
        { header: 'Company', cell: (f) => f.companyId ?? '' },
        { header: 'Message', cell: (f) => f.message },
        { header: 'State', cell: (f) => (f.resolved ? 'Resolved' : 'Payment pending') },
      ]}
    />
  );
}

/**
 * #/cardReceipting (§5; decision 0091): the supplier's companies with a registered card and their balance, exported
 * as the receipt CSV once filtered; the CSV uploaded and charged as a batch (the rows with invalid amounts listed),
 * the batches' progress and rows; and the card-provider failures the customer pages do not show.
 */
export function CardReceiptingPage() {
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const companies = useCcRegistered(supplierId);
  const upload = useUploadReceipt();
  const [file, setFile] = useState<File | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const omitted = upload.data?.omitted ?? [];
  return (
    <>
      <PageHeader title="Card-provider receipting" description="Charge registered cards from a receipt CSV." />
      <Stack>
        <Group align="end">
          <Select
            label="Supplier"
            placeholder="Filter by supplier"
            data={SUPPLIERS.map((s) => ({ value: String(s.supplierId), label: `${s.market} (${s.supplierId})` }))}
            value={supplierId === null ? null : String(supplierId)}
            onChange={(v) => {
              setSupplierId(v ? Number(v) : null);
              setExportError(null);
            }}
            clearable
          />
          <Button
            variant="default"
            onClick={() => {
              if (supplierId === null || !companies.data) return setExportError(CARD_MESSAGES.filterFirst);
              setExportError(null);
              saveFile(new Blob([receiptCsv(companies.data)], { type: 'text/csv' }), `card-receipt-${supplierId}.csv`);
            }}
          >
            Export CSV
          </Button>
        </Group>
        {exportError && (
          <Alert role="alert" color="red">
            {exportError}
          </Alert>
        )}
        {supplierId !== null && (
          <SimpleTable
            label="Companies with a registered card"
            rows={companies.data ?? []}
            rowKey={(c) => c.companyId}
            notice={companies.isPending ? 'Loading…' : companies.data?.length ? undefined : 'No company has a card.'}
            columns={[
              { header: 'Company', cell: (c) => `${c.companyName} (${c.companyId})` },
              { header: 'Card', cell: (c) => c.maskedNumber },
              { header: 'Balance', cell: (c) => formatMinor(c.balanceCents, c.currency), className: 'money' },
            ]}
          />
        )}
        <Title order={2} size="h4">
          Upload a receipt CSV
        </Title>
        <Group align="end">
          <FileInput label="Receipt CSV" accept=".csv,text/csv" value={file} onChange={setFile} clearable />
          <Button
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate({ file, supplierId })}
          >
            Upload
          </Button>
        </Group>
        {upload.isError && (
          <Alert role="alert" color="red">
            {messageOf(upload.error)}
          </Alert>
        )}
        {upload.isSuccess && (
          <Alert role="status" color={omitted.length ? 'yellow' : 'green'}>
            {CARD_MESSAGES.receiptQueued}
            {omitted.length > 0 && (
              <>
                {' '}
                {omitted.length} row{omitted.length === 1 ? ' was' : 's were'} left out:
                <ul>
                  {omitted.map((o) => (
                    <li key={o.line}>
                      Line {o.line}: {o.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Alert>
        )}
        <Title order={2} size="h4">
          Batches
        </Title>
        <Runs />
        <Title order={2} size="h4">
          Card provider failures
        </Title>
        <Failures />
      </Stack>
    </>
  );
}
