import { SimpleGrid, Stack } from '@mantine/core';
import type { CompanyDetail } from '@portico/contract';
import { hasPermission } from '@portico/domain';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { AccountTypePanel } from './account-type-panel';
import { CompanyAddressForm } from './company-address-form';
import { CompanyDangerZone } from './company-danger-zone';
import { CompanyDetailsForm } from './company-details-form';
import { CompanyLogoPanel } from './company-logo-panel';
import { CompanySection } from './company-section';
import { CompanyStatusPanel } from './company-status-panel';
import { ConfigSettingsPanel } from './config-settings-panel';

/**
 * Tab 1 of the company page, and the whole of /customerProfile: the company's fields (in sections), addresses and
 * logo for staff and the company's admins; publishing, credit check and settings for staff; and last, apart, the
 * danger zone (account type, deactivate, delete) for staff. Customers see their account type, read only.
 */
export function CompanyDetailsTab({ company }: { company: CompanyDetail }) {
  const login = useCurrentLogin();
  const isStaff = login.staff;
  const canEdit = isStaff || hasPermission(login.permissions, company.companyUid, 'company_admin');
  const canConfigure = isStaff && hasPermission(login.permissions, login.companyUid, 'configure_partner');

  return (
    <Stack gap="lg">
      <CompanyDetailsForm company={company} canEdit={canEdit} isStaff={isStaff} />
      <CompanySection id="company-addresses-heading" title="Addresses">
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
      </CompanySection>
      <CompanySection id="company-logo-heading" title="Logo">
        <CompanyLogoPanel company={company} canEdit={canEdit} />
      </CompanySection>
      {isStaff ? (
        <>
          <CompanySection id="company-status-heading" title="Profile and credit check">
            <CompanyStatusPanel company={company} />
          </CompanySection>
          <CompanySection id="company-settings-heading" title="Config settings">
            <ConfigSettingsPanel companyId={company.companyId} canConfigure={canConfigure} />
          </CompanySection>
          <CompanyDangerZone company={company} canConfigure={canConfigure} canDelete={login.admin} />
        </>
      ) : (
        <CompanySection id="company-account-type-heading" title="Account type">
          <AccountTypePanel company={company} canConfigure={false} />
        </CompanySection>
      )}
    </Stack>
  );
}
