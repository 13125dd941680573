import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { BillableRow } from '@portico/contract';
import { billingFilterOf, formatDate, formatDay, formatMinor, SUPPLIERS } from '@portico/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ServiceLink } from '../../components/ui/service-link';
import { BillableActions } from './billable-actions';

const FILTER_COLOURS = { unactivated: 'gray', active: 'green', suspended: 'yellow', terminated: 'red' } as const;

/** A billing status as a badge coloured by the list's filter it falls under. */
export function BillingStatusBadge({ status }: { status: BillableRow['billingStatus'] }) {
  return (
    <Badge color={FILTER_COLOURS[billingFilterOf(status)]} aria-label={`Billing ${status}`}>
      {status}
    </Badge>
  );
}

export const supplierName = (id: number | null) => SUPPLIERS.find((s) => s.supplierId === id)?.market ?? '—';

const column = createColumnHelper<BillableRow>();

/** The billables table's columns: the billable (and its service), company, status, supplier, price, days, actions. */
export const BILLABLE_COLUMNS = [
  column.accessor('billableName', {
    header: 'Billable',
    cell: (c) => {
      const { billableServiceDetailsDto: service, productUid, billableId } = c.row.original;
      const name = c.getValue() ?? `Billable ${billableId}`;
      return (
        <Stack gap={0}>
          <Anchor component={Link} to={`/billingProductDetail/${productUid}`}>
            {name}
          </Anchor>
          {/* the service, when the billable is named otherwise */}
          {service.name !== name && (
            <Text size="xs" c="dimmed">
              Service <ServiceLink service={service} />
            </Text>
          )}
        </Stack>
      );
    },
  }),
  column.accessor('companyName', { header: 'Company' }),
  column.accessor('billingStatus', { header: 'Billing', cell: (c) => <BillingStatusBadge status={c.getValue()} /> }),
  column.accessor('supplierId', { header: 'Supplier', cell: (c) => supplierName(c.getValue()) }),
  column.accessor('monthly', {
    header: 'Monthly',
    cell: (c) => <Text style={{ whiteSpace: 'nowrap' }}>{formatMinor(c.getValue(), c.row.original.currency)}</Text>,
  }),
  column.accessor('activatedOn', { header: 'Activated', cell: (c) => formatDay(c.getValue()) }),
  column.accessor('createdAt', { header: 'Set up', cell: (c) => formatDate(c.getValue()) }),
  column.display({ id: 'actions', header: 'Actions', cell: (c) => <BillableActions billable={c.row.original} /> }),
];
