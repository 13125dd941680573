import { Badge, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type BillableRow, type Charge, chargeSaveSchema } from '@portico/contract';
import {
  bpToPercent,
  CHARGE_LABELS,
  CHARGE_MESSAGES,
  CHARGE_TYPES,
  type ChargeType,
  chargeProblem,
  formatDay,
  formatMinor,
  isFinalBillingStatus,
  parseAmountToMinor,
  parsePercentToBp,
  PERCENT_CHARGE_TYPES,
} from '@portico/domain';
import { useState } from 'react';
import { Loaded } from '../../components/ui/loaded';
import { Outcome } from '../../components/ui/outcome';
import { RowButtons } from '../../components/ui/row-buttons';
import { SimpleTable } from '../../components/ui/simple-table';
import { useCharges, useDeactivateCharge, useSaveCharge } from './billing.api';
import { SharedDiscountDialog } from './shared-discount-dialog';

const TYPE_OPTIONS = CHARGE_TYPES.map((t) => ({ value: t, label: CHARGE_LABELS[t] }));
const isPercent = (type: ChargeType) => PERCENT_CHARGE_TYPES.includes(type);

/** A charge's amount as people read it: money, or a percentage for a percentage discount. */
const amountOf = (c: Charge) =>
  isPercent(c.chargeType) ? `${bpToPercent(c.charge)} %` : formatMinor(c.charge, c.currency);

type Fields = {
  name: string;
  chargeType: ChargeType;
  amount: string;
  start: string;
  end: string;
  nominalChargeDate: string;
  excludeDiscount: boolean;
};

/** The charge form: a new charge, checked by the domain's rule in the browser before it is sent. */
function ChargeForm({ billable }: { billable: BillableRow }) {
  const empty: Fields = {
    name: '',
    chargeType: 'RECURRING',
    amount: '',
    start: '',
    end: '',
    nominalChargeDate: '',
    excludeDiscount: false,
  };
  const [fields, setFields] = useState<Fields>(empty);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCharge(billable.billableId);
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [name]: value }));
    setError(null);
    save.reset();
  };
  const percent = isPercent(fields.chargeType);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const charge = percent ? parsePercentToBp(fields.amount) : parseAmountToMinor(fields.amount, billable.currency);
    const body = {
      name: fields.name,
      chargeType: fields.chargeType,
      charge: charge ?? -1,
      start: fields.start,
      end: fields.end || null,
      nominalChargeDate: fields.nominalChargeDate || null,
      excludeDiscount: fields.excludeDiscount,
    };
    const parsed = chargeSaveSchema.safeParse(body);
    const problem =
      charge === null && fields.name.trim() !== ''
        ? percent
          ? CHARGE_MESSAGES.percentInvalid
          : CHARGE_MESSAGES.amountInvalid
        : parsed.success
          ? chargeProblem(body)
          : (parsed.error.issues[0]?.message ?? null);
    if (problem) {
      setError(problem);
      return;
    }
    save.mutate(body, { onSuccess: () => setFields(empty) });
  }

  return (
    <form noValidate aria-label={`New charge of ${billable.billableName ?? billable.billableId}`} onSubmit={submit}>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <TextInput label="Name" required value={fields.name} onChange={(e) => set('name', e.currentTarget.value)} />
          <Select
            label="Type"
            data={TYPE_OPTIONS}
            allowDeselect={false}
            value={fields.chargeType}
            onChange={(v) => set('chargeType', (v ?? 'RECURRING') as ChargeType)}
            w={180}
          />
          <TextInput
            label={percent ? 'Discount (%)' : `Charge (${billable.currency})`}
            inputMode="decimal"
            required
            value={fields.amount}
            onChange={(e) => set('amount', e.currentTarget.value)}
            w={140}
          />
          <TextInput
            label="Start"
            type="date"
            required
            value={fields.start}
            onChange={(e) => set('start', e.currentTarget.value)}
          />
          <TextInput label="End" type="date" value={fields.end} onChange={(e) => set('end', e.currentTarget.value)} />
          {fields.chargeType === 'ONCE_OFF' && (
            <TextInput
              label="Charged on"
              type="date"
              required
              value={fields.nominalChargeDate}
              onChange={(e) => set('nominalChargeDate', e.currentTarget.value)}
            />
          )}
        </Group>
        <Checkbox
          label="Exclude from discounts"
          checked={fields.excludeDiscount}
          onChange={(e) => set('excludeDiscount', e.currentTarget.checked)}
        />
        <Outcome error={error ?? save.error} success={save.isSuccess ? CHARGE_MESSAGES.saved : null} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Add charge
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A billable's charges (customer portal §3, §7; decision 0082): each with its type, amount, days and whether it is
 * active, Deactivate on the active ones, and a form for a new one — while the billable's billing has not ended.
 */
export function ChargesPanel({ billable }: { billable: BillableRow }) {
  const charges = useCharges(billable.billableId);
  const deactivate = useDeactivateCharge(billable.billableId);
  const ended = isFinalBillingStatus(billable.billingStatus);
  const [sharing, setSharing] = useState(false);
  const title = `Charges of ${billable.billableName ?? `billable ${billable.billableId}`}`;
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Loaded query={charges}>
          {(rows) =>
            rows.length === 0 ? (
              <Text c="dimmed">No charges beside the service's price.</Text>
            ) : (
              <SimpleTable
                label={title}
                rows={rows}
                rowKey={(c) => c.chargeId}
                columns={[
                  { header: 'Name', cell: (c) => c.name },
                  { header: 'Type', cell: (c) => CHARGE_LABELS[c.chargeType] },
                  { header: 'Charge', cell: amountOf },
                  { header: 'From', cell: (c) => formatDay(c.start) },
                  { header: 'To', cell: (c) => formatDay(c.end) },
                  { header: 'Charged on', cell: (c) => formatDay(c.nominalChargeDate) },
                  {
                    header: 'State',
                    cell: (c) => <Badge color={c.active ? 'green' : 'gray'}>{c.active ? 'Active' : 'Inactive'}</Badge>,
                  },
                  {
                    header: 'Actions',
                    cell: (c) =>
                      c.active && !ended ? (
                        <RowButtons
                          subject={c.name}
                          actions={[
                            {
                              label: 'Deactivate',
                              look: { variant: 'light', color: 'red' },
                              loading: deactivate.isPending && deactivate.variables === c.chargeId,
                              onClick: () => deactivate.mutate(c.chargeId),
                            },
                          ]}
                        />
                      ) : (
                        '—'
                      ),
                  },
                ]}
              />
            )
          }
        </Loaded>
        <Outcome error={deactivate.error} />
        {!ended && <ChargeForm billable={billable} />}
        {!ended && (
          <Group>
            <Button variant="light" onClick={() => setSharing(true)}>
              Share a discount
            </Button>
          </Group>
        )}
        {sharing && <SharedDiscountDialog billable={billable} onClose={() => setSharing(false)} />}
      </Stack>
    </Paper>
  );
}
