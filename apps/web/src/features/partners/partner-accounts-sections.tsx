import { Anchor, Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PartnerDetail as PartnerDetailDto } from '@portico/contract';
import { PARTNER_MESSAGES, formatDate } from '@portico/domain';
import { useState } from 'react';
import { useCreateManagedAccount, useLinkCustomer, useUnlinkCustomer } from './partners.api';
import { CompanyPicker } from '../../components/ui/company-picker';
import { SimpleTable } from '../../components/ui/simple-table';
import { Outcome } from '../../components/ui/outcome';
import { Section } from './partner-section';

/** A company's page, named by its legal name and id (or its id alone). */
function CompanyLink({ id, name }: { id: number; name?: string }) {
  return <Anchor href={`#/company/${id}`}>{name === undefined ? id : `${name} (${id})`}</Anchor>;
}

export function CustomersSection({ partner }: { partner: PartnerDetailDto }) {
  const link = useLinkCustomer(partner.companyId);
  const unlink = useUnlinkCustomer(partner.companyId);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Section title={`Customers (${partner.customers.length})`}>
      <Stack gap="sm">
        {partner.customers.length === 0 ? (
          <Text c="dimmed" size="sm">
            No customers linked to this partner.
          </Text>
        ) : (
          <SimpleTable
            label="Partner customers"
            columns={[
              { header: 'Company', cell: (c) => <CompanyLink id={c.companyId} name={c.legalName} /> },
              { header: 'Account type', cell: (c) => c.accountType },
              { header: 'Linked', cell: (c) => formatDate(c.linkedAt) },
              {
                header: <VisuallyHidden>Actions</VisuallyHidden>,
                cell: (c) => (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${c.legalName}`}
                    loading={unlink.isPending && unlink.variables === c.companyId}
                    onClick={() => {
                      setDone(null);
                      unlink.mutate(c.companyId, { onSuccess: () => setDone(PARTNER_MESSAGES.customerUnlinked) });
                    }}
                  >
                    Remove
                  </Button>
                ),
              },
            ]}
            rows={partner.customers}
            rowKey={(c) => c.companyId}
          />
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (customerId === null) return;
            setDone(null);
            link.mutate(customerId, {
              onSuccess: () => {
                setDone(PARTNER_MESSAGES.customerLinked);
                setCustomerId(null);
              },
            });
          }}
        >
          <Group align="flex-end">
            <CompanyPicker label="Customer company" value={customerId} onChange={setCustomerId} w={360} />
            <Button type="submit" disabled={customerId === null} loading={link.isPending}>
              Link customer
            </Button>
          </Group>
        </form>
        <Outcome error={link.error} success={done} />
      </Stack>
    </Section>
  );
}

export function ManagedAccountsSection({ partner }: { partner: PartnerDetailDto }) {
  const create = useCreateManagedAccount(partner.companyId);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<{ accountName: string; accountRef: string; companyId: number | null }>({
    initialValues: { accountName: '', accountRef: '', companyId: null },
    validate: { accountName: (v) => (v.trim() ? null : 'Enter the account name') },
  });
  return (
    <Section title={`Managed accounts (${partner.managedAccounts.length})`}>
      <Stack gap="sm">
        {partner.managedAccounts.length === 0 ? (
          <Text c="dimmed" size="sm">
            This partner manages no accounts.
          </Text>
        ) : (
          <SimpleTable
            label="Managed accounts"
            columns={[
              { header: 'Company', cell: (a) => <CompanyLink id={a.companyId} /> },
              { header: 'Account name', cell: (a) => a.accountName },
              { header: 'Partner reference', cell: (a) => a.accountRef ?? '—' },
            ]}
            rows={partner.managedAccounts}
            rowKey={(a) => a.companyId}
          />
        )}
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            setDone(null);
            create.mutate(
              {
                accountName: values.accountName,
                accountRef: values.accountRef || null,
                companyId: values.companyId ?? undefined,
              },
              {
                onSuccess: () => {
                  setDone(PARTNER_MESSAGES.managedAccountCreated);
                  form.reset();
                },
              },
            );
          })}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput label="Account name" w={240} {...form.getInputProps('accountName')} />
            <TextInput label="Partner reference" w={180} {...form.getInputProps('accountRef')} />
            <CompanyPicker
              label="Existing company"
              description="Leave empty to create a new company"
              value={form.values.companyId}
              onChange={(id) => form.setFieldValue('companyId', id)}
              error={form.errors.companyId}
              w={360}
            />
            <Button type="submit" loading={create.isPending}>
              Add managed account
            </Button>
          </Group>
        </form>
        <Outcome error={create.error} success={done} />
      </Stack>
    </Section>
  );
}
