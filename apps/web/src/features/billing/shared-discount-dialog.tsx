import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type BillableRow, sharedDiscountSchema } from '@portico/contract';
import {
  BILLABLE_UPKEEP_MESSAGES,
  CHARGE_MESSAGES,
  chargeProblem,
  parseAmountToMinor,
  parsePercentToBp,
  sharedDiscountProblem,
} from '@portico/domain';
import { useState } from 'react';
import { Outcome } from '../../components/ui/outcome';
import { useSharedDiscount } from './billing.api';

/** Billable ids typed comma-separated, spaces stripped; null when one is not a whole number. */
function parseIds(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return parts.every((p) => /^[1-9][0-9]{0,9}$/.test(p)) ? parts.map(Number) : null;
}

/**
 * One discount shared by this billable and other billables of the same company (customer portal §7; decision
 * 0088): a percentage off each, or an amount a month split among them in proportion to their prices. Checked by the
 * domain's rules before it is sent; the charges it saves are listed in each billable's charges.
 */
export function SharedDiscountDialog({ billable, onClose }: { billable: BillableRow; onClose(): void }) {
  const [ids, setIds] = useState('');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const share = useSharedDiscount(billable.billableId);
  const edit = (setter: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setter(e.currentTarget.value);
    setError(null);
    share.reset();
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const others = parseIds(ids);
    const given = kind === 'percent' ? parsePercentToBp(value) : parseAmountToMinor(value, billable.currency);
    const body = {
      billableIds: others ?? [],
      name,
      percent: kind === 'percent' ? given : null,
      amount: kind === 'amount' ? given : null,
      start,
      end: end || null,
    };
    const parsed = sharedDiscountSchema.safeParse(body);
    const problem =
      others === null
        ? BILLABLE_UPKEEP_MESSAGES.sharedIdsInvalid
        : (sharedDiscountProblem({ billableId: billable.billableId, others, percent: null, amount: 0 }) ??
          (given === null
            ? kind === 'percent'
              ? CHARGE_MESSAGES.percentInvalid
              : CHARGE_MESSAGES.amountInvalid
            : parsed.success
              ? chargeProblem({
                  name,
                  chargeType: kind === 'percent' ? 'DISCOUNT_PERCENT' : 'DISCOUNT_AMOUNT',
                  charge: given,
                  start,
                  end: end || null,
                  nominalChargeDate: null,
                })
              : (parsed.error.issues[0]?.message ?? null)));
    setError(problem);
    if (!problem) share.mutate(body);
  }

  return (
    <Modal opened onClose={onClose} title={`Share a discount with ${billable.billableName ?? billable.billableId}`}>
      <form noValidate aria-label="Shared discount" onSubmit={submit}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Saved as a discount charge on this billable and each other one named, all of {billable.companyName}.
          </Text>
          <TextInput label="Other billables (ids, comma-separated)" required value={ids} onChange={edit(setIds)} />
          <TextInput label="Name" required value={name} onChange={edit(setName)} />
          <Radio.Group label="Discount" value={kind} onChange={(v) => setKind(v as 'percent' | 'amount')}>
            <Group mt={4}>
              <Radio value="percent" label="A percentage off each" />
              <Radio value="amount" label="An amount a month, shared" />
            </Group>
          </Radio.Group>
          <TextInput
            label={kind === 'percent' ? 'Discount (%)' : `Amount a month (${billable.currency})`}
            inputMode="decimal"
            required
            value={value}
            onChange={edit(setValue)}
          />
          <Group>
            <TextInput label="Start" type="date" required value={start} onChange={edit(setStart)} />
            <TextInput label="End" type="date" value={end} onChange={edit(setEnd)} />
          </Group>
          <Outcome
            error={error ?? share.error}
            success={share.isSuccess ? BILLABLE_UPKEEP_MESSAGES.sharedDiscountSaved : null}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={share.isPending}>
              Share discount
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
