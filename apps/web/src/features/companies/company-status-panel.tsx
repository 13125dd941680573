import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { CompanyDetail } from '@portico/contract';
import { COMPANY_MESSAGES, formatDateTime } from '@portico/domain';
import { useState } from 'react';
import { useCreditCheck, useSetPublished } from './companies.api';
import { Outcome } from '../../components/ui/outcome';

const CREDIT_COLOURS: Record<string, string> = { APPROVED: 'green', REFERRED: 'yellow', DECLINED: 'red' };

/**
 * Staff actions on a company that lock nobody out: publish or hide its profile, run a credit check. Deactivating
 * and deleting are in the danger zone (`company-danger-zone.tsx`).
 */
export function CompanyStatusPanel({ company }: { company: CompanyDetail }) {
  const setPublished = useSetPublished(company.companyId);
  const creditCheck = useCreditCheck(company.companyId);
  const [message, setMessage] = useState<string | null>(null);

  const togglePublished = (published: boolean) => {
    setMessage(null);
    setPublished.mutate(published, {
      onSuccess: () => setMessage(published ? COMPANY_MESSAGES.profilePublished : COMPANY_MESSAGES.profileHidden),
    });
  };

  return (
    <Stack gap="md">
      <Switch
        label="Profile published"
        checked={company.published}
        onChange={(event) => togglePublished(event.currentTarget.checked)}
        disabled={setPublished.isPending}
      />
      <Group>
        <Text size="sm">Credit check:</Text>
        {company.creditCheckStatus ? (
          <>
            <Badge color={CREDIT_COLOURS[company.creditCheckStatus] ?? 'gray'} variant="light">
              {company.creditCheckStatus}
            </Badge>
            {company.creditCheckedAt && (
              <Text size="sm" c="dimmed">
                on {formatDateTime(company.creditCheckedAt)}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            never run
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          loading={creditCheck.isPending}
          onClick={() => {
            setMessage(null);
            creditCheck.mutate(undefined, { onSuccess: () => setMessage(COMPANY_MESSAGES.creditChecked) });
          }}
        >
          Run credit check
        </Button>
      </Group>
      <Outcome success={message} />
    </Stack>
  );
}
