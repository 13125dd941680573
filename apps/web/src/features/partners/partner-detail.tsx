import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PartnerContext, type PartnerDetail as PartnerDetailDto, partnerContextSchema } from '@portico/contract';
import {
  bpToPercent,
  formatRateBp,
  MAX_COMMISSION_BP,
  MESSAGES,
  PARTNER_MESSAGES,
  parsePercentToBp,
  PARTNER_TIER_LABELS,
  PARTNER_TIERS,
  type PartnerTier,
  REVENUE_BANDS,
  TIER_RATES_BP,
} from '@portico/domain';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../api';
import {
  useCreateManagedAccount,
  useDeleteContext,
  useLinkCustomer,
  usePartner,
  usePartnerContext,
  useSaveContext,
  useSetCommission,
  useUnlinkCustomer,
  useUpdatePartnerSettings,
} from './partners.api';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { CompanyPicker } from '../../components/ui/company-picker';

const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.unexpected);

function Outcome({ error, success }: { error: unknown; success: string | null }) {
  if (error) {
    return (
      <Alert role="alert" color="red" variant="light">
        {errorText(error)}
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert role="status" color="green" variant="light">
        {success}
      </Alert>
    );
  }
  return null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The partner's tiers as the spec gives them, e.g. "Preferred: 20% (1-5K), 25% (5-25K), 30% (25K+)". */
const tierSummary = (tier: PartnerTier) =>
  `${PARTNER_TIER_LABELS[tier]}: ${REVENUE_BANDS.map((band, i) => `${formatRateBp(TIER_RATES_BP[tier][i] ?? 0)} (${band.label})`).join(', ')}`;

/** Staff view of one partner: commission, tier, customers, managed accounts and context. */
export function PartnerDetail({ partnerId }: { partnerId: number }) {
  const partner = usePartner(partnerId);
  if (partner.isPending) return <Text c="dimmed">Loading…</Text>;
  if (partner.isError) {
    return (
      <Alert role="alert" color="red" variant="light">
        {errorText(partner.error)}
      </Alert>
    );
  }
  const p = partner.data;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2} size="h3">
          {p.legalName}
        </Title>
        <Badge variant="light">{p.accountType}</Badge>
        {p.partnerTier && <Badge color="grape">{PARTNER_TIER_LABELS[p.partnerTier]}</Badge>}
        <Anchor href={`#/company/${p.companyId}`} size="sm">
          Company {p.companyId}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CommissionSection partner={p} />
        <TierSection partner={p} />
      </SimpleGrid>
      <CustomersSection partner={p} />
      <ManagedAccountsSection partner={p} />
      <ContextSection partnerId={p.companyId} />
    </Stack>
  );
}

function CommissionSection({ partner }: { partner: PartnerDetailDto }) {
  const setCommission = useSetCommission(partner.companyId);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<{ percent: number | string }>({
    initialValues: { percent: partner.commissionRateBp === null ? '' : bpToPercent(partner.commissionRateBp) },
    validate: {
      percent: (value) => {
        const bp = parsePercentToBp(String(value));
        if (bp === null) return MESSAGES.percentInvalid;
        return bp > MAX_COMMISSION_BP ? 'The rate must be between 0% and 100%' : null;
      },
    },
  });
  return (
    <Section title="Commission rate">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setDone(null);
          setCommission.mutate(parsePercentToBp(String(values.percent)) ?? 0, {
            onSuccess: () => setDone(MESSAGES.commissionUpdated),
          });
        })}
      >
        <Stack gap="sm">
          <Text size="sm">
            Current rate: {partner.commissionRateBp === null ? 'not set' : formatRateBp(partner.commissionRateBp)}
          </Text>
          <NumberInput
            clampBehavior="none"
            label="Commission rate (%)"
            min={0}
            max={100}
            decimalScale={2}
            maw={220}
            {...form.getInputProps('percent')}
          />
          <Outcome error={setCommission.error} success={done} />
          <Group>
            <Button type="submit" loading={setCommission.isPending}>
              Save commission rate
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function TierSection({ partner }: { partner: PartnerDetailDto }) {
  const update = useUpdatePartnerSettings(partner.companyId);
  const [tier, setTier] = useState<string | null>(partner.partnerTier);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Section title="Partner tier">
      <Stack gap="sm">
        <Select
          label="Partner tier"
          placeholder="No tier"
          data={PARTNER_TIERS.map((t) => ({ value: t, label: PARTNER_TIER_LABELS[t] }))}
          value={tier}
          onChange={setTier}
          clearable
          maw={220}
        />
        <Text size="xs" c="dimmed">
          {PARTNER_TIERS.map(tierSummary).join(' · ')}. Revenue bands are monthly; billed revenue is not available until
          billing runs.
        </Text>
        <Outcome error={update.error} success={done} />
        <Group>
          <Button
            loading={update.isPending}
            onClick={() => {
              setDone(null);
              update.mutate(
                { partnerTier: (tier as PartnerTier | null) ?? null },
                { onSuccess: () => setDone(MESSAGES.updatedSuccessfully) },
              );
            }}
          >
            Save tier
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}

