import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentLogin } from '../../lib/auth/current-login';

/** Whose a service is, by name: staff get a link to the company's page, a customer its name (issue 28). */
export function CompanyName({ companyId, name }: { companyId: number; name: string }) {
  const staff = useCurrentLogin().staff;
  const shown = name || `Company ${companyId}`;
  if (!staff) return <>{shown}</>;
  return (
    <Anchor component={Link} to={`/company/${companyId}`}>
      {shown}
    </Anchor>
  );
}
