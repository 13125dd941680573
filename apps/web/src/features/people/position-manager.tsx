import {
  ActionIcon,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPositionSchema, type Position } from '@portico/contract';
import { canCompanyHoldRole, MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { useCreatePosition, usePositionRole, usePositions, useSecurityRoles } from './people.api';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { CompanyPicker } from '../../components/ui/company-picker';
import { FlashAlert, useFlash } from './people-ui';

interface PositionManagerProps {
  /** the company whose positions are shown (with the shared ones); null: every position (staff) */
  companyId: number | null;
  /** staff: may create shared positions and change every position */
  isStaff: boolean;
  /** may create positions and change the roles of the company's own positions */
  canManage: boolean;
  showCreate?: boolean;
}

/** Positions with their security roles: create one, give or take roles. */
export function PositionManager({ companyId, isStaff, canManage, showCreate = true }: PositionManagerProps) {
  const positions = usePositions(companyId);
  const roles = useSecurityRoles();
  const change = usePositionRole();
  const flash = useFlash();
  const [adding, setAdding] = useState<Record<number, string | null>>({});

  const canEdit = (p: Position) => (p.companyId === null ? isStaff : canManage);

  const changeRole = (position: Position, roleId: number, add: boolean) => {
    flash.clear();
    change.mutate(
      { positionId: position.positionId, roleId, add },
      {
        onSuccess: () => {
          setAdding((a) => ({ ...a, [position.positionId]: null }));
          flash.success(MESSAGES.securityRolesChanged);
        },
        onError: flash.error,
      },
    );
  };

  return (
    <Stack gap="md">
      {showCreate && canManage && <CreatePositionForm companyId={companyId} isStaff={isStaff} />}
      <FlashAlert flash={flash.flash} onClose={flash.clear} />
      <Table.ScrollContainer minWidth={700}>
        <Table striped verticalSpacing="xs" aria-label="Positions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Position</Table.Th>
              <Table.Th scope="col">Used by</Table.Th>
              <Table.Th scope="col">Security roles</Table.Th>
              <Table.Th scope="col">People</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {positions.isPending && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed">Loading…</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {positions.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed">No positions</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {(positions.data ?? []).map((p) => {
              const editable = canEdit(p);
              // Only roles the position's holders could have (the server refuses the rest the same way).
              const missing = (roles.data ?? [])
                .filter((r) => !p.securityRoleIds.includes(r.id) && canCompanyHoldRole(p.companyId, r.permissions))
                .map((r) => ({ value: String(r.id), label: r.name }));
              return (
                <Table.Tr key={p.positionId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {p.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {p.companyId === null
                        ? 'Every company'
                        : companyId !== null
                          ? 'This company only'
                          : `Company ${p.companyId}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={6}>
                      <Group gap={6}>
                        {p.securityRoles.map((r) => (
                          <Badge
                            key={r.id}
                            variant="light"
                            rightSection={
                              editable && p.securityRoles.length > 1 ? (
                                <ActionIcon
                                  size="xs"
                                  variant="transparent"
                                  aria-label={`Take ${r.name} from ${p.name}`}
                                  onClick={() => changeRole(p, r.id, false)}
                                >
                                  ×
                                </ActionIcon>
                              ) : undefined
                            }
                          >
                            {r.name}
                          </Badge>
                        ))}
                      </Group>
                      {editable && missing.length > 0 && (
                        <Group gap={6} wrap="nowrap">
                          <Select
                            size="xs"
                            aria-label={`Role to give ${p.name}`}
                            placeholder="Add a role"
                            data={missing}
                            value={adding[p.positionId] ?? null}
                            onChange={(v) => setAdding((a) => ({ ...a, [p.positionId]: v }))}
                            w={180}
                          />
                          <Button
                            size="compact-xs"
                            variant="default"
                            disabled={!adding[p.positionId]}
                            onClick={() => changeRole(p, Number(adding[p.positionId]), true)}
                          >
                            Add role
                          </Button>
                        </Group>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{p.people}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

interface NewPositionValues {
  name: string;
  securityRoleIds: string[];
  companyId: number | string;
}

function CreatePositionForm({ companyId, isStaff }: { companyId: number | null; isStaff: boolean }) {
  const create = useCreatePosition();
  const roles = useSecurityRoles();
  const flash = useFlash();
  const form = useForm<NewPositionValues>({
    initialValues: { name: '', securityRoleIds: [], companyId: companyId ?? '' },
    validate: (values) => zodFieldErrors(newPositionSchema, toRequest(values)),
  });

  const submit = form.onSubmit((values) => {
    flash.clear();
    create.mutate(toRequest(values), {
      onSuccess: (position) => {
        form.reset();
        flash.success(`Position ${position.name} created`);
      },
      onError: flash.error,
    });
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="New position">
      <Title order={3} size="h5" mb="sm">
        New position
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" grow>
            <TextInput label="Position name" required {...form.getInputProps('name')} />
            <MultiSelect
              label="Security roles"
              required
              data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              {...form.getInputProps('securityRoleIds')}
            />
            {isStaff && companyId === null && (
              <CompanyPicker
                label="Company"
                description="Leave empty for a position every company can use"
                value={form.values.companyId === '' ? null : Number(form.values.companyId)}
                onChange={(id) => form.setFieldValue('companyId', id ?? '')}
                error={form.errors.companyId}
              />
            )}
          </Group>
          <FlashAlert flash={flash.flash} onClose={flash.clear} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create position
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function toRequest(values: NewPositionValues) {
  return {
    name: values.name,
    securityRoleIds: values.securityRoleIds.map(Number),
    companyId: values.companyId === '' ? null : Number(values.companyId),
  };
}
