import { NotAvailable } from '../../components/ui/not-available';

/** A tab of the company page (#/company/{companyId}); the company page imports it under this name. */
export function CompanySupplyTab(_props: { companyId: number }) {
  return <NotAvailable />;
}
