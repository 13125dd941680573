import { Button, Group, Stack, Text } from '@mantine/core';
import { NETWORK_PAGE_LIMIT, type NetworkQuery, servicesNetworkEndpoints } from '@portico/contract';
import { PRODUCT_TYPES, PROVISIONING_STATUSES } from '@portico/domain';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { type ListFilter, ListFilterBar } from '../../components/ui/list-filters';
import { Loaded } from '../../components/ui/loaded';
import { PageHeader } from '../../components/ui/page-header';
import { usePagedList } from '../../hooks/use-paged-list';
import { useActingCompany } from '../../lib/auth/acting-company';
import { NetworkTable } from './network-table';
import { useNetwork } from './services.api';

const FILTERS: ListFilter<'productType' | 'provisioningStatus'>[] = [
  { name: 'productType', label: 'Type', data: [...PRODUCT_TYPES], w: 160 },
  { name: 'provisioningStatus', label: 'Status', data: PROVISIONING_STATUSES.filter((s) => s !== 'NEW'), w: 180 },
];

/**
 * `/customerServices`, your network: every service of the company the person acts for (decision 0075), each port
 * followed by the VXCs and IXs that hang off it, with its status and usage, 1,000 per page; the export takes every
 * service the filters keep.
 */
export function NetworkPage() {
  const company = useActingCompany();
  const list = usePagedList(
    { search: '', productType: null as string | null, provisioningStatus: null as string | null },
    { pageSize: NETWORK_PAGE_LIMIT, search: 'search' },
  );
  const filters = {
    productType: (list.filters.productType ?? undefined) as NetworkQuery['productType'],
    provisioningStatus: (list.filters.provisioningStatus ?? undefined) as NetworkQuery['provisioningStatus'],
  };
  const network = useNetwork(company.companyId, { page: list.page, search: list.paging.search, ...filters });
  const shown = network.data?.length ?? 0;
  const first = (list.page - 1) * NETWORK_PAGE_LIMIT;

  return (
    <>
      <PageHeader
        title="Your network"
        description={`Services of ${company.companyName}: each port with its VXCs and IXs.`}
        actions={
          <CsvExportButton
            endpoint={servicesNetworkEndpoints.network}
            params={{ id: company.companyId }}
            query={{ ...filters, ...list.typed }}
            filename="your-network.csv"
          />
        }
      />
      <Stack gap="md">
        <ListFilterBar
          list={list}
          search={{ label: 'Search services', placeholder: 'Name or id', w: 280 }}
          filters={FILTERS}
        />
        <Loaded query={network}>
          {(services) =>
            services.length === 0 ? (
              <Text c="dimmed">No services match.</Text>
            ) : (
              <NetworkTable services={services} caption="Your network" />
            )
          }
        </Loaded>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {shown === 0 ? '' : `Services ${first + 1}–${first + shown}`}
          </Text>
          <Group gap="xs">
            <Button variant="default" disabled={list.page === 1} onClick={() => list.setPage(list.page - 1)}>
              Previous page
            </Button>
            <Button variant="default" disabled={shown < NETWORK_PAGE_LIMIT} onClick={() => list.setPage(list.page + 1)}>
              Next page
            </Button>
          </Group>
        </Group>
      </Stack>
    </>
  );
}
