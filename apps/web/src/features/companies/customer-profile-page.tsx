import { Loader } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { useCompany } from './companies.api';
import { CompanyDetailsTab } from './company-details-tab';
import { CompanyProblem } from './company-problem';

/** `/customerProfile`: the signed-in person's own company; its company admins edit it. */
export function CustomerProfilePage() {
  const login = useCurrentLogin();
  const company = useCompany(login.companyId);
  if (company.isLoading) return <Loader aria-label="Loading company" />;
  if (!company.data) return <CompanyProblem title="Company profile" text="Your company profile could not be loaded." />;
  return (
    <>
      <PageHeader title="Company profile" description={company.data.legalName} />
      <CompanyDetailsTab company={company.data} />
    </>
  );
}
