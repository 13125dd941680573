import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type PromoCode, type PromoQuery, promoEndpoints } from '@portico/contract';
import {
  PROMO_DISCOUNT_TYPES,
  PROMO_MESSAGES,
  PROMO_STATUSES,
  type PromoDiscountType,
  type PromoStatus,
  isNarrowed,
  formatDate,
} from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { SECONDARY } from '../../components/ui/column-meta';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { type ListFilter, ListFilterBar } from '../../components/ui/list-filters';
import { Outcome, useOutcome } from '../../components/ui/outcome';
import { PagedTable } from '../../components/ui/paged-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { PanelTabs } from '../../components/ui/panel-tabs';
import { RowButtons } from '../../components/ui/row-buttons';
import { useDeletePromo, usePromos } from './promo.api';
import { DISCOUNT_TYPE_LABELS, PromoForm } from './promo-form';
import { RemovalPanel } from './promo-removal-panel';
import { SubscriptionsPanel } from './promo-subscriptions-panel';

const PAGE_SIZE = 25;

const STATUS_LABELS: Record<PromoStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  UPCOMING: { label: 'Upcoming', color: 'blue' },
  EXPIRED: { label: 'Expired', color: 'gray' },
  USED_UP: { label: 'Used up', color: 'orange' },
};

/** A code is valid from and to whole days in UTC (the form sends each day's first or last millisecond in UTC). */
const day = (ms: number | null) => formatDate(ms, 'UTC');

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
        <RowButtons
          subject={c.row.original.promoCodeId}
          gap={4}
          actions={[
            { label: 'Edit', look: { variant: 'light' }, onClick: () => onEdit(c.row.original) },
            { label: 'Delete', look: { variant: 'subtle', color: 'red' }, onClick: () => onDelete(c.row.original) },
          ]}
        />
      ),
    }),
  ];
}

const FILTERS: ListFilter<'discountType' | 'status'>[] = [
  {
    name: 'discountType',
    label: 'Discount type',
    data: PROMO_DISCOUNT_TYPES.map((t) => ({ value: t, label: DISCOUNT_TYPE_LABELS[t] })),
    w: 200,
  },
  {
    name: 'status',
    label: 'Status',
    data: PROMO_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].label })),
    w: 160,
  },
];

function PromoCodesPanel() {
  const list = usePagedList(
    { search: '', discountType: null as string | null, status: null as string | null },
    { pageSize: PAGE_SIZE, search: 'search' },
  );
  const { search, discountType, status } = list.filters;
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const outcome = useOutcome();
  const remove = useDeletePromo();

  const query: PromoQuery = {
    ...list.paging,
    discountType: (discountType as PromoDiscountType | null) ?? undefined,
    status: (status as PromoStatus | null) ?? undefined,
  };
  const result = usePromos(query);
  const filtered = isNarrowed({ search, discountType, status });
  const columns = usePromoColumns(
    (p) => {
      outcome.clear();
      setEditing(p);
    },
    (p) => {
      if (!window.confirm(`Delete promo code ${p.promoCodeId}? It can no longer be used.`)) return;
      remove.mutate(p.id, {
        onSuccess: () => outcome.success(PROMO_MESSAGES.deleted),
        onError: outcome.failure,
      });
    },
  );
  return (
    <Stack gap="md">
      <ListFilterBar list={list} search={{ label: 'Search codes', placeholder: 'Code', w: 220 }} filters={FILTERS}>
        <CsvExportButton
          endpoint={promoEndpoints.list}
          query={{ ...query, ...list.typed }}
          filename="promo-codes.csv"
          filtered={filtered}
        />
        <Button
          onClick={() => {
            outcome.clear();
            setEditing(editing === 'new' ? null : 'new');
          }}
        >
          {editing === 'new' ? 'Close' : 'New promo code'}
        </Button>
      </ListFilterBar>
      <Outcome {...outcome.shown} />
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
      <PagedTable items="promo codes" columns={columns} list={list} result={result} getRowKey={(row) => row.id} />
    </Stack>
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
      <PanelTabs
        defaultValue="codes"
        tabs={[
          { value: 'codes', label: 'Promo codes', panel: <PromoCodesPanel /> },
          { value: 'subscriptions', label: 'Subscriptions', panel: <SubscriptionsPanel /> },
          { value: 'removal', label: 'Remove promo from services', panel: <RemovalPanel /> },
        ]}
      />
    </>
  );
}
