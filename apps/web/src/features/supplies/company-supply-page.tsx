import { Alert, Anchor } from '@mantine/core';
import { MESSAGES } from '@portico/domain';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { useCompanySupplies } from './supplies.api';
import { SupplyEditor } from './supply-editor';

/** #/companySupply/{companyId}: the staff supply editor; `?registered=1` after registering the company. */
export function CompanySupplyPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const companyId = Number(params.companyId);
  const valid = Number.isSafeInteger(companyId) && companyId > 0;
  const supplies = useCompanySupplies(valid ? companyId : 0);
  const name = valid ? supplies.data?.companyName : undefined;

  if (!valid) {
    return (
      <>
        <PageHeader title="Company supply" />
        <Alert color="red" variant="light" role="alert">
          That is not a company id.
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={name ? `Supply: ${name}` : 'Company supply'}
        description={
          <>
            Billing relationship per market for company {companyId}.{' '}
            <Anchor href={`#/company/${companyId}`}>Open the company</Anchor>
          </>
        }
      />
      {search.get('registered') === '1' && (
        <Alert color="yellow" variant="filled" mb="md" role="status" title="Company registered">
          {MESSAGES.addSupplyPrompt}
        </Alert>
      )}
      <SupplyEditor companyId={companyId} />
    </>
  );
}
