import { Button, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  bankOptions,
  PAYMENT_CURRENCIES,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  type PaymentMethod,
  receiptCurrencies,
  signedAmountCents,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@portico/domain';
import { CompanyPicker } from '../../components/ui/company-picker';

/** The receipting form as typed (customer portal §3, §5). */
export interface ReceiptDraft {
  transactionDate: string;
  receiptDate: string;
  consumerId: number | null;
  consumerName: string | null;
  amount: string;
  notes: string;
  paymentMethod: PaymentMethod;
  bank: string | null;
  transactionType: TransactionType;
  currency: string;
}

/** The currencies the form offers a supplier: those it receives payments in first, then the spec's others. */
export function currencyOptions(supplierId: number | undefined): string[] {
  return [...new Set([...(supplierId ? receiptCurrencies(supplierId) : []), ...PAYMENT_CURRENCIES])];
}

/** The problems of the form the browser can tell before asking, by field. */
export type ReceiptProblems = Partial<Record<'supplier' | 'consumer' | 'amount' | 'receiptDate', string>>;

export function receiptProblems(supplierId: number | undefined, draft: ReceiptDraft): ReceiptProblems {
  const problems: ReceiptProblems = {};
  if (!supplierId) problems.supplier = PAYMENT_MESSAGES.chooseSupplier;
  if (draft.consumerId === null) problems.consumer = PAYMENT_MESSAGES.consumerName;
  if (signedAmountCents(draft.amount, draft.transactionType) === null) problems.amount = PAYMENT_MESSAGES.invalidAmount;
  if (draft.receiptDate && draft.transactionDate && draft.receiptDate < draft.transactionDate)
    problems.receiptDate = PAYMENT_MESSAGES.receiptDateBeforeTransaction;
  return problems;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: m.replace('_', ' ') }));

/**
 * The staff receipting form: dates, consumer, amount, notes, method, bank (the supplier's banks for the currency,
 * none shown when it has none), credit or debit, currency; "Receipt" records it, "Receipt and allocate" records it
 * and allocates it to the amounts given beside it in one go.
 */
export function ReceiptForm({
  supplierId,
  draft,
  onChange,
  problems,
  busy,
  onReceipt,
  onReceiptAndAllocate,
}: {
  supplierId: number | undefined;
  draft: ReceiptDraft;
  onChange(next: Partial<ReceiptDraft>): void;
  problems: ReceiptProblems;
  busy: boolean;
  onReceipt(): void;
  onReceiptAndAllocate(): void;
}) {
  const banks = supplierId ? bankOptions(supplierId, draft.currency) : [];
  return (
    <form
      noValidate
      aria-label="Receipt a payment"
      onSubmit={(e) => {
        e.preventDefault();
        onReceipt();
      }}
    >
      <Stack gap="sm" maw={720}>
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="Transaction date"
            required
            value={draft.transactionDate}
            onChange={(e) => onChange({ transactionDate: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="Receipt date"
            required
            value={draft.receiptDate}
            onChange={(e) => onChange({ receiptDate: e.currentTarget.value })}
            error={problems.receiptDate}
          />
        </Group>
        <CompanyPicker
          label="Consumer"
          required
          value={draft.consumerId}
          valueName={draft.consumerName}
          onChange={(consumerId, consumerName) => onChange({ consumerId, consumerName })}
          error={problems.consumer}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Amount"
            required
            inputMode="decimal"
            placeholder="1,234.50"
            value={draft.amount}
            onChange={(e) => onChange({ amount: e.currentTarget.value })}
            error={problems.amount}
          />
          <Select
            label="Currency"
            data={currencyOptions(supplierId)}
            value={draft.currency}
            allowDeselect={false}
            onChange={(currency) => {
              if (!currency) return;
              const offered = supplierId ? bankOptions(supplierId, currency) : [];
              onChange({
                currency,
                bank: draft.bank && offered.includes(draft.bank as never) ? draft.bank : (offered[0] ?? null),
              });
            }}
          />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="transaction-type-label">
            Transaction type
          </Text>
          <SegmentedControl
            aria-labelledby="transaction-type-label"
            data={[...TRANSACTION_TYPES]}
            value={draft.transactionType}
            onChange={(value) => onChange({ transactionType: value as TransactionType })}
            w="fit-content"
          />
        </Stack>
        <Group grow align="flex-start">
          <Select
            label="Payment method"
            data={METHOD_OPTIONS}
            value={draft.paymentMethod}
            allowDeselect={false}
            onChange={(value) => value && onChange({ paymentMethod: value as PaymentMethod })}
          />
          {banks.length > 0 ? (
            <Select
              label="Bank"
              data={[...banks]}
              value={draft.bank}
              clearable
              onChange={(bank) => onChange({ bank })}
            />
          ) : (
            <div />
          )}
        </Group>
        <Textarea
          label="Notes"

          minRows={2}
          maxLength={1000}
          value={draft.notes}
          onChange={(e) => onChange({ notes: e.currentTarget.value })}
        />
        {problems.supplier && (
          <Text c="red" size="sm" role="alert">
            {problems.supplier}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            Receipt
          </Button>
          <Button variant="light" onClick={onReceiptAndAllocate} loading={busy}>
            Receipt and allocate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
