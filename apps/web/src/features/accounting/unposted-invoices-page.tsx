import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';
import { SyncItemsTable } from './sync-items-table';
import { SyncRunPanel, useCanSync } from './sync-run-panel';

/** `/unpostedInvoices` (decision 0092): committed invoices never posted to the accounting system, with sync. */
export function UnpostedInvoicesPage() {
  const canSync = useCanSync();
  return (
    <>
      <PageHeader
        title="Unposted invoices"
        description="Committed invoices and credit notes not yet posted to the accounting system."
      />
      <Stack gap="lg">
        <SyncRunPanel />
        <SyncItemsTable
          which={{ kind: 'invoices', list: 'unposted' }}
          items="unposted invoices"
          emptyText="Every committed invoice is posted."
          canSync={canSync}
        />
      </Stack>
    </>
  );
}
