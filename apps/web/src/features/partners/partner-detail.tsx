import { Anchor, Badge, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PartnerDetail as PartnerDetailDto } from '@portico/contract';
import {
  bpToPercent,
  formatRateBp,
  MAX_COMMISSION_BP,
  MESSAGES,
  parsePercentToBp,
  PARTNER_TIER_LABELS,
  PARTNER_TIERS,
  type PartnerTier,
  REVENUE_BANDS,
  TIER_RATES_BP,
  INPUT_MESSAGES,
} from '@portico/domain';
import { useState } from 'react';
import { Loaded } from '../../components/ui/loaded';
import { Outcome } from '../../components/ui/outcome';
import { usePartner, useSetCommission, useUpdatePartnerSettings } from './partners.api';
import { CustomersSection, ManagedAccountsSection } from './partner-accounts-sections';
import { ContextSection } from './partner-context-section';
import { Section } from './partner-section';

/** The partner's tiers as the spec gives them, e.g. "Preferred: 20% (1-5K), 25% (5-25K), 30% (25K+)". */
const tierSummary = (tier: PartnerTier) =>
  `${PARTNER_TIER_LABELS[tier]}: ${REVENUE_BANDS.map((band, i) => `${formatRateBp(TIER_RATES_BP[tier][i] ?? 0)} (${band.label})`).join(', ')}`;

/** Staff view of one partner: commission, tier, customers, managed accounts and context. */
export function PartnerDetail({ partnerId }: { partnerId: number }) {
  const partner = usePartner(partnerId);
  return <Loaded query={partner}>{(p) => <Partner p={p} />}</Loaded>;
}

function Partner({ p }: { p: PartnerDetailDto }) {
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
        return bp > MAX_COMMISSION_BP ? INPUT_MESSAGES.rateRange : null;
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
