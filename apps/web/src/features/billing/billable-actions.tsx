import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { BillableRow } from '@portico/contract';
import { canMoveBilling } from '@portico/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Outcome } from '../../components/ui/outcome';
import { RowButtons } from '../../components/ui/row-buttons';
import { useActivateBillable, useKillBilling } from './billing.api';

/** The activation of one billable: from the day chosen, or today where none is. */
function ActivateDialog({ billable, onClose }: { billable: BillableRow; onClose(): void }) {
  const [date, setDate] = useState('');
  const activate = useActivateBillable();
  return (
    <Modal opened onClose={onClose} title={`Activate ${billable.billableName ?? billable.billableId}`}>
      <form
        noValidate
        aria-label="Activation"
        onSubmit={(e) => {
          e.preventDefault();
          activate.mutate({ billableId: billable.billableId, date: date || undefined }, { onSuccess: onClose });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Billing starts from the activation day, never before the contract starts
            {billable.contractStartDate ? ` (${billable.contractStartDate})` : ''}.
          </Text>
          <TextInput
            label="Activation date"
            type="date"
            description="Empty: today"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <Outcome error={activate.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={activate.isPending}>
              Activate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A billable's actions, offered only where its billing status allows them (the domain's state machine): Activate a
 * billable not activated yet; Kill billing of one not final, after a confirmation.
 */
export function BillableActions({ billable }: { billable: BillableRow }) {
  const [activating, setActivating] = useState(false);
  const [killing, setKilling] = useState(false);
  const kill = useKillBilling();
  const subject = billable.billableName ?? String(billable.billableId);
  const actions = [
    ...(canMoveBilling(billable.billingStatus, 'ACTIVE') && billable.billingStatus === 'NOT_ACTIVATED'
      ? [{ label: 'Activate', onClick: () => setActivating(true) }]
      : []),
    ...(canMoveBilling(billable.billingStatus, 'KILLED')
      ? [{ label: 'Kill billing', look: { color: 'red', variant: 'light' }, onClick: () => setKilling(true) }]
      : []),
  ];
  return (
    <>
      {actions.length > 0 ? <RowButtons subject={subject} actions={actions} /> : <Text c="dimmed">—</Text>}
      {activating && <ActivateDialog billable={billable} onClose={() => setActivating(false)} />}
      <ConfirmDialog
        opened={killing}
        title={`Kill the billing of ${subject}`}
        confirmLabel="Kill billing"
        loading={kill.isPending}
        onCancel={() => setKilling(false)}
        onConfirm={() =>
          kill.mutate(billable.billableServiceDetailsDto.technicalServiceId, { onSettled: () => setKilling(false) })
        }
      >
        Nothing more is billed for {billable.billableServiceDetailsDto.name}: it is listed among the unbilled services
        until its billing is set up again.
      </ConfirmDialog>
      <Outcome error={kill.error} />
    </>
  );
}
