import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Dashboard } from '@portico/contract';
import { bitRateUnit, formatBitRate, formatSpeed, TRAFFIC_MESSAGES, formatDateTime } from '@portico/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loaded } from '../../components/ui/loaded';
import { PageHeader } from '../../components/ui/page-header';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useDashboard } from './dashboard.api';
import { LocationMap } from './location-map';

/** Why the traffic parts show no figures, in words. */
const TRAFFIC_UNAVAILABLE: Record<Exclude<Dashboard['traffic'], 'available'>, string> = {
  not_available: TRAFFIC_MESSAGES.notAvailable,
  not_permitted: TRAFFIC_MESSAGES.notPermitted,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The five busiest VXCs as bars on one speed axis, their figures also written out for everyone. */
function TopVxcs({ data }: { data: Dashboard }) {
  if (data.traffic !== 'available') return <Text c="dimmed">{TRAFFIC_UNAVAILABLE[data.traffic]}</Text>;
  if (data.topVxcs.length === 0) return <Text c="dimmed">No live VXCs.</Text>;
  const { unit, divisor } = bitRateUnit(Math.max(...data.topVxcs.map((v) => v.averageBps)));
  const rows = data.topVxcs.map((v) => ({ name: v.name, Average: Math.round((v.averageBps / divisor) * 100) / 100 }));
  const summary = data.topVxcs.map((v) => `${v.name} ${formatBitRate(v.averageBps)}`).join(', ');
  return (
    <Stack gap="xs">
      <BarChart
        h={60 + 44 * rows.length}
        data={rows}
        dataKey="name"
        orientation="vertical"
        yAxisProps={{ width: 180 }}
        series={[{ name: 'Average', color: 'blue.7' }]}
        valueFormatter={(value) => `${value} ${unit}`}
        role="img"
        aria-label={`Busiest VXCs, average over the last 24 hours: ${summary}`}
      />
      <Table aria-label="Busiest VXCs" withRowBorders={false}>
        <Table.Tbody>
          {data.topVxcs.map((v) => (
            <Table.Tr key={v.technicalServiceId}>
              <Table.Td>
                <Anchor component={Link} to={`/customerService/vxc/${v.technicalServiceId}`}>
                  {v.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatBitRate(v.averageBps)} average</Table.Td>
              <Table.Td c="dimmed">of {formatSpeed(v.rateLimitMbps)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

const ACTIVITY_COLUMNS: SimpleColumn<Dashboard['recentActivity'][number]>[] = [
  { header: 'When', cell: (a) => formatDateTime(a.at) },
  { header: 'Who', cell: (a) => a.who },
  { header: 'What', cell: (a) => a.what },
];

function RecentActivity({ data }: { data: Dashboard }) {
  if (data.recentActivity.length === 0) return <Text c="dimmed">Nothing has happened yet.</Text>;
  return (
    <SimpleTable label="Recent activity" columns={ACTIVITY_COLUMNS} rows={data.recentActivity} rowKey={(a) => a.id} />
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  const utilisation =
    data.traffic !== 'available' ? null : data.networkUtilisation === null ? '—' : `${data.networkUtilisation} %`;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label="Services live" value={data.servicesLive} />
        <Figure label="Services provisioning" value={data.servicesProvisioning} note="Ordered and being built" />
        <Figure
          label="Network utilisation"
          value={utilisation ?? 'Not available'}
          note={data.traffic === 'available' ? 'Of your live ports, last 24 hours' : TRAFFIC_UNAVAILABLE[data.traffic]}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Section title="Busiest VXCs, last 24 hours">
          <TopVxcs data={data} />
        </Section>
        <Section title="Your locations">
          <LocationMap locations={data.locations} />
        </Section>
      </SimpleGrid>
      <Section title="Recent activity">
        <RecentActivity data={data} />
      </Section>
    </Stack>
  );
}

/** `/dashboard` (decision 0052): the services of the company the person acts for (decision 0075) at a glance. */
export function DashboardPage() {
  const company = useActingCompany();
  const dashboard = useDashboard(company.companyId);
  return (
    <>
      <PageHeader title="Dashboard" description={`${company.companyName}: your services at a glance.`} />
      <Loaded query={dashboard}>{(data) => <DashboardBody data={data} />}</Loaded>
    </>
  );
}
