import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { CreateServiceKey } from '@portico/contract';
import { SERVICE_KEY_MESSAGES, formatDateTime, formatSpeed } from '@portico/domain';
import { useState } from 'react';
import { messageOf } from '../../api';
import { CompanyPicker } from '../../components/ui/company-picker';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCreateServiceKey, useDeactivateServiceKey, useServiceKeys } from './product-orders.api';
import { WhenMayOrder } from './order-page';
import { FieldRow } from '../../components/forms/field-row';

const EMPTY = {
  portServiceId: '' as string | number,
  singleUse: true,
  maxSpeedMbps: '' as string | number,
  validFrom: '',
  validTo: '',
  preApproved: false,
  description: '',
};

/** The date-time a `datetime-local` field holds, as an instant (the browser's time zone), or null when empty. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

function CreateKeyForm({ companyId }: { companyId: number }) {
  const create = useCreateServiceKey(companyId);
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<typeof EMPTY>) => setDraft((d) => ({ ...d, ...change }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (draft.portServiceId === '') return setError(SERVICE_KEY_MESSAGES.portRequired);
    if (draft.validFrom && draft.validTo && draft.validFrom >= draft.validTo)
      return setError(SERVICE_KEY_MESSAGES.windowOrder);
    setError(null);
    const body: CreateServiceKey = {
      companyId,
      portServiceId: Number(draft.portServiceId),
      singleUse: draft.singleUse,
      maxSpeedMbps: draft.maxSpeedMbps === '' ? null : Number(draft.maxSpeedMbps),
      validFrom: instant(draft.validFrom),
      validTo: instant(draft.validTo),
      preApproved: draft.preApproved,
      description: draft.description.trim(),
    };
    create.mutate(body, { onSuccess: () => setDraft(EMPTY) });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New service key">
      <Stack gap="sm" maw={720}>
        <FieldRow>
          <NumberInput
            label="Port (service id)"
            value={draft.portServiceId}
            onChange={(portServiceId) => set({ portServiceId })}
            allowDecimal={false}
            allowNegative={false}
            required
          />
          <NumberInput
            label="Maximum speed (Mbps)"
            description="Empty: up to the port's speed"
            value={draft.maxSpeedMbps}
            onChange={(maxSpeedMbps) => set({ maxSpeedMbps })}
            allowDecimal={false}
            allowNegative={false}
          />
        </FieldRow>
        <FieldRow>
          <TextInput
            type="datetime-local"
            label="Valid from"
            value={draft.validFrom}
            onChange={(e) => set({ validFrom: e.currentTarget.value })}
          />
          <TextInput
            type="datetime-local"
            label="Valid to"
            value={draft.validTo}
            onChange={(e) => set({ validTo: e.currentTarget.value })}
          />
        </FieldRow>
        <TextInput
          label="Description"
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          maxLength={200}
        />
        <Group>
          <Checkbox
            label="Single use"
            checked={draft.singleUse}
            onChange={(e) => set({ singleUse: e.currentTarget.checked })}
          />
          <Checkbox
            label="Pre-approved"
            checked={draft.preApproved}
            onChange={(e) => set({ preApproved: e.currentTarget.checked })}
          />
        </Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create service key
          </Button>
        </Group>
        {(error ?? create.error) && (
          <Alert color="red" role="alert">
            {error ?? messageOf(create.error)}
          </Alert>
        )}
        {create.data && !create.isPending && (
          <Alert color="teal" role="status">
            {SERVICE_KEY_MESSAGES.created}: {create.data.key}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** A key's start or end (an ISO instant on the wire), in the reader's time zone. */
const when = (iso: string | null) => formatDateTime(iso === null ? null : Date.parse(iso));

/** A company's service keys, newest first, with their state, and a way to deactivate each. */
export function ServiceKeysPanel({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const keys = useServiceKeys(companyId, page);
  const deactivate = useDeactivateServiceKey(companyId);
  const data = keys.data;
  return (
    <Stack gap="lg">
      <CreateKeyForm companyId={companyId} />
      {deactivate.error && (
        <Alert color="red" role="alert">
          {messageOf(deactivate.error)}
        </Alert>
      )}
      <Table aria-label="Service keys" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Key</Table.Th>
            <Table.Th>Port</Table.Th>
            <Table.Th>Use</Table.Th>
            <Table.Th>Max speed</Table.Th>
            <Table.Th>Valid</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data?.items ?? []).map((k) => (
            <Table.Tr key={k.keyId}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {k.key}
                </Text>
              </Table.Td>
              <Table.Td>
                {k.portName} ({k.portServiceId})
              </Table.Td>
              <Table.Td>{k.singleUse ? (k.usedAt ? 'Single, used' : 'Single') : 'Many'}</Table.Td>
              <Table.Td>{k.maxSpeedMbps === null ? 'Port speed' : formatSpeed(k.maxSpeedMbps)}</Table.Td>
              <Table.Td>
                {when(k.validFrom)} – {when(k.validTo)}
              </Table.Td>
              <Table.Td>
                {k.description}
                {k.preApproved && (
                  <Badge ml="xs" size="sm">
                    Pre-approved
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{k.active ? 'Active' : 'Inactive'}</Table.Td>
              <Table.Td>
                {k.active && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => deactivate.mutate(k.keyId)}
                    aria-label={`Deactivate ${k.key}`}
                  >
                    Deactivate
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data && data.total > data.pageSize && (
        <Pagination total={Math.ceil(data.total / data.pageSize)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}

/** `/serviceKeys`: the company's own service keys. */
export function ServiceKeysPage() {
  const company = useActingCompany();
  return (
    <>
      <PageHeader
        title="Service keys"
        description={`Keys of ${company.companyName}'s ports, to hand to those who connect to them.`}
      />
      <WhenMayOrder companyId={company.companyId}>
        <ServiceKeysPanel companyId={company.companyId} />
      </WhenMayOrder>
    </>
  );
}

/** `/adminServiceKey`: staff manage a customer's service keys, the company chosen first. */
export function AdminServiceKeyPage() {
  const [companyId, setCompanyId] = useState<number | null>(null);
  return (
    <>
      <PageHeader title="Service keys" description="Choose the company, then create or deactivate its keys." />
      <Stack gap="md">
        <CompanyPicker label="Company" value={companyId} onChange={setCompanyId} required w={420} />
        {companyId !== null && <ServiceKeysPanel key={companyId} companyId={companyId} />}
      </Stack>
    </>
  );
}
