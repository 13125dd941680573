import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { MarketTaxRules, Supply } from '@portico/contract';
import { formatCount, formatDay, formatRateBp, MESSAGES, SUPPLY_RULE_MESSAGES } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { isApiError } from '../../api';
import { DataTable } from '../../components/ui/data-table';
import { formatPrice } from '../../lib/price-format';
import { useCompanySupplies, useDeleteSupply, useInvoiceEstimate, useMarkets, useSaveSupply } from './supplies.api';
import { SupplyForm } from './supply-form';

type Editing = { kind: 'new'; market: MarketTaxRules } | { kind: 'edit'; supply: Supply; market: MarketTaxRules };

const column = createColumnHelper<Supply>();

/**
 * A company's supplies (one per market): the list, adding a supply in a market not yet used, editing and
 * deleting. Staff get everything; the server tells what a customer may do (canEdit, canEditCommercial) and hides
 * the details from customers whose partner bills them.
 */
export function SupplyEditor({ companyId }: { companyId: number }) {
  const supplies = useCompanySupplies(companyId);
  const markets = useMarkets();
  const save = useSaveSupply(companyId);
  const remove = useDeleteSupply(companyId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [newMarket, setNewMarket] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Supply | null>(null);

  const data = supplies.data;
  const marketById = useMemo(() => new Map((markets.data ?? []).map((m) => [m.supplierId, m])), [markets.data]);
  const usedMarkets = new Set((data?.items ?? []).map((s) => s.supplierId));
  const freeMarkets = (markets.data ?? []).filter((m) => !usedMarkets.has(m.supplierId));
  // the markets the company's services are priced in (decision 0078): each supply's count, and those with none
  const priced = data?.pricedMarkets ?? [];
  const pricedIn = new Map(priced.map((m) => [m.supplierId, m.services]));
  const unsupplied = priced.filter((m) => !usedMarkets.has(m.supplierId));
  const canEdit = data?.canEdit ?? false;
  const canDelete = data?.canEditCommercial ?? false;

  const open = (supply: Supply) => {
    const market = marketById.get(supply.supplierId);
    if (!market) return;
    save.reset();
    setDone(null);
    setEditing({ kind: 'edit', supply, market });
  };

  const columns = [
    column.accessor('market', { header: 'Market' }),
    column.accessor('companyLegalName', { header: 'Legal name' }),
    column.display({
      id: 'identifier',
      header: 'Identifier',
      cell: ({ row }) =>
        row.original.companyLegalIdentifier
          ? `${row.original.companyLegalIdentifierType ?? ''} ${row.original.companyLegalIdentifier}`.trim()
          : '—',
    }),
    column.accessor('currencyEnum', { header: 'Currency' }),
    column.accessor('taxRateBp', { header: 'Tax', cell: (info) => formatRateBp(info.getValue()) }),
    column.accessor('billingContactEmail', { header: 'Billing e-mails', cell: (info) => info.getValue() ?? '—' }),
    column.display({
      id: 'services',
      header: 'Services priced',
      cell: ({ row }) => formatCount(pricedIn.get(row.original.supplierId) ?? 0),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={(event) => {
              event.stopPropagation();
              open(row.original);
            }}
            aria-label={`${canEdit ? 'Edit' : 'View'} ${row.original.market} supply`}
          >
            {canEdit ? 'Edit' : 'View'}
          </Button>
          {canDelete && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={(event) => {
                event.stopPropagation();
                setDeleting(row.original);
              }}
              aria-label={`Delete ${row.original.market} supply`}
            >
              Delete
            </Button>
          )}
        </Group>
      ),
    }),
  ];

  if (supplies.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {isApiError(supplies.error) ? supplies.error.message : MESSAGES.unexpected}
      </Alert>
    );
  }

  if (data?.detailsHidden) {
    return (
      <Alert color="blue" variant="light" title="Supply details are with your partner">
        {data.notice}
      </Alert>
    );
  }

  const startNew = (supplierId: string | null = newMarket) => {
    const market = freeMarkets.find((m) => String(m.supplierId) === supplierId);
    if (!market) return;
    save.reset();
    setDone(null);
    setEditing({ kind: 'new', market });
    setNewMarket(null);
  };

  return (
    <Stack gap="md">
      {done && (
        <Alert role="status" color="green" variant="light" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {unsupplied.length > 0 && (
        <Alert color="yellow" variant="light" title="Priced in a market without a supply">
          <Stack gap="xs">
            <Text size="sm">
              {data?.companyName}’s services are priced in{' '}
              {unsupplied.map((m) => `${m.market} (${servicesIn(m.services)})`).join(', ')}, with no supply there yet. A
              supply says who receives the invoices of a market and in which currency.
            </Text>
            {canEdit && !editing && (
              <Group gap="xs">
                {unsupplied.map((m) => (
                  <Button
                    key={m.supplierId}
                    size="compact-sm"
                    variant="light"
                    onClick={() => startNew(String(m.supplierId))}
                  >
                    Add the {m.market} supply
                  </Button>
                ))}
              </Group>
            )}
          </Stack>
        </Alert>
      )}
      <DataTable
        caption="Supplies"
        columns={columns}
        rows={data?.items ?? []}
        total={data?.items.length ?? 0}
        page={1}
        pageSize={Math.max(1, data?.items.length ?? 1)}
        onPageChange={() => undefined}
        loading={supplies.isPending}
        emptyText={
          priced.length > 0 ? 'No supplies yet.' : 'No supplies yet: this company is not billed in any market.'
        }
        getRowKey={(s) => s.id}
        onRowClick={open}
      />

      {canEdit && !editing && (
        <Group align="flex-end">
          <Select
            label="Market"
            placeholder={freeMarkets.length === 0 ? 'Every market has a supply' : 'Choose a market'}
            data={freeMarkets.map((m) => ({ value: String(m.supplierId), label: `${m.market} (${m.currency})` }))}
            value={newMarket}
            onChange={setNewMarket}
            disabled={freeMarkets.length === 0}
            searchable
            w={280}
          />
          <Button onClick={() => startNew()} disabled={!newMarket}>
            Add supply
          </Button>
        </Group>
      )}

      {editing && (
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="sm">
            {editing.kind === 'new' ? `New supply: ${editing.market.market}` : `${editing.market.market} supply`}
          </Title>
          {editing.kind === 'edit' && <EstimateLine companyId={companyId} supplierId={editing.supply.supplierId} />}
          <SupplyForm
            key={editing.kind === 'edit' ? editing.supply.id : `new-${editing.market.supplierId}`}
            market={editing.market}
            supply={editing.kind === 'edit' ? editing.supply : null}
            companyName={data?.companyName ?? ''}
            canEditCommercial={data?.canEditCommercial ?? false}
            readOnly={!canEdit}
            saving={save.isPending}
            error={save.error}
            onCancel={() => setEditing(null)}
            onSubmit={(input) =>
              save.mutate(
                { supplyId: editing.kind === 'edit' ? editing.supply.id : null, input },
                {
                  onSuccess() {
                    setDone(editing.kind === 'edit' ? MESSAGES.supplyUpdated : MESSAGES.supplyCreated);
                    setEditing(null);
                  },
                },
              )
            }
          />
        </Paper>
      )}

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete supply" centered>
        <Text size="sm">
          Delete the {deleting?.market} supply of {data?.companyName}? The company will no longer be billed in that
          market.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess() {
                  setDone(MESSAGES.supplyDeleted);
                  if (editing?.kind === 'edit' && editing.supply.id === deleting.id) setEditing(null);
                  setDeleting(null);
                },
              });
            }}
          >
            Delete supply
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

const servicesIn = (n: number) => `${formatCount(n)} ${n === 1 ? 'service' : 'services'}`;

/** The next-invoice estimate: what the next bill run would add, or why there is nothing to estimate. */
function EstimateLine({ companyId, supplierId }: { companyId: number; supplierId: number }) {
  const estimate = useInvoiceEstimate(companyId, supplierId);
  if (estimate.isPending) return null;
  const text = estimate.data
    ? estimate.data.estimateAvailable && estimate.data.amountCents !== null
      ? `${formatPrice(estimate.data.amountCents, estimate.data.currency)} for ${formatDay(estimate.data.periodStart)} – ${formatDay(estimate.data.periodEnd)}, tax included`
      : (estimate.data.reason ?? SUPPLY_RULE_MESSAGES.nothingToBill)
    : 'No estimate available.';
  return (
    <Text size="sm" c="dimmed" mb="md">
      Next invoice estimate: {text}
    </Text>
  );
}
