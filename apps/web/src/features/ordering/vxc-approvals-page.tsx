import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { VxcApprovalView } from '@portico/contract';
import { VXC_APPROVAL_EXPIRY_DAYS } from '@portico/domain';
import { useState } from 'react';
import { Outcome } from '../../components/ui/outcome';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { type Decision, DecisionButtons } from './decision-buttons';
import { RejectAllVxcs } from './reject-all-vxcs';
import { useDecideVxc, useVxcApprovals } from './ordering-vxc.api';
import { SpeedChangeRequests } from './speed-change-requests';

const side = (s: VxcApprovalView['payer']) =>
  `${s.companyName} · ${s.portName} · VLAN ${s.vlan} · ${s.status}${s.approverName ? ` (${s.approverName})` : ''}`;

/**
 * `/approveVxcOrders`: the VXC orders where the company the person acts for (decision 0071) is a party; a side still
 * UN_ASSESSED that the person may decide has Approve and Reject (a rejection ends the order).
 */
export function ApproveVxcOrdersPage() {
  const staff = useCurrentLogin().staff;
  const acting = useActingCompany();
  const companyId = staff ? undefined : acting.companyId;
  const [status, setStatus] = useState<'PENDING' | 'ALL'>('PENDING');
  const approvals = useVxcApprovals(status, companyId);
  const decide = useDecideVxc();
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const act = (vxcOrderId: number, decision: Decision) =>
    decide.mutate(
      { vxcOrderId, decision },
      { onSuccess: (row) => setDone(`${row.serviceName}: ${row.outcome === 'REJECTED' ? 'rejected' : 'approved'}`) },
    );
  const rows = approvals.data ?? [];
  const columns: SimpleColumn<VxcApprovalView>[] = [
    { header: 'VXC', cell: (row) => `${row.serviceName} · ${row.speed} Mbps` },
    { header: 'Payer', cell: (row) => side(row.payer) },
    { header: 'Other end', cell: (row) => side(row.nonPayer) },
    { header: 'Status', cell: (row) => (row.expired ? 'EXPIRED' : row.outcome) },
    {
      header: null,
      cell: (row) =>
        row.canDecide && (
          <DecisionButtons onDecide={(decision) => act(row.vxcOrderId, decision)} pending={decide.isPending} />
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title="VXC approvals"
        description={`VXCs that land on your Ports, or yours on others', to approve. An order not approved within ${VXC_APPROVAL_EXPIRY_DAYS} days expires.`}
      />
      <Stack gap="md">
        <SegmentedControl
          aria-label="Which orders"
          w="fit-content"
          data={[
            { value: 'PENDING', label: 'Waiting' },
            { value: 'ALL', label: 'All' },
          ]}
          value={status}
          onChange={(value) => setStatus(value === 'ALL' ? 'ALL' : 'PENDING')}
        />
        {status === 'PENDING' && (
          <RejectAllVxcs
            rows={rows}
            onDone={(message) => {
              setFailed(null);
              setDone(message);
            }}
            onError={setFailed}
          />
        )}
        <Outcome success={done} />
        <Outcome error={decide.error ?? failed} />
        {rows.length === 0 && !approvals.isPending ? (
          <Text c="dimmed">No VXC orders wait for an approval.</Text>
        ) : (
          <SimpleTable label="VXC orders" columns={columns} rows={rows} rowKey={(row) => row.vxcOrderId} />
        )}
      </Stack>
      <SpeedChangeRequests companyId={companyId} />
    </>
  );
}
