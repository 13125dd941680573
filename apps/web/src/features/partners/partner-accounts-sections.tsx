import { Anchor, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PartnerDetail as PartnerDetailDto } from '@portico/contract';
import { PARTNER_MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { useCreateManagedAccount, useLinkCustomer, useUnlinkCustomer } from './partners.api';
import { CompanyPicker } from '../../components/ui/company-picker';
import { Outcome, Section } from './partner-section';

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
          <Table striped aria-label="Partner customers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Company</Table.Th>
                <Table.Th scope="col">Account type</Table.Th>
                <Table.Th scope="col">Linked</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {partner.customers.map((c) => (
                <Table.Tr key={c.companyId}>
                  <Table.Td>
                    <Anchor href={`#/company/${c.companyId}`}>
                      {c.legalName} ({c.companyId})
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.accountType}</Table.Td>
                  <Table.Td>{new Date(c.linkedAt).toLocaleDateString()}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
          <Table striped aria-label="Managed accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Company</Table.Th>
                <Table.Th scope="col">Account name</Table.Th>
                <Table.Th scope="col">Partner reference</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {partner.managedAccounts.map((a) => (
                <Table.Tr key={a.companyId}>
                  <Table.Td>
                    <Anchor href={`#/company/${a.companyId}`}>{a.companyId}</Anchor>
                  </Table.Td>
                  <Table.Td>{a.accountName}</Table.Td>
                  <Table.Td>{a.accountRef ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
