import { Alert, Anchor, Text } from '@mantine/core';
import type { EndpointData, suppliesEndpoints } from '@portico/contract';
import { formatRateBp } from '@portico/domain';
import { Loaded } from '../../components/ui/loaded';
import { SimpleTable } from '../../components/ui/simple-table';
import { useCompanySupplies } from './supplies.api';

type CompanySupplies = EndpointData<typeof suppliesEndpoints.companySupplies>;

/** A tab of the company page (#/company/{companyId}): the markets the company is billed in, at a glance. */
export function CompanyMarketsTab({ companyId }: { companyId: number }) {
  const supplies = useCompanySupplies(companyId);
  return <Loaded query={supplies}>{(data) => <Markets companyId={companyId} data={data} />}</Loaded>;
}

function Markets({ companyId, data }: { companyId: number; data: CompanySupplies }) {
  if (data.detailsHidden) {
    return (
      <Alert color="blue" variant="light">
        {data.notice}
      </Alert>
    );
  }
  if (data.items.length === 0) {
    return (
      <Text c="dimmed">
        No markets yet. <Anchor href={`#/companySupply/${companyId}`}>Add a supply</Anchor> to bill this company in a
        market.
      </Text>
    );
  }
  return (
    <SimpleTable
      label="Markets"
      maw={760}
      columns={[
        { header: 'Market', cell: (s) => s.market },
        { header: 'Supplier', cell: (s) => `${s.wellKnownSupplier} (${s.supplierId})` },
        { header: 'Currency', cell: (s) => s.currencyEnum },
        { header: 'Tax rate', cell: (s) => formatRateBp(s.taxRateBp) },
        { header: 'Payment term', cell: (s) => `${s.paymentTermInDays} days` },
      ]}
      rows={data.items}
      rowKey={(s) => s.id}
    />
  );
}
