import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useActingCompany } from '../lib/auth/acting-company';
import { useCurrentLogin } from '../lib/auth/current-login';
import type { RouteEntry } from '../route-table';
import { NotAvailable } from '../components/ui/not-available';
import { PageCompanyContext, PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/ui/use-document-title';
import { PageSuspense } from '../components/layout/lazy-page';

/** Shown to a customer who opens a staff console URL: the server would refuse its data anyway. */
export const NO_ACCESS_TEXT = 'You do not have access to this page';

/**
 * A customer page (and one both faces share) works for the company the person acts for, and its header names it
 * (decision 0075); a staff console page works for the company staff choose on it.
 */
function CustomerPageCompany({ children }: { children: ReactNode }) {
  const company = useActingCompany();
  return (
    <PageCompanyContext.Provider value={{ companyName: company.companyName, isOwn: company.isOwn }}>
      {children}
    </PageCompanyContext.Provider>
  );
}

export function RoutePage({ route }: { route: RouteEntry }) {
  const login = useCurrentLogin();
  useDocumentTitle(route.title);

  if (route.audience === 'admin') {
    if (login.staff) return <RouteFeature route={route} />;
    return (
      <>
        <PageHeader title={route.title} />
        <Paper withBorder radius="md" p="lg" maw={640}>
          <Text fw={600}>{NO_ACCESS_TEXT}</Text>
          <Text size="sm" mt={6}>
            This page is part of the provider's staff console. If you think you need it, please see your company
            administrator or support.
          </Text>
        </Paper>
      </>
    );
  }
  return (
    <CustomerPageCompany>
      <RouteFeature route={route} />
    </CustomerPageCompany>
  );
}

function RouteFeature({ route }: { route: RouteEntry }) {
  const staff = useCurrentLogin().staff;
  const Feature = route.feature;
  if (Feature)
    return (
      <PageSuspense>
        <Feature />
      </PageSuspense>
    );
  return (
    <>
      <PageHeader title={route.title} />
      <NotAvailable staff={staff} />
    </>
  );
}
