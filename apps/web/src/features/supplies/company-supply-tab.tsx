import { SupplyEditor } from './supply-editor';

/** A tab of the company page (#/company/{companyId}); the company page imports it under this name. */
export function CompanySupplyTab({ companyId }: { companyId: number }) {
  return <SupplyEditor companyId={companyId} />;
}
