import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type PromoCode, type PromoQuery, type PromoRemovalResult, promoEndpoints } from '@portico/contract';
import {
  MESSAGES,
  PROMO_DISCOUNT_TYPES,
  PROMO_MESSAGES,
  PROMO_STATUSES,
  type PromoDiscountType,
  type PromoStatus,
  parseServiceIdList,
} from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { isApiError } from '../../api';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { DataTable } from '../../components/ui/data-table';
import { PageHeader } from '../../components/ui/page-header';
import {
  useDeletePromo,
  usePromoSubscriptions,
  usePromos,
  useRemovePromoFromServices,
  useSubscribe,
  useUnsubscribe,
} from './promo.api';
import { DISCOUNT_TYPE_LABELS, PromoForm } from './promo-form';

const PAGE_SIZE = 25;

const STATUS_LABELS: Record<PromoStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  UPCOMING: { label: 'Upcoming', color: 'blue' },
  EXPIRED: { label: 'Expired', color: 'gray' },
  USED_UP: { label: 'Used up', color: 'orange' },
};

const day = (ms: number | null) => (ms === null ? '—' : new Date(ms).toISOString().slice(0, 10));
const failureText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.unexpected);

function usePromoColumns(onEdit: (p: PromoCode) => void, onDelete: (p: PromoCode) => void) {
  const column = createColumnHelper<PromoCode>();
  return [
    column.accessor('promoCodeId', { header: 'Code' }),
    column.accessor('discountType', { header: 'Type', cell: (c) => DISCOUNT_TYPE_LABELS[c.getValue()] }),
    column.accessor('summary', { header: 'Discount' }),
    column.accessor('status', {
      header: 'Status',
      cell: (c) => (
        <Badge color={`${STATUS_LABELS[c.getValue()].color}.9`} variant="outline">
          {STATUS_LABELS[c.getValue()].label}
        </Badge>
      ),
    }),
    column.display({
      id: 'uses',
      header: 'Uses',
      cell: (c) => `${c.row.original.uses}${c.row.original.quantity === null ? '' : ` / ${c.row.original.quantity}`}`,
    }),
    column.display({
      id: 'window',
      header: 'Valid',
      cell: (c) => {
        const { validFrom, validTo } = c.row.original;
        if (validFrom === null && validTo === null) return 'Always';
        if (validFrom === null) return `Until ${day(validTo)}`;
        if (validTo === null) return `From ${day(validFrom)}`;
        return `${day(validFrom)} – ${day(validTo)}`;
      },
      ...SECONDARY,
    }),
    column.accessor('customerName', { header: 'Reserved for', cell: (c) => c.getValue() ?? '—', ...SECONDARY }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => onEdit(c.row.original)}
            aria-label={`Edit ${c.row.original.promoCodeId}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onDelete(c.row.original)}
            aria-label={`Delete ${c.row.original.promoCodeId}`}
          >
            Delete
          </Button>
        </Group>
      ),
    }),
  ];
}

function PromoCodesPanel() {
  const [search, setSearch] = useState('');
  const [discountType, setDiscountType] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const remove = useDeletePromo();

  const query: PromoQuery = {
    page,
    pageSize: PAGE_SIZE,
    search: debouncedSearch || undefined,
    discountType: (discountType as PromoDiscountType | null) ?? undefined,
    status: (status as PromoStatus | null) ?? undefined,
  };
  const result = usePromos(query);
  const filtered = Boolean(search.trim() || discountType || status);
  const columns = usePromoColumns(
    (p) => {
      setNotice(null);
      setEditing(p);
    },
    (p) => {
      if (!window.confirm(`Delete promo code ${p.promoCodeId}? It can no longer be used.`)) return;
      remove.mutate(p.id, {
        onSuccess: () => setNotice({ ok: true, text: PROMO_MESSAGES.deleted }),
        onError: (e) => setNotice({ ok: false, text: failureText(e) }),
      });
    },
  );
  const filterChange =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search codes"
          placeholder="Code"
          type="search"
          value={search}
          onChange={(e) => filterChange(setSearch)(e.currentTarget.value)}
          w={220}
        />
        <Select
          label="Discount type"
          placeholder="Any"
          clearable
          data={PROMO_DISCOUNT_TYPES.map((t) => ({ value: t, label: DISCOUNT_TYPE_LABELS[t] }))}
          value={discountType}
          onChange={filterChange(setDiscountType)}
          w={200}
        />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={PROMO_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].label }))}
          value={status}
          onChange={filterChange(setStatus)}
          w={160}
        />
        {filtered ? (
          <CsvExportButton
            endpoint={promoEndpoints.list}
            query={{ ...query, search: search.trim() || undefined }}
            filename="promo-codes.csv"
          />
        ) : (
          <Button variant="default" onClick={() => setNotice({ ok: false, text: MESSAGES.filterFirst })}>
            Export CSV
          </Button>
        )}
        <Button
          onClick={() => {
            setNotice(null);
            setEditing(editing === 'new' ? null : 'new');
          }}
        >
          {editing === 'new' ? 'Close' : 'New promo code'}
        </Button>
      </Group>
      {notice ? (
        <Alert color={notice.ok ? 'green' : 'red'} variant="light" role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      {editing ? (
        <Paper
          withBorder
          p="md"
          component="section"
          aria-label={editing === 'new' ? 'New promo code' : 'Edit promo code'}
        >
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {editing === 'new' ? 'New promo code' : `Edit ${editing.promoCodeId}`}
            </Title>
            {editing !== 'new' ? (
              <Button size="xs" variant="subtle" onClick={() => setEditing(null)}>
                Close
              </Button>
            ) : null}
          </Group>
          <PromoForm key={editing === 'new' ? 'new' : editing.id} promo={editing === 'new' ? null : editing} />
        </Paper>
      ) : null}
      <DataTable
        caption="Promo codes"
        columns={columns}
        rows={result.data?.items ?? []}
        total={result.data?.total ?? 0}
        totalCapped={result.data?.totalCapped}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={result.isFetching}
        emptyText={result.isError ? 'The promo codes could not be loaded.' : 'No promo codes match the filters.'}
        getRowKey={(row) => row.id}
      />
    </Stack>
  );
}

function SubscriptionsPanel() {
  const [code, setCode] = useState('');
  const [companyFilter, setCompanyFilter] = useState('');
  const [page, setPage] = useState(1);
  const [partyId, setPartyId] = useState('');
  const [promoCodeId, setPromoCodeId] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [debouncedCode] = useDebouncedValue(code.trim(), 300);
  const companyId = /^\d+$/.test(companyFilter.trim()) ? Number(companyFilter.trim()) : undefined;
  const list = usePromoSubscriptions({ page, pageSize: PAGE_SIZE, search: debouncedCode || undefined, companyId });
  const subscribe = useSubscribe();
  const unsubscribe = useUnsubscribe();
  const report = { onError: (e: unknown) => setNotice({ ok: false, text: failureText(e) }) };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const party = Number(partyId.trim());
    const promo = Number(promoCodeId.trim());
    if (!/^\d+$/.test(partyId.trim()) || !/^\d+$/.test(promoCodeId.trim())) {
      setNotice({ ok: false, text: MESSAGES.mandatoryFields });
      return;
    }
    subscribe.mutate(
      { partyId: party, promoCodeId: promo },
      { onSuccess: () => setNotice({ ok: true, text: PROMO_MESSAGES.subscribed }), ...report },
    );
  }

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Subscribe a company">
        <Group align="flex-end" wrap="wrap">
          <TextInput label="Company id" value={partyId} onChange={(e) => setPartyId(e.currentTarget.value)} w={160} />
          <TextInput
            label="Promo code id"
            value={promoCodeId}
            onChange={(e) => setPromoCodeId(e.currentTarget.value)}
            w={160}
          />
          <Button type="submit" loading={subscribe.isPending}>
            Subscribe
          </Button>
        </Group>
      </form>
      {notice ? (
        <Alert color={notice.ok ? 'green' : 'red'} variant="light" role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      <Group align="flex-end">
        <TextInput
          label="Filter by code"
          type="search"
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setPage(1);
          }}
          w={200}
        />
        <TextInput
          label="Filter by company id"
          value={companyFilter}
          onChange={(e) => {
            setCompanyFilter(e.currentTarget.value);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      <Table striped aria-label="Promo subscriptions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Promo id</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Since</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data?.items ?? []).map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.promo.promoCodeId}</Table.Td>
              <Table.Td>{s.promo.id}</Table.Td>
              <Table.Td>
                {s.company.name} ({s.company.id})
              </Table.Td>
              <Table.Td>{day(s.createdAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${s.company.name} from ${s.promo.promoCodeId}`}
                  onClick={() =>
                    unsubscribe.mutate(s.id, {
                      onSuccess: () => setNotice({ ok: true, text: PROMO_MESSAGES.unsubscribed }),
                      ...report,
                    })
                  }
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm">{list.data ? `${list.data.total} subscriptions` : ''}</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!list.data || page * PAGE_SIZE >= list.data.total}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function RemovalPanel() {
  const [services, setServices] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ services?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<PromoRemovalResult | null>(null);
  const remove = useRemovePromoFromServices();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const ids = parseServiceIdList(services);
    const found = {
      services: ids.length === 0 ? PROMO_MESSAGES.removalServicesRequired : undefined,
      code: code.trim() === '' ? PROMO_MESSAGES.removalCodeRequired : undefined,
    };
    setErrors(found);
    setResult(null);
    setFailure(null);
    if (found.services || found.code) return;
    remove.mutate(
      ids.map((serviceShortUuid) => ({ serviceShortUuid, promoCode: code.trim() })),
      { onSuccess: setResult, onError: (e) => setFailure(failureText(e)) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Remove promo from services">
      <Stack gap="sm" maw={640}>
        <Textarea
          label="Service ids"
          description="Comma-separated; spaces are ignored"
          value={services}
          onChange={(e) => setServices(e.currentTarget.value)}
          error={errors.services}
          autosize
          minRows={2}
        />
        <TextInput
          label="Promo code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.code}
        />
        <Group>
          <Button type="submit" loading={remove.isPending}>
            Remove promo
          </Button>
        </Group>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        {result ? (
          <Alert color="green" variant="light" role="status" title={PROMO_MESSAGES.removalDone}>
            {result.map((r) => (
              <Text key={r.serviceShortUuid} size="sm">
                {r.serviceShortUuid}: {r.found ? 'removed' : 'not found'}
              </Text>
            ))}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

/** `/promo`: list, create and edit promo codes; subscribe companies; generate codes; remove promo from services. */
export function PromoPage() {
  return (
    <>
      <PageHeader
        title="Promo codes"
        description="Create and edit promo codes, generate single-use codes, subscribe companies and remove codes from services."
      />
      <Tabs defaultValue="codes" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="codes">Promo codes</Tabs.Tab>
          <Tabs.Tab value="subscriptions">Subscriptions</Tabs.Tab>
          <Tabs.Tab value="removal">Remove promo from services</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="codes">
          <PromoCodesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="subscriptions">
          <SubscriptionsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="removal">
          <RemovalPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
