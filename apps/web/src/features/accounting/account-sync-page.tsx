import { Stack } from '@mantine/core';
import { SYNC_KINDS, type SyncKind } from '@portico/domain';
import { PageHeader } from '../../components/ui/page-header';
import { PanelTabs } from '../../components/ui/panel-tabs';
import { SyncItemsTable } from './sync-items-table';
import { SyncRunPanel, useCanSync } from './sync-run-panel';

const TABS: Record<SyncKind, { label: string; items: string; emptyText: string }> = {
  payments: { label: 'Payments', items: 'payments not yet posted', emptyText: 'Every payment is posted.' },
  allocations: {
    label: 'Allocations',
    items: 'allocations not yet posted',
    emptyText: 'Every allocation (and reversal) is posted.',
  },
  invoices: { label: 'Invoices', items: 'invoices not yet posted', emptyText: 'Every committed invoice is posted.' },
};

/**
 * `/accountSync` (admin console §2 security screen; customer portal §4, §7; decision 0092): payments, allocations
 * and committed invoices not yet posted to the accounting system, each synced all, selected, one, or forgotten, and
 * the run's progress.
 */
export function AccountSyncPage() {
  const canSync = useCanSync();
  return (
    <>
      <PageHeader
        title="Accounting sync"
        description="Post payments, allocations and committed invoices to the accounting system. Each is posted once."
      />
      <Stack gap="lg">
        <SyncRunPanel />
        <PanelTabs
          defaultValue="payments"
          tabs={SYNC_KINDS.map((kind) => ({
            value: kind,
            label: TABS[kind].label,
            panel: (
              <SyncItemsTable
                which={{ kind, list: 'unsynced' }}
                items={TABS[kind].items}
                emptyText={TABS[kind].emptyText}
                canSync={canSync}
              />
            ),
          }))}
        />
      </Stack>
    </>
  );
}
