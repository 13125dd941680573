import { Alert, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { VxcApprovalView } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { PageHeader } from '../../components/ui/page-header';
import { useDecideVxc, useVxcApprovals } from './ordering-vxc.api';
import { SpeedChangeRequests } from './speed-change-requests';

const side = (s: VxcApprovalView['payer']) =>
  `${s.companyName} · ${s.portName} · VLAN ${s.vlan} · ${s.status}${s.approverName ? ` (${s.approverName})` : ''}`;

/**
 * `/approveVxcOrders`: the VXC orders where the company is a party; a side still UN_ASSESSED that the person may
 * decide has Approve and Reject (a rejection ends the order).
 */
export function ApproveVxcOrdersPage() {
  const [status, setStatus] = useState<'PENDING' | 'ALL'>('PENDING');
  const approvals = useVxcApprovals(status);
  const decide = useDecideVxc();
  const [done, setDone] = useState<string | null>(null);
  const act = (vxcOrderId: number, decision: 'APPROVE' | 'REJECT') =>
    decide.mutate(
      { vxcOrderId, decision },
      { onSuccess: (row) => setDone(`${row.serviceName}: ${row.outcome === 'REJECTED' ? 'rejected' : 'approved'}`) },
    );
  const rows = approvals.data ?? [];
  return (
    <>
      <PageHeader title="VXC approvals" description="VXCs that land on your Ports, or yours on others', to approve." />
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
        {done && (
          <Alert color="teal" role="status">
            {done}
          </Alert>
        )}
        {decide.error && (
          <Alert color="red" role="alert">
            {isApiError(decide.error) ? decide.error.message : MESSAGES.unexpected}
          </Alert>
        )}
        {rows.length === 0 && !approvals.isPending ? (
          <Text c="dimmed">No VXC orders wait for an approval.</Text>
        ) : (
          <Table aria-label="VXC orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>VXC</Table.Th>
                <Table.Th>Payer</Table.Th>
                <Table.Th>Other end</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.vxcOrderId}>
                  <Table.Td>
                    {row.serviceName} · {row.speed} Mbps
                  </Table.Td>
                  <Table.Td>{side(row.payer)}</Table.Td>
                  <Table.Td>{side(row.nonPayer)}</Table.Td>
                  <Table.Td>{row.outcome}</Table.Td>
                  <Table.Td>
                    {row.canDecide && (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" onClick={() => act(row.vxcOrderId, 'APPROVE')} loading={decide.isPending}>
                          Approve
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => act(row.vxcOrderId, 'REJECT')}
                          loading={decide.isPending}
                        >
                          Reject
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <SpeedChangeRequests />
    </>
  );
}
