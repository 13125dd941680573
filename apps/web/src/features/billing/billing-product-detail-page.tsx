import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { DataTable } from '../../components/ui/data-table';
import { Loaded } from '../../components/ui/loaded';
import { PageHeader } from '../../components/ui/page-header';
import { useProductBillables } from './billing.api';
import { BILLABLE_COLUMNS } from './billables-table';
import { BillableUpkeepPanel } from './billable-upkeep-panel';
import { ChargesPanel } from './charges-panel';
import { PostpaidPanel } from './postpaid-panel';

/**
 * `/billingProductDetail/{productUid}` (admin console §2; decisions 0081, 0082): a product's billables, newest first
 * — a killed one beside the one set up after it — with their actions, and each billable's charges.
 */
export function BillingProductDetailPage() {
  const productUid = useParams().productUid ?? '';
  const billables = useProductBillables(productUid);
  const name = billables.data?.[0]?.billableServiceDetailsDto.name;
  return (
    <>
      <PageHeader
        title={name ? `Billing of ${name}` : 'Billable product detail'}
        description={`Product ${productUid}: its billables, newest first.`}
      />
      <Stack gap="md">
        <Loaded query={billables}>
          {(rows) => (
            <DataTable
              caption="Billables of the product"
              columns={BILLABLE_COLUMNS}
              rows={rows}
              total={rows.length}
              page={1}
              pageSize={Math.max(rows.length, 1)}
              onPageChange={() => undefined}
              emptyText="This product has never been billed."
              getRowKey={(row) => row.billableId}
            />
          )}
        </Loaded>
        <Loaded query={billables}>
          {(rows) => (
            <Stack gap="md">
              {rows.map((billable) => (
                <Stack key={billable.billableId} gap="md">
                  <PostpaidPanel billable={billable} />
                  <BillableUpkeepPanel billable={billable} />
                  <ChargesPanel billable={billable} />
                </Stack>
              ))}
            </Stack>
          )}
        </Loaded>
      </Stack>
    </>
  );
}
