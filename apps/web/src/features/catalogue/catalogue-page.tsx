import { Badge, Button, Group, Select, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { type CatalogueItem, type CatalogueQuery, catalogueEndpoints } from '@portico/contract';
import { LOCATION_STATUSES, type LocationStatus } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { PagedTable } from '../../components/ui/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { useMarkets } from '../../api/shared-queries';
import { useCatalogue, useMetros, useZoneLinks, useZones } from './catalogue.api';
import { MarketForm, ZoneForm, ZoneLinkForm } from './catalogue-forms';

const PAGE_SIZE = 25;

const STATUS_COLOURS: Record<LocationStatus, string> = {
  Active: 'green',
  New: 'teal',
  Extended: 'blue',
  Deployment: 'yellow',
  Restricted: 'orange',
  Expired: 'gray',
};

const speeds = (mbps: readonly number[]) => mbps.map((s) => (s >= 1000 ? `${s / 1000}G` : `${s}M`)).join(', ');

const column = createColumnHelper<CatalogueItem>();
const columns = [
  column.accessor('locationId', { header: 'Id' }),
  column.accessor('name', { header: 'Location' }),
  column.accessor('dataCentre', { header: 'Data centre', cell: (c) => c.getValue() ?? '—', ...SECONDARY }),
  column.accessor('metro', { header: 'Metro' }),
  column.accessor('market', { header: 'Market', cell: (c) => c.getValue() ?? '—' }),
  column.accessor('zone', { header: 'Zone', cell: (c) => c.getValue() ?? '—', ...SECONDARY }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <Badge color={STATUS_COLOURS[c.getValue()]} variant="light">
        {c.getValue()}
      </Badge>
    ),
  }),
  column.accessor('diversityZones', {
    header: 'Diversity zones',
    cell: (c) => (
      <Group gap={4}>
        {c.getValue().map((z) => (
          <Badge
            key={z.zone}
            // the darkest shade: the outline badge's text must keep 4.5:1 on a striped row too
            color={`${z.zone}.9`}
            variant="outline"
            title={`Ports ${speeds(z.portSpeedsMbps)}; MCR ${speeds(z.mcrSpeedsMbps)}; MVE ${z.mveAvailable ? 'yes' : 'no'}`}
          >
            {z.zone}
            {z.mveAvailable ? ' · MVE' : ''}
          </Badge>
        ))}
      </Group>
    ),
  }),
  column.display({
    id: 'coordinates',
    header: 'Coordinates',
    cell: (c) => (c.row.original.latitude === null ? '—' : `${c.row.original.latitude}, ${c.row.original.longitude}`),
    ...SECONDARY,
  }),
];

function LocationsPanel() {
  const list = usePagedList(
    { search: '', marketId: null as string | null, metroId: null as string | null, status: null as string | null },
    { pageSize: PAGE_SIZE, search: 'search' },
  );
  const { search, marketId, metroId, status } = list.filters;
  const markets = useMarkets();
  const metros = useMetros();

  const query: CatalogueQuery = {
    page: list.page,
    pageSize: PAGE_SIZE,
    search: list.settled.search || undefined,
    marketId: marketId ? Number(marketId) : undefined,
    metroId: metroId ? Number(metroId) : undefined,
    status: (status as LocationStatus | null) ?? undefined,
  };
  const result = useCatalogue(query);
  const metroOptions = (metros.data ?? [])
    .filter((m) => !marketId || m.marketId === Number(marketId))
    .map((m) => ({ value: String(m.id), label: m.name }));

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search locations"
          placeholder="Name, data centre, metro or id"
          value={search}
          onChange={(event) => list.set.search(event.currentTarget.value)}
          w={280}
          type="search"
        />
        <Select
          label="Market"
          placeholder="Any"
          clearable
          searchable
          data={(markets.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          value={marketId}
          onChange={(value) => {
            list.set.metroId(null);
            list.set.marketId(value);
          }}
          w={180}
        />
        <Select
          label="Metro"
          placeholder="Any"
          clearable
          searchable
          data={metroOptions}
          value={metroId}
          onChange={list.set.metroId}
          w={180}
        />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={[...LOCATION_STATUSES]}
          value={status}
          onChange={list.set.status}
          w={150}
        />
        <CsvExportButton
          endpoint={catalogueEndpoints.list}
          query={{ ...query, search: search.trim() || undefined }}
          filename="catalogue.csv"
        />
      </Group>
      <PagedTable
        caption="Catalogue locations"
        columns={columns}
        list={list}
        result={result}
        emptyText="No locations match the filters."
        errorText="The catalogue could not be loaded."
        getRowKey={(row) => row.locationId}
      />
    </Stack>
  );
}

/** A list with one row open for editing at a time. */
function useEditing() {
  const [editing, setEditing] = useState<number | null>(null);
  return {
    editing,
    toggle: (id: number) => setEditing((current) => (current === id ? null : id)),
    button: (id: number, label: string) => (
      <Button size="xs" variant="light" onClick={() => setEditing((c) => (c === id ? null : id))} aria-label={label}>
        {editing === id ? 'Close' : 'Edit'}
      </Button>
    ),
  };
}

const activeBadge = (active: boolean) => (
  <Badge color={active ? 'green' : 'gray'} variant="light">
    {active ? 'Active' : 'Inactive'}
  </Badge>
);

function MarketsPanel() {
  const markets = useMarkets();
  const { editing, button } = useEditing();
  return (
    <Table striped aria-label="Markets">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Id</Table.Th>
          <Table.Th>Market</Table.Th>
          <Table.Th>Supplier</Table.Th>
          <Table.Th>Country</Table.Th>
          <Table.Th>Currency</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(markets.data ?? []).flatMap((m) => [
          <Table.Tr key={m.id}>
            <Table.Td>{m.id}</Table.Td>
            <Table.Td>{m.name}</Table.Td>
            <Table.Td>{m.supplierId}</Table.Td>
            <Table.Td>{m.countryCode}</Table.Td>
            <Table.Td>{m.currency}</Table.Td>
            <Table.Td>{activeBadge(m.active)}</Table.Td>
            <Table.Td>{button(m.id, `Edit market ${m.name}`)}</Table.Td>
          </Table.Tr>,
          editing === m.id ? (
            <Table.Tr key={`${m.id}-edit`}>
              <Table.Td colSpan={7}>
                <MarketForm market={m} />
              </Table.Td>
            </Table.Tr>
          ) : null,
        ])}
      </Table.Tbody>
    </Table>
  );
}

