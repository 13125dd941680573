import { Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BillableRow } from '@portico/contract';
import {
  BILLABLE_MESSAGES,
  formatMinor,
  isFinalBillingStatus,
  parseAmountToMinor,
  postpaidProblem,
} from '@portico/domain';
import { useState } from 'react';
import { Outcome } from '../../components/ui/outcome';
import { usePostpaid } from './billing.api';

/** How a billable is billed now, in words. */
function billedWords(billable: BillableRow): string {
  if (!billable.postpaid) return 'Standard: billed in advance.';
  return billable.postpaidBaseRate === null
    ? "Postpaid: billed in arrears at the price book's rate."
    : `Postpaid: billed in arrears at a base rate of ${formatMinor(billable.postpaidBaseRate, billable.currency)}.`;
}

/**
 * Postpaid or standard (admin console §7; decision 0084): a billable billed in arrears at the price book's rate or
 * a base rate given — one of the two, the domain's rule checked before sending — or in advance again.
 */
export function PostpaidPanel({ billable }: { billable: BillableRow }) {
  const [source, setSource] = useState<'pricebook' | 'rate'>('pricebook');
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = usePostpaid(billable.billableId);
  const name = billable.billableName ?? `billable ${billable.billableId}`;
  const ended = isFinalBillingStatus(billable.billingStatus);
  const message = change.isSuccess
    ? change.variables === 'standard'
      ? BILLABLE_MESSAGES.madeStandard
      : BILLABLE_MESSAGES.madePostpaid
    : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const overrideBaseRate = source === 'rate' ? parseAmountToMinor(rate, billable.currency) : null;
    const problem =
      source === 'rate' && overrideBaseRate === null
        ? rate.trim() === ''
          ? BILLABLE_MESSAGES.postpaidRateMissing
          : BILLABLE_MESSAGES.amountInvalid
        : postpaidProblem({ usePricebook: source === 'pricebook', overrideBaseRate });
    setError(problem);
    if (!problem) change.mutate({ usePricebook: source === 'pricebook', overrideBaseRate });
  }

  return (
    <Paper withBorder p="md" component="section" aria-label={`Postpaid or standard: ${name}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          How {name} is billed
        </Title>
        <Text>{billedWords(billable)}</Text>
        {!ended && (
          <form noValidate aria-label={`Make ${name} postpaid`} onSubmit={submit}>
            <Stack gap="xs">
              <Radio.Group label="Postpaid rate" value={source} onChange={(v) => setSource(v as 'pricebook' | 'rate')}>
                <Group mt={4}>
                  <Radio value="pricebook" label="The price book's rate" />
                  <Radio value="rate" label="A base rate" />
                </Group>
              </Radio.Group>
              {source === 'rate' && (
                <TextInput
                  label={`Base rate (${billable.currency})`}
                  inputMode="decimal"
                  required
                  maw={200}
                  value={rate}
                  onChange={(e) => {
                    setRate(e.currentTarget.value);
                    setError(null);
                  }}
                />
              )}
              <Outcome error={error ?? change.error} success={message} />
              <Group>
                <Button type="submit" variant="light" loading={change.isPending}>
                  Make postpaid
                </Button>
                {billable.postpaid && (
                  <Button variant="default" onClick={() => change.mutate('standard')} loading={change.isPending}>
                    Make standard
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
