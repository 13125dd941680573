import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { creditNoteSchema, type InvoiceSummary } from '@portico/contract';
import {
  CREDIT_NOTE_DEFAULT_GL_CODE,
  CREDIT_NOTE_NOTES_MAX,
  INVOICE_MESSAGES,
  parseAmountToMinor,
} from '@portico/domain';
import { useState } from 'react';
import { Outcome } from '../../components/ui/outcome';
import { useCreditNote } from './invoices.api';

type Fields = { amount: string; nominalDate: string; glCode: string; notes: string };
const EMPTY: Fields = { amount: '', nominalDate: '', glCode: '', notes: '' };

/**
 * A credit note on a committed invoice (decision 0086): the net to credit in the invoice's currency (empty: all
 * that is still creditable), its nominal date (empty: the supplier's today), GL code and notes — checked in the
 * browser by the contract's own schema before it is sent; the server's limit comes back in its words.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: InvoiceSummary; onClose(): void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const credit = useCreditNote(invoice.invoiceId);
  const set = (name: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setProblem(null);
    credit.reset();
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const amountText = fields.amount.trim();
    const amount = amountText === '' ? undefined : parseAmountToMinor(amountText, invoice.currency);
    if (amount === null) {
      setProblem(INVOICE_MESSAGES.creditAmountInvalid);
      return;
    }
    const body = {
      amount,
      nominalDate: fields.nominalDate || undefined,
      glCode: fields.glCode,
      notes: fields.notes,
    };
    const parsed = creditNoteSchema.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? INVOICE_MESSAGES.creditAmountInvalid);
      return;
    }
    credit.mutate(body, { onSuccess: onClose });
  }

  const name = invoice.invoiceNumber ?? String(invoice.invoiceId);
  return (
    <Modal opened onClose={onClose} title={`Credit note on invoice ${name}`}>
      <form noValidate aria-label={`Credit note on invoice ${name}`} onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">
            The credit note is created PENDING, for {invoice.companyName}; committing it lowers what is due on this
            invoice.
          </Text>
          <TextInput
            label={`Amount before tax (${invoice.currency})`}
            description="Empty: all that is still creditable. Tax follows at the invoice's rate."
            inputMode="decimal"
            value={fields.amount}
            onChange={(e) => set('amount', e.currentTarget.value)}
          />
          <TextInput
            label="Nominal date"
            type="date"
            description="Empty: today, in the supplier's time zone"
            value={fields.nominalDate}
            onChange={(e) => set('nominalDate', e.currentTarget.value)}
          />
          <TextInput
            label="GL code"
            placeholder={CREDIT_NOTE_DEFAULT_GL_CODE}
            description={`Empty: ${CREDIT_NOTE_DEFAULT_GL_CODE}`}
            value={fields.glCode}
            onChange={(e) => set('glCode', e.currentTarget.value)}
          />
          <Textarea
            label="Notes"
            description="Shown on the credit note's line"
            maxLength={CREDIT_NOTE_NOTES_MAX}
            value={fields.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
          />
          <Outcome error={problem ?? credit.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={credit.isPending}>
              Create credit note
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
