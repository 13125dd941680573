import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { CARD_MESSAGES, formatMinor, parseAmountToCents, supplierById } from '@portico/domain';
import { useState } from 'react';
import { messageOf } from '../../api';
import { SimpleTable } from '../../components/ui/simple-table';
import { useBalances, useCardPayments, useCardResult, useStartHostedPage } from './cards.api';

/** An amount as the amount field takes it: '1,234.50' (the formatter's words without the currency code). */
export const amountText = (cents: number, currency: string) => formatMinor(cents, currency).replace(/^-?[A-Z]{3} /, '');

/** The result of the hosted page the browser came back from (§8's words). */
function PaymentResult({ accessCode }: { accessCode: string }) {
  const result = useCardResult(accessCode, 'payment');
  if (result.isPending) return <Loader size="sm" aria-label="Confirming the payment" />;
  const data = result.data;
  // a failure to ask is swallowed (admin console §8): the payment is pending and staff see the failure
  const message = data?.message ?? CARD_MESSAGES.paymentPending;
  const approved = data?.status === 'APPROVED';
  return (
    <Alert role="status" color={approved ? 'green' : data?.status === 'PENDING' || !data ? 'yellow' : 'red'}>
      {message}
    </Alert>
  );
}

/**
 * Tab 5, card payment: pay the balance (or an amount) now on the card provider's page, and the latest card
 * payments, pending ones included. Opened by /customerCreditCardPaymentResult, it shows that payment's result.
 */
export function CardPaymentPanel({ companyId, accessCode }: { companyId: number; accessCode: string | null }) {
  const balances = useBalances(companyId);
  const payments = useCardPayments(companyId);
  const start = useStartHostedPage(companyId);
  const owed = balances.data?.find((b) => b.balance > 0) ?? balances.data?.[0];
  const [amount, setAmount] = useState<string | null>(null);
  const shown = amount ?? (owed && owed.balance > 0 ? amountText(owed.balance, owed.currency) : '');
  const cents = parseAmountToCents(shown);
  const invalid = shown !== '' && (cents === null || cents === 0);
  const countryCode = owed ? supplierById(owed.supplierId)?.countryCode : undefined;
  return (
    <Stack maw={720}>
      {accessCode && <PaymentResult accessCode={accessCode} />}
      <Text>
        {owed
          ? `Balance: ${formatMinor(owed.balance, owed.currency)}`
          : balances.isPending
            ? 'Reading the balance…'
            : 'Nothing is owed.'}
      </Text>
      <Group align="end">
        <TextInput
          label="Amount to pay"
          value={shown}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={invalid ? CARD_MESSAGES.invalidAmount : undefined}
        />
        <Button
          loading={start.isPending}
          disabled={cents === null || cents === 0}
          onClick={() => cents && start.mutate({ method: 'ProcessPayment', amountInCents: cents, countryCode })}
        >
          Pay now by card
        </Button>
      </Group>
      {start.isError && (
        <Alert role="alert" color="red">
          {messageOf(start.error)}
        </Alert>
      )}
      <SimpleTable
        label="Card payments"
        rows={(payments.data ?? []).filter((p) => p.action === 'ProcessPayment')}
        rowKey={(p) => p.id}
        notice={payments.isPending ? 'Loading…' : payments.data?.length ? undefined : 'No card payments yet.'}
        columns={[
          { header: 'Amount', cell: (p) => formatMinor(p.amountCents, p.currency), className: 'money' },
          { header: 'Status', cell: (p) => p.status },
          { header: 'Reason', cell: (p) => p.reason ?? '' },
          { header: 'Card type', cell: (p) => p.cardTransactionType ?? '' },
        ]}
      />
    </Stack>
  );
}
