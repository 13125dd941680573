import { Text } from '@mantine/core';
import type { InvoiceSummary } from '@portico/contract';
import { type InvoiceAction, invoiceActionsFor } from '@portico/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Outcome } from '../../components/ui/outcome';
import { type RowAction, RowButtons } from '../../components/ui/row-buttons';
import { CreditNoteDialog } from './credit-note-dialog';
import { useInvoiceAction } from './invoices.api';

const LABELS: Readonly<Record<InvoiceAction, string>> = {
  approve: 'Approve',
  unapprove: 'Unapprove',
  suspend: 'Suspend',
  unsuspend: 'Unsuspend',
  reject: 'Reject',
  commit: 'Commit',
};

/** The moves that cannot be taken back: asked before they are made. */
const CONFIRM: Partial<Record<InvoiceAction, { title: string; text: string; colour?: string }>> = {
  reject: {
    title: 'Reject',
    text: 'A rejected invoice is final; the next bill run bills its periods again.',
    colour: 'red',
  },
  commit: {
    title: 'Commit',
    text: 'A committed invoice is numbered and dated and never changes again.',
  },
};

/** The invoice's name in buttons and dialogs: its number once committed, else its id. */
export const invoiceName = (invoice: InvoiceSummary) => invoice.invoiceNumber ?? `#${invoice.invoiceId}`;

/**
 * An invoice's buttons: exactly the actions its status takes (the domain's `invoiceActionsFor`, the state machine
 * the server checks), Reject and Commit after a confirmation, and a credit note on a committed invoice.
 */
export function InvoiceActions({ invoice }: { invoice: InvoiceSummary }) {
  const move = useInvoiceAction();
  const [asking, setAsking] = useState<InvoiceAction | null>(null);
  const [crediting, setCrediting] = useState(false);
  const run = (action: InvoiceAction) =>
    move.mutate({ invoiceId: invoice.invoiceId, action }, { onSettled: () => setAsking(null) });
  const actions: RowAction[] = invoiceActionsFor(invoice.status).map((action) => ({
    label: LABELS[action],
    look: CONFIRM[action]?.colour ? { color: CONFIRM[action].colour, variant: 'light' } : undefined,
    loading: move.isPending && move.variables?.action === action,
    onClick: () => (CONFIRM[action] ? setAsking(action) : run(action)),
  }));
  if (invoice.status === 'COMMITTED' && invoice.kind === 'INVOICE')
    actions.push({ label: 'Credit note', look: { variant: 'light' }, onClick: () => setCrediting(true) });
  const name = invoiceName(invoice);
  const confirm = asking ? CONFIRM[asking] : undefined;
  return (
    <>
      {actions.length > 0 ? <RowButtons subject={`invoice ${name}`} actions={actions} /> : <Text c="dimmed">—</Text>}
      <ConfirmDialog
        opened={asking !== null}
        title={`${confirm?.title ?? ''} invoice ${name}`}
        confirmLabel={confirm?.title ?? ''}
        loading={move.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && run(asking)}
      >
        {confirm?.text}
      </ConfirmDialog>
      {crediting && <CreditNoteDialog invoice={invoice} onClose={() => setCrediting(false)} />}
      <Outcome error={move.error} />
    </>
  );
}
