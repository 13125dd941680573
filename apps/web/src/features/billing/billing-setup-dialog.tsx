import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { billingSetupSchema, type UnbilledService } from '@portico/contract';
import {
  BILLABLE_MESSAGES,
  BILLING_SETUP_DEFAULTS,
  type Currency,
  minorToAmount,
  parseAmountToMinor,
  STAFF_TERMS_MONTHS,
  SUPPLIERS,
} from '@portico/domain';
import { useState } from 'react';
import { Outcome } from '../../components/ui/outcome';
import { useSetUpBilling } from './billing.api';

const TERMS = STAFF_TERMS_MONTHS.map((m) => ({ value: String(m), label: `${m} month${m === 1 ? '' : 's'}` }));

/** The currency a service is billed in: its supplier's market's. */
export function supplierCurrency(supplierId: number | null): Currency {
  return SUPPLIERS.find((s) => s.supplierId === supplierId)?.currency ?? 'AUD';
}

type Fields = {
  bundleName: string;
  billableName: string;
  setup: string;
  monthly: string;
  term: string;
  autoRenewTerm: string | null;
  startDate: string;
};
type Errors = Partial<Record<keyof Fields, string>>;

/**
 * Staff set up a service's billing (admin console §7, decision 0081): the bundle and billable names, set-up and
 * monthly charge in the supplier's currency, term, auto-renew term and start date, at the admin defaults (setup 0,
 * monthly 500, term 12). Checked in the browser by the contract's own schema before it is sent; the billable is
 * created not activated.
 */
export function BillingSetupDialog({ service, onClose }: { service: UnbilledService; onClose(): void }) {
  const currency = supplierCurrency(service.supplierId);
  const [fields, setFields] = useState<Fields>({
    bundleName: '',
    billableName: service.name,
    setup: minorToAmount(BILLING_SETUP_DEFAULTS.setupCents, currency),
    monthly: minorToAmount(BILLING_SETUP_DEFAULTS.monthlyCents, currency),
    term: String(BILLING_SETUP_DEFAULTS.termMonths),
    autoRenewTerm: null,
    startDate: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const setUp = useSetUpBilling(service);
  const set = (name: keyof Fields) => (value: string | null) => {
    setFields((f) => ({ ...f, [name]: value ?? '' }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const setup = parseAmountToMinor(fields.setup, currency);
    const monthly = parseAmountToMinor(fields.monthly, currency);
    const body = {
      bundleName: fields.bundleName.trim() || undefined,
      billableName: fields.billableName,
      setup: setup ?? -1,
      monthly: monthly ?? -1,
      term: Number(fields.term),
      autoRenewTerm: fields.autoRenewTerm === null ? null : Number(fields.autoRenewTerm),
      startDate: fields.startDate || null,
    };
    const parsed = billingSetupSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setUp.mutate(body);
  }

  return (
    <Modal opened onClose={onClose} title={`Set up billing of ${service.name}`} size="lg">
      {setUp.isSuccess ? (
        <Stack>
          <Outcome success={BILLABLE_MESSAGES.setUp} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Billing set-up">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {service.companyName} · {service.productType} · billed in {currency}. The billable is created not
              activated: billing starts once it is activated.
            </Text>
            <TextInput
              label="Billable name"
              required
              value={fields.billableName}
              onChange={(e) => set('billableName')(e.currentTarget.value)}
              error={errors.billableName}
            />
            <TextInput
              label="Bundle name"
              value={fields.bundleName}
              onChange={(e) => set('bundleName')(e.currentTarget.value)}
              error={errors.bundleName}
            />
            <Group grow align="flex-start">
              <TextInput
                label={`Setup (${currency})`}
                inputMode="decimal"
                value={fields.setup}
                onChange={(e) => set('setup')(e.currentTarget.value)}
                error={errors.setup}
              />
              <TextInput
                label={`Monthly (${currency})`}
                inputMode="decimal"
                value={fields.monthly}
                onChange={(e) => set('monthly')(e.currentTarget.value)}
                error={errors.monthly}
              />
            </Group>
            <Group grow align="flex-start">
              <Select
                label="Term"
                data={TERMS}
                allowDeselect={false}
                value={fields.term}
                onChange={set('term')}
                error={errors.term}
              />
              <Select
                label="Auto-renew term"
                placeholder="None"
                clearable
                data={TERMS}
                value={fields.autoRenewTerm}
                onChange={(v) => setFields((f) => ({ ...f, autoRenewTerm: v }))}
                error={errors.autoRenewTerm}
              />
            </Group>
            <TextInput
              label="Start date"
              type="date"
              description="Empty: the service's contract start"
              value={fields.startDate}
              onChange={(e) => set('startDate')(e.currentTarget.value)}
              error={errors.startDate}
            />
            <Outcome error={setUp.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={setUp.isPending}>
                Set up billing
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
