import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { SupplyEditor } from './supply-editor';

/**
 * /customerMarkets: the markets (supplies) of the company the person acts for (decision 0075); company admins edit
 * them, financial users read them.
 */
export function CustomerMarketsPage() {
  const company = useActingCompany();
  return (
    <>
      <PageHeader
        title="Markets"
        description={`The markets ${company.companyName} is billed in, and who receives the invoices in each.`}
      />
      <SupplyEditor key={company.companyId} companyId={company.companyId} />
    </>
  );
}
