import { Badge, Group, Loader } from '@mantine/core';
import { isPartnerAccountType } from '@portico/domain';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../api';
import { PageHeader } from '../components/ui/page-header';
import { PanelTabs } from '../components/ui/panel-tabs';
import { CompanyProblem } from '../features/companies/company-problem';
import { CompanyPartnerTab } from '../features/partners/company-partner-tab';
import { CompanyEmployeesTab } from '../features/people/company-employees-tab';
import { CompanyPersonTab } from '../features/people/company-person-tab';
import { CompanyPriceBookTab } from '../features/pricing/company-price-book-tab';
import { CompanyMarketsTab } from '../features/supplies/company-markets-tab';
import { CompanySupplyTab } from '../features/supplies/company-supply-tab';
import { useCompany } from '../features/companies/companies.api';
import { CompanyDetailsTab } from '../features/companies/company-details-tab';
import { CompanyHistoryTab } from '../features/companies/company-history-tab';
import { accountTypeLabel } from '../features/companies/company-labels';

/** The spec's tab keys; `?tab=11` in the URL opens a tab directly. */
export const COMPANY_TABS = ['1', '2', '9', '10', '11', 'pricebook', 'history'] as const;

/** `#/company/{companyId}` (staff): the company with its tabs. */
export function CompanyPage() {
  const params = useParams();
  const companyId = Number(params.companyId);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab') ?? '1';
  const tab = (COMPANY_TABS as readonly string[]).includes(requested) ? requested : '1';
  const company = useCompany(companyId);

  if (!Number.isSafeInteger(companyId) || companyId <= 0)
    return <CompanyProblem title="Company" text="That is not a company id." />;
  if (company.isLoading) return <Loader aria-label="Loading company" />;
  if (!company.data) {
    const code = isApiError(company.error) ? company.error.code : null;
    return (
      <CompanyProblem
        title="Company"
        text={
          code === 'not_found'
            ? `There is no company ${companyId}; it may have been deleted.`
            : code === 'forbidden'
              ? 'You do not have access to this company.'
              : 'The company could not be loaded.'
        }
      />
    );
  }
  const data = company.data;
  const partnerLike = isPartnerAccountType(data.accountType);

  return (
    <>
      <PageHeader
        title={data.legalName}
        description={
          <Group gap="xs" component="span">
            <span>Company {data.companyId}</span>
            <Badge variant="light">{accountTypeLabel(data.accountType)}</Badge>
            <Badge variant="light" color={data.active ? 'green' : 'gray'}>
              {data.active ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
        }
      />
      <PanelTabs
        value={tab}
        onChange={(value) => value && setSearch({ tab: value }, { replace: true })}
        tabs={[
          { value: '1', label: 'Details', panel: <CompanyDetailsTab company={data} /> },
          {
            value: '2',
            label: partnerLike ? 'Partner' : 'Person',
            panel: partnerLike ? (
              <CompanyPartnerTab companyId={companyId} />
            ) : (
              <CompanyPersonTab companyId={companyId} />
            ),
          },
          { value: '9', label: 'Employees', panel: <CompanyEmployeesTab companyId={companyId} /> },
          { value: '10', label: 'Markets', panel: <CompanyMarketsTab companyId={companyId} /> },
          { value: '11', label: 'Supply', panel: <CompanySupplyTab companyId={companyId} /> },
          { value: 'pricebook', label: 'Price book', panel: <CompanyPriceBookTab companyId={companyId} /> },
          { value: 'history', label: 'History', panel: <CompanyHistoryTab companyId={companyId} /> },
        ]}
      />
    </>
  );
}
