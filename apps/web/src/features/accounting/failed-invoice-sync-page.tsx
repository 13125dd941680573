import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';
import { SyncItemsTable } from './sync-items-table';
import { SyncRunPanel, useCanSync } from './sync-run-panel';

/**
 * `/failedInvoiceSync` (decision 0092): invoices the accounting system refused after every attempt, each with the
 * system's own words, to retry once the cause is fixed, or forget.
 */
export function FailedInvoiceSyncPage() {
  const canSync = useCanSync();
  return (
    <>
      <PageHeader
        title="Failed invoice sync"
        description="Invoices the accounting system refused, with its reason. Fix the cause, then retry."
      />
      <Stack gap="lg">
        <SyncRunPanel />
        <SyncItemsTable
          which={{ kind: 'invoices', list: 'failed' }}
          items="invoices that failed to sync"
          emptyText="No invoice failed to sync."
          canSync={canSync}
          bulk={false}
        />
      </Stack>
    </>
  );
}
