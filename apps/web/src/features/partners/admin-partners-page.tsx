import { Alert, Button, Divider, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type PartnerReport,
  type PartnerReportRequest,
  type PartnerSummary,
  partnersEndpoints,
} from '@portico/contract';
import {
  BASE_CURRENCY,
  formatMinor,
  formatRateBp,
  MESSAGES,
  PARTNER_ACCOUNT_TYPES,
  PARTNER_TIER_LABELS,
  PARTNER_TIERS,
  type PartnerTier,
} from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { type ListFilter, ListFilterBar } from '../../components/ui/list-filters';
import { Outcome } from '../../components/ui/outcome';
import { PagedTable } from '../../components/ui/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { saveFile } from '../../lib/save-file';
import { PartnerDetail } from './partner-detail';
import { downloadPartnerReport, usePartnerReport, usePartners } from './partners.api';

const PAGE_SIZE = 25;
const partnerName = (p: { legalName: string; companyId: number }) => `${p.legalName} (${p.companyId})`;
const tierLabel = (tier: PartnerTier | null) => (tier ? PARTNER_TIER_LABELS[tier] : '—');
const commission = (bp: number | null) => (bp === null ? '—' : formatRateBp(bp));

const column = createColumnHelper<PartnerSummary>();
const columns = [
  column.accessor('legalName', { header: 'Partner', cell: (info) => partnerName(info.row.original) }),
  column.accessor('accountType', { header: 'Type' }),
  column.accessor('partnerTier', { header: 'Tier', cell: (info) => tierLabel(info.getValue()) }),
  column.accessor('commissionRateBp', { header: 'Commission', cell: (info) => commission(info.getValue()) }),
  column.accessor('customerCount', { header: 'Customers' }),
  column.accessor('managedAccountCount', { header: 'Managed accounts' }),
];

const REPORT_COLUMNS: SimpleColumn<PartnerReport['rows'][number]>[] = [
  { header: 'Partner', cell: partnerName },
  { header: 'Tier', cell: (r) => tierLabel(r.partnerTier) },
  { header: 'Commission', cell: (r) => commission(r.commissionRateBp) },
  { header: 'Customers added', cell: (r) => r.customersAdded },
  { header: 'Customers', cell: (r) => r.totalCustomers },
  { header: 'Managed accounts', cell: (r) => r.managedAccounts },
  {
    header: 'Revenue',
    cell: (r) => (r.revenueCents === null ? 'unknown' : formatMinor(r.revenueCents, BASE_CURRENCY)),
  },
];

const TIERS = PARTNER_TIERS.map((t) => ({ value: t, label: PARTNER_TIER_LABELS[t] }));
const FILTERS: ListFilter<'accountType' | 'tier'>[] = [
  {
    name: 'accountType',
    label: 'Account type',
    placeholder: 'Partners and distributors',
    data: [...PARTNER_ACCOUNT_TYPES],
    w: 220,
  },
  { name: 'tier', label: 'Tier', placeholder: 'Any tier', data: TIERS, w: 180 },
];

/** /adminPartners: partners and distributors, one partner's detail, and the partner report. */
export function AdminPartnersPage() {
  const [params, setParams] = useSearchParams();
  const list = usePagedList(
    { search: '', accountType: null as string | null, tier: null as string | null },
    { pageSize: PAGE_SIZE, search: 'search' },
  );
  const { accountType, tier } = list.filters;
  const query = {
    ...list.paging,
    accountType: (accountType ?? undefined) as (typeof PARTNER_ACCOUNT_TYPES)[number] | undefined,
    tier: (tier ?? undefined) as (typeof PARTNER_TIERS)[number] | undefined,
  };
  const partners = usePartners(query);
  const selected = Number(params.get('partner')) || null;

  const select = (row: PartnerSummary) => {
    const next = new URLSearchParams(params);
    next.set('partner', String(row.companyId));
    setParams(next);
  };

  return (
    <>
      <PageHeader
        title="Partners"
        description="Channel partners and distributors, their customers, managed accounts and commission."
        actions={<CsvExportButton endpoint={partnersEndpoints.list} query={query} filename="partners.csv" />}
      />
      <Stack gap="md">
        <ListFilterBar
          list={list}
          search={{ label: 'Search partners', placeholder: 'Name or company id', w: 260 }}
          filters={FILTERS}
        />
        {partners.isError ? (
          <Outcome error={partners.error} />
        ) : (
          <PagedTable
            items="partners"
            emptyText="No partners match."
            columns={columns}
            list={list}
            result={partners}
            errorText={MESSAGES.unexpected}
            getRowKey={(row) => row.companyId}
            onRowClick={select}
          />
        )}
        {selected !== null && (
          <>
            <Divider />
            <PartnerDetail key={selected} partnerId={selected} />
          </>
        )}
        <Divider />
        <PartnerReportSection />
      </Stack>
    </>
  );
}

/** The report as CSV, saved as a file; a failure is already in the page's banner. */
async function downloadReportCsv(body: PartnerReportRequest) {
  const csv = await downloadPartnerReport(body).catch(() => null);
  if (csv) saveFile(csv, 'partner-report.csv');
}

function PartnerReportSection() {
  const report = usePartnerReport();
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [tier, setTier] = useState<string | null>(null);
  const request: PartnerReportRequest = {
    fromDate: fromDate || undefined,
    toDate: toDate || undefined,
    tier: (tier ?? undefined) as PartnerReportRequest['tier'],
  };
  const result = report.data;

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        Partner report
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          report.mutate(request);
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label="Customers linked from"
            value={fromDate}
            onChange={(e) => setFromDate(e.currentTarget.value)}
          />
          <TextInput type="date" label="to" value={toDate} onChange={(e) => setToDate(e.currentTarget.value)} />
          <Select
            label="Report tier"
            placeholder="Any tier"
            data={TIERS}
            value={tier}
            onChange={setTier}
            clearable
            w={180}
          />
          <Button type="submit" loading={report.isPending}>
            Run report
          </Button>
          <Button variant="default" onClick={() => void downloadReportCsv(request)}>
            Download report CSV
          </Button>
        </Group>
      </form>
      <Outcome error={report.error} mt="md" />
      {result && (
        <Stack mt="md" gap="sm">
          {result.note && (
            <Alert color="yellow" variant="light">
              {result.note}
            </Alert>
          )}
          {result.rows.length === 0 ? (
            <Text c="dimmed">No partners match.</Text>
          ) : (
            <SimpleTable
              label="Partner report"
              columns={REPORT_COLUMNS}
              rows={result.rows}
              rowKey={(r) => r.companyId}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}