function ZonesPanel() {
  const zones = useZones();
  const { editing, button } = useEditing();
  return (
    <Stack gap="md">
      <Table striped aria-label="Zones">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Id</Table.Th>
            <Table.Th>Zone</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(zones.data ?? []).flatMap((z) => [
            <Table.Tr key={z.id}>
              <Table.Td>{z.id}</Table.Td>
              <Table.Td>{z.name}</Table.Td>
              <Table.Td>{z.description ?? '—'}</Table.Td>
              <Table.Td>{activeBadge(z.active)}</Table.Td>
              <Table.Td>{button(z.id, `Edit zone ${z.name}`)}</Table.Td>
            </Table.Tr>,
            editing === z.id ? (
              <Table.Tr key={`${z.id}-edit`}>
                <Table.Td colSpan={5}>
                  <ZoneForm zone={z} />
                </Table.Td>
              </Table.Tr>
            ) : null,
          ])}
        </Table.Tbody>
      </Table>
      <Text fw={600}>Add a zone</Text>
      <ZoneForm zone={null} />
    </Stack>
  );
}

function ZoneLinksPanel() {
  const links = useZoneLinks();
  const zones = useZones();
  const { editing, button } = useEditing();
  return (
    <Stack gap="md">
      <Table striped aria-label="Zone links">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Id</Table.Th>
            <Table.Th>Zone A</Table.Th>
            <Table.Th>Zone B</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(links.data ?? []).flatMap((l) => [
            <Table.Tr key={l.id}>
              <Table.Td>{l.id}</Table.Td>
              <Table.Td>{l.aZone}</Table.Td>
              <Table.Td>{l.bZone}</Table.Td>
              <Table.Td>{activeBadge(l.active)}</Table.Td>
              <Table.Td>{button(l.id, `Edit zone link ${l.aZone} – ${l.bZone}`)}</Table.Td>
            </Table.Tr>,
            editing === l.id ? (
              <Table.Tr key={`${l.id}-edit`}>
                <Table.Td colSpan={5}>
                  <ZoneLinkForm link={l} zones={zones.data ?? []} />
                </Table.Td>
              </Table.Tr>
            ) : null,
          ])}
        </Table.Tbody>
      </Table>
      <Text fw={600}>Link two zones</Text>
      <ZoneLinkForm link={null} zones={zones.data ?? []} />
    </Stack>
  );
}

/** `/catalogue`: staff browse the locations of the catalogue and maintain its markets, zones and zone links. */
export function CataloguePage() {
  return (
    <>
      <PageHeader
        title="Catalogue"
        description="Locations by market, metro and status, with their diversity zones; markets, zones and zone links."
      />
      <Tabs defaultValue="locations" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="locations">Locations</Tabs.Tab>
          <Tabs.Tab value="markets">Markets</Tabs.Tab>
          <Tabs.Tab value="zones">Zones</Tabs.Tab>
          <Tabs.Tab value="zoneLinks">Zone links</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="locations">
          <LocationsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="markets">
          <MarketsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="zones">
          <ZonesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="zoneLinks">
          <ZoneLinksPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
