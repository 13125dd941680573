import { Loader } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCompany } from './companies.api';
import { CompanyDetailsTab } from './company-details-tab';
import { CompanyProblem } from './company-problem';

/** `/customerProfile`: the company the person acts for (decision 0075); its company admins edit it. */
export function CustomerProfilePage() {
  const acting = useActingCompany();
  const company = useCompany(acting.companyId);
  if (company.isLoading) return <Loader aria-label="Loading company" />;
  if (!company.data)
    return (
      <CompanyProblem title="Company profile" text={`The profile of ${acting.companyName} could not be loaded.`} />
    );
  return (
    <>
      <PageHeader title="Company profile" description={company.data.legalName} />
      <CompanyDetailsTab key={company.data.companyId} company={company.data} />
    </>
  );
}
