import { Alert, Button, Divider, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type PartnerReportRequest, type PartnerSummary, partnersEndpoints } from '@portico/contract';
import {
  BASE_CURRENCY,
  formatMinor,
  formatRateBp,
  MESSAGES,
  PARTNER_ACCOUNT_TYPES,
  PARTNER_TIER_LABELS,
  PARTNER_TIERS,
} from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { PagedTable } from '../../components/ui/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { saveFile } from '../../lib/save-file';
import { PartnerDetail } from './partner-detail';
import { downloadPartnerReport, usePartnerReport, usePartners } from './partners.api';

const PAGE_SIZE = 25;
const column = createColumnHelper<PartnerSummary>();
const columns = [
  column.accessor('legalName', {
    header: 'Partner',
    cell: (info) => `${info.getValue()} (${info.row.original.companyId})`,
  }),
  column.accessor('accountType', { header: 'Type' }),
  column.accessor('partnerTier', {
    header: 'Tier',
    cell: (info) => {
      const tier = info.getValue();
      return tier ? PARTNER_TIER_LABELS[tier] : '—';
    },
  }),
  column.accessor('commissionRateBp', {
    header: 'Commission',
    cell: (info) => {
      const bp = info.getValue();
      return bp === null ? '—' : formatRateBp(bp);
    },
  }),
  column.accessor('customerCount', { header: 'Customers' }),
  column.accessor('managedAccountCount', { header: 'Managed accounts' }),
];

/** /adminPartners: partners and distributors, one partner's detail, and the partner report. */
export function AdminPartnersPage() {
  const [params, setParams] = useSearchParams();
  const list = usePagedList(
    { search: '', accountType: null as string | null, tier: null as string | null },
    { pageSize: PAGE_SIZE, search: 'search' },
  );
  const { search, accountType, tier } = list.filters;
  const query = {
    page: list.page,
    pageSize: PAGE_SIZE,
    search: list.settled.search || undefined,
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
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Search partners"
            placeholder="Name or company id"
            value={search}
            onChange={(event) => list.set.search(event.currentTarget.value)}
            w={260}
          />
          <Select
            label="Account type"
            placeholder="Partners and distributors"
            data={[...PARTNER_ACCOUNT_TYPES]}
            value={accountType}
            onChange={list.set.accountType}
            clearable
            w={220}
          />
          <Select
            label="Tier"
            placeholder="Any tier"
            data={PARTNER_TIERS.map((t) => ({ value: t, label: PARTNER_TIER_LABELS[t] }))}
            value={tier}
            onChange={list.set.tier}
            clearable
            w={180}
          />
        </Group>
        {partners.isError ? (
          <Alert role="alert" color="red" variant="light">
            {isApiError(partners.error) ? partners.error.message : MESSAGES.unexpected}
          </Alert>
        ) : (
          <PagedTable
            caption="Partners"
            columns={columns}
            list={list}
            result={partners}
            emptyText="No partners match."
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
            data={PARTNER_TIERS.map((t) => ({ value: t, label: PARTNER_TIER_LABELS[t] }))}
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
      {report.isError && (
        <Alert role="alert" color="red" variant="light" mt="md">
          {isApiError(report.error) ? report.error.message : MESSAGES.unexpected}
        </Alert>
      )}
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
            <Table striped aria-label="Partner report">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Partner</Table.Th>
                  <Table.Th scope="col">Tier</Table.Th>
                  <Table.Th scope="col">Commission</Table.Th>
                  <Table.Th scope="col">Customers added</Table.Th>
                  <Table.Th scope="col">Customers</Table.Th>
                  <Table.Th scope="col">Managed accounts</Table.Th>
                  <Table.Th scope="col">Revenue</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.rows.map((r) => (
                  <Table.Tr key={r.companyId}>
                    <Table.Td>
                      {r.legalName} ({r.companyId})
                    </Table.Td>
                    <Table.Td>{r.partnerTier ? PARTNER_TIER_LABELS[r.partnerTier] : '—'}</Table.Td>
                    <Table.Td>{r.commissionRateBp === null ? '—' : formatRateBp(r.commissionRateBp)}</Table.Td>
                    <Table.Td>{r.customersAdded}</Table.Td>
                    <Table.Td>{r.totalCustomers}</Table.Td>
                    <Table.Td>{r.managedAccounts}</Table.Td>
                    <Table.Td>
                      {r.revenueCents === null ? 'unknown' : formatMinor(r.revenueCents, BASE_CURRENCY)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Paper>
  );
}
