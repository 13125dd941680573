import { Badge, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BillableRow, DefunkifyResult } from '@portico/contract';
import {
  BILLABLE_UPKEEP_MESSAGES,
  contractDatesChangeProblem,
  formatDay,
  isFinalBillingStatus,
  TERM_SPAN_WORDS,
} from '@portico/domain';
import { useState } from 'react';
import { Loaded } from '../../components/ui/loaded';
import { Outcome } from '../../components/ui/outcome';
import { SimpleTable } from '../../components/ui/simple-table';
import { useContractDates, useDefunkify, useTermActivity } from './billing.api';

/** A fix's new value as people read it. */
const fixedTo = (fix: DefunkifyResult['fixes'][number]) =>
  fix.field === 'startDate' && typeof fix.to === 'string' ? formatDay(fix.to) : String(fix.to);

/** Defunkify (decision 0088): the billable put right with its service, each fix said with why. */
function Defunkify({ billable, name }: { billable: BillableRow; name: string }) {
  const defunkify = useDefunkify(billable.billableId);
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="light" onClick={() => defunkify.mutate()} loading={defunkify.isPending}>
          Defunkify {name}
        </Button>
        <Text size="sm" c="dimmed">
          Puts its supplier, start date and billing status right with its service.
        </Text>
      </Group>
      <Outcome error={defunkify.error} success={defunkify.isSuccess ? BILLABLE_UPKEEP_MESSAGES.fixed : null} />
      {defunkify.data && (
        <List size="sm" aria-label="What was put right">
          {defunkify.data.fixes.map((fix) => (
            <List.Item key={fix.field}>
              {fix.why}: {fixedTo(fix)}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The billable's contract dates, checked by the domain's rule in the browser before they are sent. */
function ContractDatesForm({ billable, name }: { billable: BillableRow; name: string }) {
  const [start, setStart] = useState(billable.startDate ?? billable.contractStartDate ?? '');
  const [end, setEnd] = useState(billable.contractEndDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const change = useContractDates(billable.billableId);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem =
      start === ''
        ? BILLABLE_UPKEEP_MESSAGES.contractStartRequired
        : contractDatesChangeProblem(start, end || null, billable.activatedOn);
    setError(problem);
    if (!problem) change.mutate({ contractStartDate: start, contractEndDate: end || null });
  }

  return (
    <form noValidate aria-label={`Contract dates of ${name}`} onSubmit={submit}>
      <Stack gap="xs">
        <Group align="flex-end">
          <TextInput
            label="Contract Start Date"
            type="date"
            required
            value={start}
            onChange={(e) => {
              setStart(e.currentTarget.value);
              setError(null);
              change.reset();
            }}
          />
          <TextInput
            label="Contract End Date"
            type="date"
            value={end}
            onChange={(e) => {
              setEnd(e.currentTarget.value);
              setError(null);
              change.reset();
            }}
          />
          <Button type="submit" variant="light" loading={change.isPending}>
            Save contract dates
          </Button>
        </Group>
        <Outcome
          error={error ?? change.error}
          success={change.isSuccess ? BILLABLE_UPKEEP_MESSAGES.contractDatesSaved : null}
        />
      </Stack>
    </form>
  );
}

/** The billable's term as a timeline: term, auto-renewals, month to month, and what ended each early. */
function TermActivity({ billable, name }: { billable: BillableRow; name: string }) {
  const activity = useTermActivity(billable.billableId);
  return (
    <Loaded query={activity}>
      {(term) =>
        term.spans.length === 0 ? (
          <Text c="dimmed">Its term has not started: no start date yet.</Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              {term.committedUntil ? `Committed until ${formatDay(term.committedUntil)}.` : 'Not held by a term now.'}
            </Text>
            <SimpleTable
              label={`Term activity of ${name}`}
              rows={term.spans}
              rowKey={(s) => s.from}
              columns={[
                {
                  header: 'Span',
                  cell: (s) => (
                    <Group gap="xs">
                      {TERM_SPAN_WORDS[s.kind]}
                      {s.current && (
                        <Badge color="green" size="sm">
                          Now
                        </Badge>
                      )}
                    </Group>
                  ),
                },
                { header: 'From', cell: (s) => formatDay(s.from) },
                { header: 'To', cell: (s) => (s.to === null ? 'Runs on' : formatDay(s.to)) },
                { header: 'Months', cell: (s) => (s.months === null ? '—' : String(s.months)) },
                { header: 'Ended by', cell: (s) => s.endedBy ?? '—' },
              ]}
            />
          </Stack>
        )
      }
    </Loaded>
  );
}

/**
 * A billable's upkeep (decision 0088): its term as a timeline, and — while its billing runs — Defunkify and its
 * contract dates.
 */
export function BillableUpkeepPanel({ billable }: { billable: BillableRow }) {
  const name = billable.billableName ?? `billable ${billable.billableId}`;
  const ended = isFinalBillingStatus(billable.billingStatus);
  return (
    <Paper withBorder p="md" component="section" aria-label={`Term and contract: ${name}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Term and contract of {name}
        </Title>
        <TermActivity billable={billable} name={name} />
        {!ended && <ContractDatesForm billable={billable} name={name} />}
        {!ended && <Defunkify billable={billable} name={name} />}
      </Stack>
    </Paper>
  );
}
