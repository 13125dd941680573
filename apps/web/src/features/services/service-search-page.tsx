import { NotAvailable } from '../../components/ui/not-available';
import { PageHeader } from '../../components/ui/page-header';
import { displayName, useCurrentLogin } from '../../lib/auth/current-login';

/** Home (`/` and `/serviceSearch`). The search itself is not built yet; the header confirms who is signed in. */
export function ServiceSearchPage() {
  const login = useCurrentLogin();
  return (
    <>
      <PageHeader
        title="Service search"
        description={`Signed in as ${displayName(login)}, company ${login.companyName}`}
      />
      <NotAvailable />
    </>
  );
}
