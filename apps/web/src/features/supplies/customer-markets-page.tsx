import { PageHeader } from '../../components/ui/page-header';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { SupplyEditor } from './supply-editor';

/** /customerMarkets: the own company's markets (supplies); company admins edit them, financial users read them. */
export function CustomerMarketsPage() {
  const login = useCurrentLogin();
  return (
    <>
      <PageHeader
        title="Markets"
        description="The markets your company is billed in, and who receives the invoices in each."
      />
      <SupplyEditor companyId={login.companyId} />
    </>
  );
}