function CustomersSection({ partner }: { partner: PartnerDetailDto }) {
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

function ManagedAccountsSection({ partner }: { partner: PartnerDetailDto }) {
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

const EMPTY_CONTEXT = {
  displayName: '',
  supportEmail: '',
  supportPhone: '',
  website: '',
  logoUrl: '',
  primaryColour: '',
};
type ContextValues = typeof EMPTY_CONTEXT;

function toContext(values: ContextValues): PartnerContext {
  const orNull = (v: string) => (v.trim() ? v.trim() : null);
  return {
    displayName: values.displayName.trim(),
    supportEmail: orNull(values.supportEmail),
    supportPhone: orNull(values.supportPhone),
    website: orNull(values.website),
    logoUrl: orNull(values.logoUrl),
    primaryColour: orNull(values.primaryColour),
  };
}

/** The partner's branding and contact shown to the customers it manages. */
export function ContextSection({ partnerId }: { partnerId: number }) {
  const context = usePartnerContext(partnerId);
  // Kept here: the form below starts afresh when the context is created or deleted, the message must not.
  const [done, setDone] = useState<string | null>(null);
  if (context.isPending) return null;
  if (context.isError) {
    return (
      <Section title="Partner context">
        <Outcome error={context.error} success={null} />
      </Section>
    );
  }
  return (
    <ContextForm
      key={context.data ? 'saved' : 'none'}
      partnerId={partnerId}
      initial={context.data}
      done={done}
      setDone={setDone}
    />
  );
}

interface ContextFormProps {
  partnerId: number;
  initial: PartnerContext | null;
  done: string | null;
  setDone(message: string | null): void;
}

function ContextForm({ partnerId, initial, done, setDone }: ContextFormProps) {
  const exists = initial !== null;
  const save = useSaveContext(partnerId, exists);
  const remove = useDeleteContext(partnerId);
  const form = useForm<ContextValues>({
    initialValues: initial
      ? {
          displayName: initial.displayName,
          supportEmail: initial.supportEmail ?? '',
          supportPhone: initial.supportPhone ?? '',
          website: initial.website ?? '',
          logoUrl: initial.logoUrl ?? '',
          primaryColour: initial.primaryColour ?? '',
        }
      : EMPTY_CONTEXT,
    validate: (values) => zodFieldErrors(partnerContextSchema, toContext(values)),
  });
  return (
    <Section title="Partner context">
      <Text size="sm" c="dimmed" mb="sm">
        {exists ? 'Shown to the customers this partner manages.' : 'No context yet: managed customers see none.'}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setDone(null);
          // The form is replaced once the saved context arrives, so the message is set from the promise, which
          // settles even then (a mutate callback would not).
          save
            .mutateAsync(toContext(values))
            .then(() => setDone(exists ? PARTNER_MESSAGES.contextUpdated : PARTNER_MESSAGES.contextCreated))
            .catch(() => undefined);
        })}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Display name" withAsterisk {...form.getInputProps('displayName')} />
          <TextInput label="Support e-mail" {...form.getInputProps('supportEmail')} />
          <TextInput label="Support phone" {...form.getInputProps('supportPhone')} />
          <TextInput label="Website" placeholder="https://" {...form.getInputProps('website')} />
          <TextInput label="Logo URL" placeholder="https://" {...form.getInputProps('logoUrl')} />
          <TextInput label="Brand colour" placeholder="#1a2b3c" {...form.getInputProps('primaryColour')} />
        </SimpleGrid>
        <Stack mt="sm" gap="sm">
          <Outcome error={save.error ?? remove.error} success={done} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save context
            </Button>
            {exists && (
              <Button
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove
                    .mutateAsync()
                    .then(() => setDone(PARTNER_MESSAGES.contextDeleted))
                    .catch(() => undefined)
                }
              >
                Delete context
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
