import { useCurrentLogin } from '../../lib/auth/current-login';
import { EmployeeManager } from './employee-manager';

/** A tab of the company page (#/company/{companyId}); the company page imports it under this name. */
export function CompanyEmployeesTab({ companyId }: { companyId: number }) {
  const login = useCurrentLogin();
  return <EmployeeManager companyId={companyId} canManage={login.staff} />;
}
