import { Button, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { DirectDebit } from '@portico/contract';
import { CARD_MESSAGES, formatDate, parseAmountToCents, SUPPLIERS } from '@portico/domain';
import { useState } from 'react';
import { Outcome } from '../../components/ui/outcome';
import { amountText } from './card-payment-panel';
import { useDirectDebit, useDirectDebitLastRun, useSaveDirectDebit } from './cards.api';

function MandateForm({ companyId, mandate }: { companyId: number; mandate: DirectDebit | null }) {
  const save = useSaveDirectDebit(companyId);
  const [supplierId, setSupplierId] = useState(String(mandate?.supplierId ?? 808));
  const [enabled, setEnabled] = useState(mandate?.enabled ?? false);
  const [day, setDay] = useState<number | string>(mandate?.dayOfMonth ?? 1);
  const [max, setMax] = useState(mandate?.maxAmountCents ? amountText(mandate.maxAmountCents, 'AUD') : '');
  const maxCents = max.trim() === '' ? null : parseAmountToCents(max);
  return (
    <Stack maw={420}>
      <Select
        label="Supplier"
        data={SUPPLIERS.map((s) => ({ value: String(s.supplierId), label: s.market }))}
        value={supplierId}
        onChange={(v) => v && setSupplierId(v)}
        allowDeselect={false}
      />
      <Switch
        label="Charge my registered card each month"
        checked={enabled}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
      <NumberInput label="Day of the month (1 to 28)" min={1} max={28} value={day} onChange={setDay} />
      <TextInput
        label="Most to charge (empty: the whole balance)"
        value={max}
        onChange={(e) => setMax(e.currentTarget.value)}
        error={max.trim() !== '' && maxCents === null ? CARD_MESSAGES.invalidAmount : undefined}
      />
      <Group>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate({
              companyId,
              supplierId: Number(supplierId),
              enabled,
              dayOfMonth: Number(day),
              maxAmountCents: maxCents,
            })
          }
        >
          Save direct debit
        </Button>
      </Group>
      <Outcome error={save.error} success={save.isSuccess ? CARD_MESSAGES.directDebitSaved : null} />
    </Stack>
  );
}

/** Tab 3, direct debit: the company's mandate (on or off, the day, a maximum) and its last charge. */
export function DirectDebitPanel({ companyId }: { companyId: number }) {
  const mandate = useDirectDebit(companyId);
  const last = useDirectDebitLastRun(companyId);
  const run = last.data;
  return (
    <Stack>
      {mandate.isPending ? null : <MandateForm companyId={companyId} mandate={mandate.data ?? null} />}
      <Text>
        {run
          ? `Last run ${formatDate(run.at)}: ${run.status}${
              run.amountCents ? ` (${amountText(run.amountCents, 'AUD')})` : ''
            }${run.reason ? `: ${run.reason}` : ''}`
          : 'No direct debit has run yet.'}
      </Text>
    </Stack>
  );
}
