import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { VxcApprovalView } from '@portico/contract';
import { formatSpeed, VXC_APPROVAL_EXPIRY_DAYS } from '@portico/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Outcome } from '../../components/ui/outcome';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { type CompanyAccess, useCompanyAccess } from '../../lib/auth/company-access';
import { type Decision, DecisionButtons } from './decision-buttons';
import { RejectAllVxcs } from './reject-all-vxcs';
import { useDecideVxc, useVxcApprovals } from './ordering-vxc.api';
import { SpeedChangeRequests } from './speed-change-requests';
import { approvalStatusWords, sideDecisionWords, waitingCompanies } from './vxc-approval-words';

/** One end of the order: whose it is, its Port and VLAN, and that company's decision. */
function SideCell({ side }: { side: VxcApprovalView['payer'] }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {side.companyName}
      </Text>
      <Text size="sm">
        {side.portName}, VLAN {side.vlan}
      </Text>
      <Text size="xs" c="dimmed">
        {sideDecisionWords(side)}
      </Text>
    </Stack>
  );
}

/**
 * What the person can do about a row: Approve and Reject when a side they may decide waits (the server's
 * `canDecide`: approve_order in that company); else, when it waits for a company they act for, why they cannot.
 */
function DecisionCell({
  row,
  access,
  pending,
  onDecide,
}: {
  row: VxcApprovalView;
  access: CompanyAccess;
  pending: boolean;
  onDecide(decision: Decision): void;
}) {
  if (row.canDecide) return <DecisionButtons onDecide={onDecide} pending={pending} subject={row.serviceName} />;
  if (row.outcome !== 'PENDING' || access.isStaff) return null;
  const theirs = waitingCompanies(row).filter((c) => access.actsFor(c.companyId));
  if (theirs.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      Your role cannot approve orders for {theirs.map((c) => c.companyName).join(' and ')}.
    </Text>
  );
}

/**
 * `/approveVxcOrders`: the VXC orders where the company the person acts for (decision 0075) is a party. Each row says whose approval it waits for (or
 * how it ended) in words; a side still undecided that the person may decide has Approve, and Reject, which asks
 * first since a rejection ends the order (decision 0072).
 */
export function ApproveVxcOrdersPage() {
  const staff = useCurrentLogin().staff;
  const acting = useActingCompany();
  const companyId = staff ? undefined : acting.companyId;
  const [status, setStatus] = useState<'PENDING' | 'ALL'>('PENDING');
  const approvals = useVxcApprovals(status, companyId);
  const decide = useDecideVxc();
  const access = useCompanyAccess();
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [rejecting, setRejecting] = useState<VxcApprovalView | null>(null);
  const act = (vxcOrderId: number, decision: Decision) => {
    setDone(null);
    setFailed(null);
    decide.mutate(
      { vxcOrderId, decision },
      {
        onSuccess: (row) => setDone(`${row.serviceName}: ${row.outcome === 'REJECTED' ? 'rejected' : 'approved'}`),
        onSettled: () => setRejecting(null),
      },
    );
  };
  const rows = approvals.data ?? [];
  const columns: SimpleColumn<VxcApprovalView>[] = [
    {
      header: 'VXC',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.serviceName}
          </Text>
          <Text size="xs" c="dimmed">
            {formatSpeed(row.speed)}
          </Text>
        </Stack>
      ),
    },
    { header: 'Paid by', cell: (row) => <SideCell side={row.payer} /> },
    { header: 'Other end', cell: (row) => <SideCell side={row.nonPayer} /> },
    { header: 'Status', cell: (row) => approvalStatusWords(row) },
    {
      header: 'Your decision',
      cell: (row) => (
        <DecisionCell
          row={row}
          access={access}
          pending={decide.isPending}
          onDecide={(decision) => (decision === 'REJECT' ? setRejecting(row) : act(row.vxcOrderId, decision))}
        />
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
      <ConfirmDialog
        opened={rejecting !== null}
        title="Reject this VXC order"
        confirmLabel="Reject order"
        loading={decide.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={() => rejecting && act(rejecting.vxcOrderId, 'REJECT')}
      >
        {rejecting?.serviceName} will not be connected: the VXC is cancelled and its VLANs freed. This cannot be undone.
      </ConfirmDialog>
      <SpeedChangeRequests companyId={companyId} />
    </>
  );
}
