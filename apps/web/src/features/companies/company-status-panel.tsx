import { Alert, Badge, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import type { CompanyDetail } from '@portico/contract';
import { COMPANY_MESSAGES, MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreditCheck, useDeleteCompany, useSetActive, useSetPublished } from './companies.api';

const CREDIT_COLOURS: Record<string, string> = { APPROVED: 'green', REFERRED: 'yellow', DECLINED: 'red' };

/** Staff actions on a company: enable or disable, publish or hide, credit check, delete (staff admins). */
export function CompanyStatusPanel({ company, canDelete }: { company: CompanyDetail; canDelete: boolean }) {
  const navigate = useNavigate();
  const setActive = useSetActive(company.companyId);
  const setPublished = useSetPublished(company.companyId);
  const creditCheck = useCreditCheck(company.companyId);
  const remove = useDeleteCompany(company.companyId);
  const [message, setMessage] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const toggleActive = (active: boolean) => {
    setMessage(null);
    setActive.mutate(active, {
      onSuccess: () => setMessage(active ? COMPANY_MESSAGES.companyActivated : COMPANY_MESSAGES.companyDeactivated),
    });
  };
  const togglePublished = (published: boolean) => {
    setMessage(null);
    setPublished.mutate(published, {
      onSuccess: () => setMessage(published ? COMPANY_MESSAGES.profilePublished : COMPANY_MESSAGES.profileHidden),
    });
  };

  return (
    <Stack gap="md">
      <Group gap="xl">
        <Switch
          label="Company active"
          checked={company.active}
          onChange={(event) => toggleActive(event.currentTarget.checked)}
          disabled={setActive.isPending}
        />
        <Switch
          label="Profile published"
          checked={company.published}
          onChange={(event) => togglePublished(event.currentTarget.checked)}
          disabled={setPublished.isPending}
        />
      </Group>
      <Group>
        <Text size="sm">Credit check:</Text>
        {company.creditCheckStatus ? (
          <>
            <Badge color={CREDIT_COLOURS[company.creditCheckStatus] ?? 'gray'} variant="light">
              {company.creditCheckStatus}
            </Badge>
            {company.creditCheckedAt && (
              <Text size="sm" c="dimmed">
                on {new Date(company.creditCheckedAt).toLocaleString()}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            never run
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          loading={creditCheck.isPending}
          onClick={() => {
            setMessage(null);
            creditCheck.mutate(undefined, { onSuccess: () => setMessage(COMPANY_MESSAGES.creditChecked) });
          }}
        >
          Run credit check
        </Button>
      </Group>
      {message && (
        <Alert role="status" color="green" variant="light">
          {message}
        </Alert>
      )}
      {canDelete && (
        <Group>
          <Button color="red" variant="outline" onClick={() => setConfirmDelete(true)}>
            Delete company
          </Button>
        </Group>
      )}
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete company">
        <Stack>
          <Text>
            Delete {company.legalName} (id {company.companyId})? It disappears from search and its people can no longer
            log in. Its history is kept.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => navigate('/company', { state: { message: MESSAGES.companyDeleted } }),
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
