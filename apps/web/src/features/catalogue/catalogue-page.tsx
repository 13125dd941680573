import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  type CatalogueItem,
  type CatalogueQuery,
  catalogueEndpoints,
  type Market,
  type Zone,
  type ZoneLink,
} from '@portico/contract';
import { formatSpeed, LOCATION_STATUSES, type LocationStatus } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { type ListFilter, ListFilterBar } from '../../components/ui/list-filters';
import { PagedTable } from '../../components/ui/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { PanelTabs } from '../../components/ui/panel-tabs';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
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

const speeds = (mbps: readonly number[]) => mbps.map(formatSpeed).join(', ');

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
  const { marketId, metroId, status } = list.filters;
  const markets = useMarkets();
  const metros = useMetros();

  const query: CatalogueQuery = {
    ...list.paging,
    marketId: marketId ? Number(marketId) : undefined,
    metroId: metroId ? Number(metroId) : undefined,
    status: (status as LocationStatus | null) ?? undefined,
  };
  const result = useCatalogue(query);
  const metroOptions = (metros.data ?? [])
    .filter((m) => !marketId || m.marketId === Number(marketId))
    .map((m) => ({ value: String(m.id), label: m.name }));

  const filters: ListFilter<'marketId' | 'metroId' | 'status'>[] = [
    {
      name: 'marketId',
      label: 'Market',
      searchable: true,
      data: (markets.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
      onChange(value) {
        list.set.metroId(null);
        list.set.marketId(value);
      },
      w: 180,
    },
    { name: 'metroId', label: 'Metro', searchable: true, data: metroOptions, w: 180 },
    { name: 'status', label: 'Status', data: [...LOCATION_STATUSES], w: 150 },
  ];

  return (
    <Stack gap="md">
      <ListFilterBar
        list={list}
        search={{ label: 'Search locations', placeholder: 'Name, data centre, metro or id', w: 280 }}
        filters={filters}
      >
        <CsvExportButton
          endpoint={catalogueEndpoints.list}
          query={{ ...query, ...list.typed }}
          filename="catalogue.csv"
        />
      </ListFilterBar>
      <PagedTable
        items="locations"
        caption="Catalogue locations"
        errorText="The catalogue could not be loaded."
        columns={columns}
        list={list}
        result={result}
        getRowKey={(row) => row.locationId}
      />
    </Stack>
  );
}

/** A list with one row open for editing at a time: its Edit/Close button and the form under the row. */
function useEditing() {
  const [editing, setEditing] = useState<number | null>(null);
  return {
    editing,
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

/** A catalogue table of things edited in place (markets, zones, links), and how to add one below it. */
function EditableList<T extends { id: number; active: boolean }>({
  label,
  columns,
  rows,
  editLabel,
  form,
  add,
}: {
  label: string;
  columns: SimpleColumn<T>[];
  rows: readonly T[];
  editLabel(row: T): string;
  form(row: T | null): ReactNode;
  add?: string;
}) {
  const { editing, button } = useEditing();
  const table = (
    <SimpleTable
      label={label}
      columns={[
        ...columns,
        { header: 'Status', cell: (row) => activeBadge(row.active) },
        { header: null, cell: (row) => button(row.id, editLabel(row)) },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      detail={(row) => (editing === row.id ? form(row) : null)}
    />
  );
  if (!add) return table;
  return (
    <Stack gap="md">
      {table}
      <Text fw={600}>{add}</Text>
      {form(null)}
    </Stack>
  );
}

const id = { header: 'Id', cell: (row: { id: number }) => row.id };

function MarketsPanel() {
  const markets = useMarkets();
  return (
    <EditableList<Market>
      label="Markets"
      columns={[
        id,
        { header: 'Market', cell: (m) => m.name },
        { header: 'Supplier', cell: (m) => m.supplierId },
        { header: 'Country', cell: (m) => m.countryCode },
        { header: 'Currency', cell: (m) => m.currency },
      ]}
      rows={markets.data ?? []}
      editLabel={(m) => `Edit market ${m.name}`}
      form={(m) => m && <MarketForm market={m} />}
    />
  );
}

function ZonesPanel() {
  const zones = useZones();
  return (
    <EditableList<Zone>
      label="Zones"
      columns={[
        id,
        { header: 'Zone', cell: (z) => z.name },
        { header: 'Description', cell: (z) => z.description ?? '—' },
      ]}
      rows={zones.data ?? []}
      editLabel={(z) => `Edit zone ${z.name}`}
      form={(z) => <ZoneForm zone={z} />}
      add="Add a zone"
    />
  );
}

function ZoneLinksPanel() {
  const links = useZoneLinks();
  const zones = useZones();
  return (
    <EditableList<ZoneLink>
      label="Zone links"
      columns={[id, { header: 'Zone A', cell: (l) => l.aZone }, { header: 'Zone B', cell: (l) => l.bZone }]}
      rows={links.data ?? []}
      editLabel={(l) => `Edit zone link ${l.aZone} – ${l.bZone}`}
      form={(l) => <ZoneLinkForm link={l} zones={zones.data ?? []} />}
      add="Link two zones"
    />
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
      <PanelTabs
        defaultValue="locations"
        tabs={[
          { value: 'locations', label: 'Locations', panel: <LocationsPanel /> },
          { value: 'markets', label: 'Markets', panel: <MarketsPanel /> },
          { value: 'zones', label: 'Zones', panel: <ZonesPanel /> },
          { value: 'zoneLinks', label: 'Zone links', panel: <ZoneLinksPanel /> },
        ]}
      />
    </>
  );
}
