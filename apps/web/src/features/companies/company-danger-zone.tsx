import { Box, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CompanyDetail } from '@portico/contract';
import { COMPANY_MESSAGES, MESSAGES } from '@portico/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { AccountTypePanel } from './account-type-panel';
import { useDeleteCompany, useSetActive } from './companies.api';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Outcome } from '../../components/ui/outcome';

/** One dangerous action: a heading, what it does, and its controls; a region named by its heading. */
function DangerItem({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={3} size="h5" mb={6} id={id}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

/**
 * The end of the company's Details tab (staff): the changes that lock people out or cannot be undone, kept apart
 * from the everyday fields: the account type (only a direct customer's may change, and never back), deactivating
 * (its people can no longer log in) and deleting (staff admins).
 */
export function CompanyDangerZone({
  company,
  canConfigure,
  canDelete,
}: {
  company: CompanyDetail;
  canConfigure: boolean;
  canDelete: boolean;
}) {
  const navigate = useNavigate();
  const setActive = useSetActive(company.companyId);
  const remove = useDeleteCompany(company.companyId);
  const [confirm, setConfirm] = useState<'deactivate' | 'delete' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const name = `${company.legalName} (id ${company.companyId})`;

  const changeActive = (active: boolean) => {
    setMessage(null);
    setActive.mutate(active, {
      onSuccess() {
        setConfirm(null);
        setMessage(active ? COMPANY_MESSAGES.companyActivated : COMPANY_MESSAGES.companyDeactivated);
      },
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="company-danger-heading"
      style={{ borderColor: 'var(--mantine-color-red-8)' }}
    >
      <Title order={2} size="h4" id="company-danger-heading" c="red.9">
        Danger zone
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        These changes lock people out or cannot be taken back.
      </Text>
      <Stack gap="md">
        <DangerItem id="company-account-type-heading" title="Account type">
          <AccountTypePanel company={company} canConfigure={canConfigure} />
        </DangerItem>
        <Divider />
        <DangerItem id="company-active-heading" title={company.active ? 'Deactivate company' : 'Activate company'}>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Text size="sm" maw={520}>
              {company.active
                ? 'The company is active. Deactivated, none of its people can log in until it is activated again.'
                : 'The company is inactive: none of its people can log in.'}
            </Text>
            {company.active ? (
              <Button color="red" variant="outline" onClick={() => setConfirm('deactivate')}>
                Deactivate company
              </Button>
            ) : (
              <Button variant="default" loading={setActive.isPending} onClick={() => changeActive(true)}>
                Activate company
              </Button>
            )}
          </Group>
          <Outcome success={message} mt="sm" />
        </DangerItem>
        {canDelete && (
          <>
            <Divider />
            <DangerItem id="company-delete-heading" title="Delete company">
              <Group justify="space-between" align="flex-end" gap="sm">
                <Text size="sm" maw={520}>
                  It disappears from search and its people can no longer log in. Its history is kept.
                </Text>
                <Button color="red" onClick={() => setConfirm('delete')}>
                  Delete company
                </Button>
              </Group>
            </DangerItem>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirm === 'deactivate'}
        title="Deactivate company"
        confirmLabel="Deactivate"
        loading={setActive.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => changeActive(false)}
      >
        Deactivate {name}? None of its people can log in until it is activated again.
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirm === 'delete'}
        title="Delete company"
        confirmLabel="Delete"
        loading={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => navigate('/company', { state: { message: MESSAGES.companyDeleted } }),
          })
        }
      >
        Delete {name}? It disappears from search and its people can no longer log in. Its history is kept.
      </ConfirmDialog>
    </Paper>
  );
}
