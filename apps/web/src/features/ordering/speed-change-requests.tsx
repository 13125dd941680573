import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { formatSpeed, SPEED_CHANGE_MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { Outcome } from '../../components/ui/outcome';
import { type Decision, DecisionButtons } from './decision-buttons';
import { useDecideSpeedChange, useSpeedChangeRequests, useWithdrawSpeedChange } from './speed-change-requests.api';

/**
 * The approvals screen's speed change requests (admin console §4): a VXC speed change that moves the price waits
 * for the other end's owner, whose people holding approve_order approve it (the change applies) or reject it; the
 * company that asked sees its own requests waiting and may withdraw them.
 */
export function SpeedChangeRequests({ companyId }: { companyId: number | undefined }) {
  const requests = useSpeedChangeRequests(companyId);
  const decide = useDecideSpeedChange();
  const withdraw = useWithdrawSpeedChange();
  const [done, setDone] = useState<string | null>(null);
  const act = (requestId: number, decision: Decision) => {
    setDone(null);
    withdraw.reset();
    decide.mutate(
      { requestId, decision },
      {
        onSuccess: (row) =>
          setDone(
            `${row.serviceName}: ${decision === 'APPROVE' ? SPEED_CHANGE_MESSAGES.changed : SPEED_CHANGE_MESSAGES.rejected}`,
          ),
      },
    );
  };
  const withdrawOne = (requestId: number) => {
    setDone(null);
    decide.reset();
    withdraw.mutate(requestId, {
      onSuccess: (row) => setDone(`${row.serviceName}: ${SPEED_CHANGE_MESSAGES.withdrawn}`),
    });
  };
  const rows = requests.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="speed-change-requests-title" mt="lg">
      <Title order={2} size="h4" id="speed-change-requests-title">
        Speed change requests
      </Title>
      <Outcome error={decide.error ?? withdraw.error ?? requests.error} success={done} />
      {requests.isPending ? null : rows.length === 0 ? (
        <Text c="dimmed">No speed changes wait for an approval.</Text>
      ) : (
        <Table aria-label="Speed change requests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>VXC</Table.Th>
              <Table.Th>Speed</Table.Th>
              <Table.Th>Asked by</Table.Th>
              <Table.Th>Waits for</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.requestId}>
                <Table.Td>{row.serviceName}</Table.Td>
                <Table.Td>
                  {formatSpeed(row.fromMbps)} → {formatSpeed(row.toMbps)}
                </Table.Td>
                <Table.Td>{row.requestedByCompanyName}</Table.Td>
                <Table.Td>{row.approverCompanyName}</Table.Td>
                <Table.Td>
                  {row.canDecide && (
                    <DecisionButtons
                      onDecide={(decision) => act(row.requestId, decision)}
                      pending={decide.isPending}
                      subject={`the speed change of ${row.serviceName}`}
                    />
                  )}
                  {row.canWithdraw && (
                    <Button
                      size="xs"
                      color="gray"
                      variant="light"
                      onClick={() => withdrawOne(row.requestId)}
                      loading={withdraw.isPending}
                      aria-label={`Withdraw the speed change request of ${row.serviceName}`}
                    >
                      Withdraw
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
