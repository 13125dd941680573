import { Alert, Button, List, Stack, Textarea, Title } from '@mantine/core';
import { parseServiceIdList, serviceListProblem } from '@portico/domain';
import { useState } from 'react';
import { Outcome } from '../../components/ui/outcome';
import { PageHeader } from '../../components/ui/page-header';
import { useResetToMonthly } from './billing.api';

/**
 * `/resetToM2M` (admin console §2, §5; decision 0081): services' billing put on month to month from now. The ids or
 * uids are typed comma-separated (spaces stripped, at least one: the domain's rule, checked before sending); the
 * answer lists the services reset and each one left as it was with why.
 */
export function ResetToMonthlyPage() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetToMonthly();
  const result = reset.data;
  return (
    <>
      <PageHeader
        title="Reset to month-to-month"
        description="Billing of the services named runs month to month from now: their term no longer holds them."
      />
      <Stack maw={720} gap="md">
        <form
          noValidate
          aria-label="Reset to month-to-month"
          onSubmit={(e) => {
            e.preventDefault();
            const problem = serviceListProblem(parseServiceIdList(text));
            setError(problem);
            if (!problem) reset.mutate(text);
          }}
        >
          <Stack gap="sm" align="flex-start">
            <Textarea
              label="Services"
              description="Service ids or uids, separated by commas"
              required
              rows={3}
              w="100%"
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
            <Button type="submit" loading={reset.isPending}>
              Reset to month-to-month
            </Button>
          </Stack>
        </form>
        <Outcome error={reset.error} />
        {result && (
          <Stack gap="sm" aria-live="polite">
            <Alert color={result.reset.length > 0 ? 'green' : 'yellow'} role="status">
              {result.reset.length} service{result.reset.length === 1 ? '' : 's'} reset to month-to-month
            </Alert>
            {result.reset.length > 0 && (
              <section aria-label="Reset">
                <Title order={2} size="h5">
                  Reset
                </Title>
                <List>
                  {result.reset.map((r) => (
                    <List.Item key={r.billableId}>
                      Service {r.serviceId}: billable {r.billableId}, {r.from} → ROLLING
                    </List.Item>
                  ))}
                </List>
              </section>
            )}
            {result.notReset.length > 0 && (
              <section aria-label="Left as they were">
                <Title order={2} size="h5">
                  Left as they were
                </Title>
                <List>
                  {result.notReset.map((r) => (
                    <List.Item key={r.service}>
                      {r.service}: {r.reason}
                    </List.Item>
                  ))}
                </List>
              </section>
            )}
          </Stack>
        )}
      </Stack>
    </>
  );
}
