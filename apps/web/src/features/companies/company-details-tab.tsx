import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { CompanyDetail } from '@portico/contract';
import { hasPermission, isStaffCompany } from '@portico/domain';
import type { ReactNode } from 'react';
import { useCurrentLogin } from '../auth/current-login';
import { AccountTypePanel } from './account-type-panel';
import { CompanyAddressForm } from './company-address-form';
import { CompanyDetailsForm } from './company-details-form';
import { CompanyLogoPanel } from './company-logo-panel';
import { CompanyStatusPanel } from './company-status-panel';
import { ConfigSettingsPanel } from './config-settings-panel';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Tab 1 of the company page, and the whole of /customerProfile: the company's fields, addresses and logo for
 * staff and the company's admins; account type, settings and status actions for staff.
 */
export function CompanyDetailsTab({ company }: { company: CompanyDetail }) {
  const login = useCurrentLogin();
  const isStaff = isStaffCompany(login.companyId);
  const canEdit = isStaff || hasPermission(login.permissions, company.companyUid, 'company_admin');
  const canConfigure = isStaff && hasPermission(login.permissions, login.companyUid, 'configure_partner');

  return (
    <Stack gap="lg">
      <Section id="company-details-heading" title="Company details">
        <CompanyDetailsForm company={company} canEdit={canEdit} isStaff={isStaff} />
      </Section>
      <Section id="company-account-type-heading" title="Account type">
        <AccountTypePanel company={company} canConfigure={canConfigure} />
      </Section>
      <Section id="company-addresses-heading" title="Addresses">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <CompanyAddressForm
            companyId={company.companyId}
            address={company.billingAddress}
            billing
            canEdit={canEdit}
          />
          <CompanyAddressForm
            companyId={company.companyId}
            address={company.physicalAddress}
            billing={false}
            canEdit={canEdit}
          />
        </SimpleGrid>
      </Section>
      <Section id="company-logo-heading" title="Logo">
        <CompanyLogoPanel company={company} canEdit={canEdit} />
      </Section>
      {isStaff && (
        <>
          <Section id="company-status-heading" title="Status">
            <CompanyStatusPanel company={company} canDelete={login.admin} />
          </Section>
          <Section id="company-settings-heading" title="Config settings">
            <ConfigSettingsPanel companyId={company.companyId} canConfigure={canConfigure} />
          </Section>
        </>
      )}
    </Stack>
  );
}
