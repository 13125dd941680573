import { Anchor, Box, Center, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { RouteEntry } from '../route-table';
import { NotAvailable } from '../components/ui/not-available';
import { useDocumentTitle } from '../components/ui/use-document-title';
import { PageSuspense } from '../components/layout/lazy-page';

/** Pages reached without logging in: registration (not built yet), forgotten and set password. */
export function PublicPage({ route }: { route: RouteEntry }) {
  useDocumentTitle(route.title);
  const Feature = route.feature;
  if (Feature)
    return (
      <PageSuspense fullPage>
        <Feature />
      </PageSuspense>
    );
  return (
    <Center component="main" mih="100vh" p="md">
      <Box w="100%" maw={640}>
        <Paper p="lg" bg="transparent">
          <Text fw={700} fz="lg" mb="xs">
            Portico
          </Text>
          <Title order={1} size="h2" mb="lg">
            {route.title}
          </Title>
          <NotAvailable />
          <Anchor component={Link} to="/login" size="sm" mt="md" display="inline-block">
            Go to the login page
          </Anchor>
        </Paper>
      </Box>
    </Center>
  );
}
