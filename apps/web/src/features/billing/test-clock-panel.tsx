import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { billRunEndpoints } from '@portico/contract';
import { formatDateTime, testClockProblem } from '@portico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api';
import { Outcome } from '../../components/ui/outcome';

const key = (companyId: number) => ['billing', 'testClock', companyId];

/**
 * A company's test clock (decision 0089, demo mode): the moment its bill runs and estimate take as now, moved
 * forward a day at a time or to a day chosen, or removed. Hidden where the server offers none (production).
 */
export function TestClockPanel({ companyId }: { companyId: number }) {
  const queryClient = useQueryClient();
  const clock = useQuery({
    queryKey: key(companyId),
    queryFn: ({ signal }) =>
      api.call(billRunEndpoints.testClock, { params: { companyId: String(companyId) }, signal, banner: false }),
    retry: false,
  });
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const done = () => queryClient.invalidateQueries({ queryKey: key(companyId) });
  const move = useMutation({
    mutationFn: (now: number) =>
      api.call(billRunEndpoints.setTestClock, {
        params: { companyId: String(companyId) },
        body: { now },
        banner: false,
      }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: () =>
      api.call(billRunEndpoints.removeTestClock, { params: { companyId: String(companyId) }, banner: false }),
    onSuccess: done,
  });
  if (!clock.data) return null;
  const current = clock.data.now;
  const moveTo = (to: number) => {
    const refused = Number.isNaN(to) ? 'Choose a day' : testClockProblem(current, to);
    setProblem(refused);
    if (!refused) move.mutate(to);
  };
  return (
    <section aria-label="Test clock">
      <Stack gap="xs">
        <Text size="sm">
          Test clock for company {companyId}:{' '}
          <strong>{clock.data.real ? 'the real clock' : formatDateTime(current)}</strong>
        </Text>
        <Group align="flex-end">
          <TextInput
            type="date"
            label="Move to"
            value={day}
            onChange={(e) => {
              setDay(e.currentTarget.value);
              setProblem(null);
            }}
            error={problem}
            w={180}
          />
          <Button variant="default" onClick={() => moveTo(Date.parse(`${day}T12:00:00Z`))} loading={move.isPending}>
            Move clock
          </Button>
          <Button variant="default" onClick={() => moveTo(current + 86_400_000)}>
            Next day
          </Button>
          {!clock.data.real && (
            <Button variant="subtle" color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
              Back to the real clock
            </Button>
          )}
        </Group>
        <Outcome error={move.error ?? remove.error} />
      </Stack>
    </section>
  );
}
