import { Alert, Button, Loader, Stack } from '@mantine/core';
import { CARD_MESSAGES } from '@portico/domain';
import { messageOf } from '../../api';
import { SimpleTable } from '../../components/ui/simple-table';
import { useCardResult, useRegisteredCards, useStartHostedPage } from './cards.api';

function RegistrationResult({ accessCode }: { accessCode: string }) {
  const result = useCardResult(accessCode, 'registration');
  if (result.isPending) return <Loader size="sm" aria-label="Confirming the registration" />;
  const data = result.data;
  const message = data?.message ?? CARD_MESSAGES.paymentPending;
  return (
    <Alert role="status" color={data?.status === 'APPROVED' ? 'green' : data?.status === 'DECLINED' ? 'red' : 'yellow'}>
      {message}
    </Alert>
  );
}

/**
 * Tab 4, card registration: the company's registered cards, and a new one registered on the provider's page.
 * Opened by /customerCreditCardRegistrationResult, it shows that registration's result.
 */
export function CardRegistrationPanel({ companyId, accessCode }: { companyId: number; accessCode: string | null }) {
  const cards = useRegisteredCards(companyId);
  const start = useStartHostedPage(companyId);
  return (
    <Stack maw={720}>
      {accessCode && <RegistrationResult accessCode={accessCode} />}
      <SimpleTable
        label="Registered cards"
        rows={cards.data ?? []}
        rowKey={(c) => c.id}
        notice={cards.isPending ? 'Loading…' : cards.data?.length ? undefined : 'No card is registered.'}
        columns={[
          { header: 'Card', cell: (c) => c.maskedNumber },
          { header: 'Expiry', cell: (c) => c.expiry ?? '' },
          { header: 'Status', cell: (c) => (c.active ? 'Active' : 'Replaced') },
        ]}
      />
      <div>
        <Button loading={start.isPending} onClick={() => start.mutate({ method: 'TokenRegistration' })}>
          Register a card
        </Button>
      </div>
      {start.isError && (
        <Alert role="alert" color="red">
          {messageOf(start.error)}
        </Alert>
      )}
    </Stack>
  );
}
