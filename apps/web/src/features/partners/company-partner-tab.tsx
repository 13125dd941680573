import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CompanyPartnerSettings } from '@portico/contract';
import { formatRateBp, PARTNER_TIER_LABELS } from '@portico/domain';
import type { ReactNode } from 'react';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { PartnerDetail } from './partner-detail';
import { Loaded } from '../../components/ui/loaded';
import { useCompanyPartnerSettings } from './partners.api';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" fw={600} w={180}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

/**
 * A tab of the company page (#/company/{companyId}); the company page imports it under this name. For a partner
 * staff get the partner's detail (commission, tier, customers, managed accounts, context); for any company the
 * tab shows where it sits in the partner programme.
 */
export function CompanyPartnerTab({ companyId }: { companyId: number }) {
  const login = useCurrentLogin();
  const settings = useCompanyPartnerSettings(companyId);
  const staff = login.staff;
  return <Loaded query={settings}>{(s) => <PartnerPlace companyId={companyId} s={s} staff={staff} />}</Loaded>;
}

function PartnerPlace({ companyId, s, staff }: { companyId: number; s: CompanyPartnerSettings; staff: boolean }) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap={6}>
          <Row label="Account type">
            <Badge variant="light">{s.accountType}</Badge>
          </Row>
          {s.isPartner && (
            <>
              <Row label="Partner tier">{s.partnerTier ? PARTNER_TIER_LABELS[s.partnerTier] : 'No tier'}</Row>
              <Row label="Commission rate">
                {s.commissionRateBp === null ? 'not set' : formatRateBp(s.commissionRateBp)}
              </Row>
            </>
          )}
          <Row label="Global Port partner">{s.globalPortPartner ? 'Yes' : 'No'}</Row>
          <Row label="Parent company">
            {s.parent ? (
              <Anchor href={`#/company/${s.parent.companyId}`}>
                {s.parent.legalName} ({s.parent.accountType})
              </Anchor>
            ) : (
              'None'
            )}
          </Row>
          <Row label="Linked partner">
            {s.linkedPartner ? (
              staff ? (
                <Anchor href={`#/adminPartners?partner=${s.linkedPartner.companyId}`}>
                  {s.linkedPartner.legalName}
                </Anchor>
              ) : (
                s.linkedPartner.legalName
              )
            ) : (
              'None'
            )}
          </Row>
          {s.managedAccount && (
            <Row label="Managed account">
              {s.managedAccount.accountName}
              {s.managedAccount.accountRef ? ` (reference ${s.managedAccount.accountRef})` : ''}
            </Row>
          )}
          {s.supplyDetailsHidden && (
            <Text size="sm" c="dimmed">
              Supply details are hidden from this company's users: its partner holds the billing relationship.
            </Text>
          )}
        </Stack>
      </Paper>
      {s.partnerContext && !s.isPartner && (
        <Paper withBorder radius="md" p="lg">
          <Text fw={600}>{s.partnerContext.displayName}</Text>
          {s.partnerContext.supportEmail && <Text size="sm">Support: {s.partnerContext.supportEmail}</Text>}
          {s.partnerContext.supportPhone && <Text size="sm">Phone: {s.partnerContext.supportPhone}</Text>}
        </Paper>
      )}
      {s.isPartner && staff && <PartnerDetail partnerId={companyId} />}
    </Stack>
  );
}
