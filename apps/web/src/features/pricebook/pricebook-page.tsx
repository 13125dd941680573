import { Alert, Stack, Table, Text, Tabs } from '@mantine/core';
import type { Market } from '@portico/contract';
import { PRICEBOOK_MESSAGES } from '@portico/domain';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { useMarkets } from '../../api/shared-queries';
import { useConnectionRates } from './pricebook.api';
import { MvePricesTab } from './mve-prices-tab';
import { formatPrice, formatSpeed, supplierOfMarket } from '../../lib/price-format';
import { PRODUCT_LABELS } from './product-price-form';
import { ProductPricesTab } from './product-prices-tab';
import { VxcPricesTab } from './vxc-prices-tab';

/**
 * Tab 9: connection prices are maintained outside the portal — the spec's banner, and the prices in force today
 * (`GET /rates/connections`) to read, nothing editable.
 */
function ConnectionPricesTab({ markets }: { markets: readonly Market[] }) {
  const rates = useConnectionRates();
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" role="note">
        {PRICEBOOK_MESSAGES.connectionPricesBanner}
      </Alert>
      {rates.isError && <Text c="red">The connection prices could not be loaded.</Text>}
      {rates.data && (
        <Table.ScrollContainer minWidth={0} className="sticky-first-column">
          <Table striped aria-label="Connection prices in force">
            <Table.Caption>Connection prices in force on {rates.data.date}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Market</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Speed</Table.Th>
                <Table.Th>Term</Table.Th>
                <Table.Th>Monthly</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.items.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.market}</Table.Td>
                  <Table.Td>{PRODUCT_LABELS[p.productType]}</Table.Td>
                  <Table.Td>{formatSpeed(p.speedMbps)}</Table.Td>
                  <Table.Td>{p.termMonths} mo</Table.Td>
                  <Table.Td className="money">
                    {formatPrice(p.monthlyCents, p.currency, supplierOfMarket(markets, p.marketId))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * The price book's tabs by the spec's numbers (`?tab=`). A new tab (Port, MCR, IX & MegaDirect) is one more entry
 * here.
 */
export const PRICEBOOK_TABS: readonly {
  id: string;
  label: string;
  Panel: ComponentType<{ markets: readonly Market[] }>;
}[] = [
  { id: '1', label: 'VXC prices', Panel: VxcPricesTab },
  { id: '2', label: 'MVE prices', Panel: MvePricesTab },
  { id: '3', label: 'Port, MCR, IX & MegaDirect', Panel: ProductPricesTab },
  { id: '9', label: 'Connection prices', Panel: ConnectionPricesTab },
];

/** `/pricebook` (staff): VXC and MVE prices, dated, edited or deleted only before they start. */
export function PricebookPage() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab') ?? '1';
  const tab = PRICEBOOK_TABS.some((t) => t.id === requested) ? requested : '1';
  const markets = useMarkets();

  return (
    <>
      <PageHeader
        title="Price book"
        description="List prices by market. A price in force is never changed: add a new one from a later date."
      />
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== '1' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {PRICEBOOK_TABS.map((t) => (
            <Tabs.Tab key={t.id} value={t.id}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PRICEBOOK_TABS.map(({ id, Panel }) => (
          <Tabs.Panel key={id} value={id}>
            <Panel markets={markets.data ?? []} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
