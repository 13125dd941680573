import { Alert, Stack, Text } from '@mantine/core';
import type { Market } from '@portico/contract';
import { PRICEBOOK_MESSAGES, formatDay, formatSpeed } from '@portico/domain';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { PanelTabs } from '../../components/ui/panel-tabs';
import { useMarkets } from '../../api/shared-queries';
import type { DatedValues } from '../../components/forms/dated-price-form';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { formatPrice, supplierOfMarket } from '../../lib/price-format';
import { type DatedPrice, DatedPriceTab, type DatedPriceVariant } from './dated-price-tab';
import { MVE_PRICES } from './mve-prices';
import { type ConnectionRate, useConnectionRates } from './pricebook.api';
import { PRODUCT_LABELS, PRODUCT_PRICES } from './product-prices';
import { VXC_PRICES } from './vxc-prices';

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
        <SimpleTable
          label="Connection prices in force"
          caption={`Connection prices in force on ${formatDay(rates.data.date)}`}
          scroll={{ minWidth: 0, sticky: true }}
          columns={CONNECTION_COLUMNS(markets)}
          rows={rates.data.items}
          rowKey={(p) => p.id}
        />
      )}
    </Stack>
  );
}

const CONNECTION_COLUMNS = (markets: readonly Market[]): SimpleColumn<ConnectionRate>[] => [
  { header: 'Market', cell: (p) => p.market },
  { header: 'Product', cell: (p) => PRODUCT_LABELS[p.productType] },
  { header: 'Speed', cell: (p) => formatSpeed(p.speedMbps) },
  { header: 'Term', cell: (p) => `${p.termMonths} mo` },
  {
    header: 'Monthly',
    className: 'money',
    cell: (p) => formatPrice(p.monthlyCents, p.currency, supplierOfMarket(markets, p.marketId)),
  },
];

const tabOf =
  <P extends DatedPrice, V extends DatedValues, B>(variant: DatedPriceVariant<P, V, B>) =>
  ({ markets }: { markets: readonly Market[] }) => <DatedPriceTab variant={variant} markets={markets} />;

/**
 * The price book's tabs by the spec's numbers (`?tab=`). A new tab (Port, MCR, IX & MegaDirect) is one more entry
 * here.
 */
export const PRICEBOOK_TABS: readonly {
  id: string;
  label: string;
  Panel: ComponentType<{ markets: readonly Market[] }>;
}[] = [
  { id: '1', label: 'VXC prices', Panel: tabOf(VXC_PRICES) },
  { id: '2', label: 'MVE prices', Panel: tabOf(MVE_PRICES) },
  { id: '3', label: 'Port, MCR, IX & MegaDirect', Panel: tabOf(PRODUCT_PRICES) },
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
      <PanelTabs
        value={tab}
        onChange={(value) => setSearch(value && value !== '1' ? { tab: value } : {}, { replace: true })}
        tabs={PRICEBOOK_TABS.map(({ id, label, Panel }) => ({
          value: id,
          label,
          panel: <Panel markets={markets.data ?? []} />,
        }))}
      />
    </>
  );
}
