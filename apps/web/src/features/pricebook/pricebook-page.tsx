import { Alert, Tabs } from '@mantine/core';
import type { Market } from '@portico/contract';
import { PRICEBOOK_MESSAGES } from '@portico/domain';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { useMarkets } from '../catalogue/catalogue.api';
import { MvePricesTab } from './mve-prices-tab';
import { VxcPricesTab } from './vxc-prices-tab';

/** Tab 9: connection prices are maintained outside the portal (the spec's banner, nothing editable). */
function ConnectionPricesTab() {
  return (
    <Alert color="yellow" variant="light" role="note">
      {PRICEBOOK_MESSAGES.connectionPricesBanner}
    </Alert>
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
        description="VXC and MVE prices by market. A price in force is never changed: add a new one from a later date."
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
