import { Paper, Text } from '@mantine/core';
import { isStaffCompany } from '@portico/domain';
import { useCurrentLogin } from '../lib/auth/current-login';
import type { RouteEntry } from '../route-table';
import { NotAvailable } from '../components/ui/not-available';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../components/ui/use-document-title';
import { PageSuspense } from '../components/layout/lazy-page';

/** Shown to a customer who opens a staff console URL: the server would refuse its data anyway. */
export const NO_ACCESS_TEXT = 'You do not have access to this page';

export function RoutePage({ route }: { route: RouteEntry }) {
  const login = useCurrentLogin();
  useDocumentTitle(route.title);

  if (route.audience === 'admin' && !isStaffCompany(login.companyId)) {
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
      <NotAvailable />
    </>
  );
}
