import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import type { Lag } from '@portico/contract';
import {
  endedRefusal,
  LAG_ADD_PORTS_MIN,
  LAG_PORT_COUNT_MAX,
  lagAddPortsRefusal,
  lagPortsRoom,
  type ProvisioningStatus,
  SERVICE_CHANGE_MESSAGES,
} from '@portico/domain';
import { useState } from 'react';
import { Outcome } from '../../components/ui/outcome';
import { SimpleTable } from '../../components/ui/simple-table';
import { useAddLagPorts } from './lag-ports.api';
import { ServiceLink, StatusBadge } from './service-labels';

/**
 * "Add ports" (admin console §9: 1 to 7 on the service screens, decision 0054): the domain's rule first, in the
 * browser — 1 to 7, and the LAG never above 8 ports — then the server, whose refusal is shown beside the form.
 */
function AddLagPortsForm({ serviceId, portCount }: { serviceId: number; portCount: number }) {
  const [count, setCount] = useState<number | string>(LAG_ADD_PORTS_MIN);
  const [error, setError] = useState<string | null>(null);
  const add = useAddLagPorts(serviceId);
  // one key per addition: kept when the same addition is sent again (after a failure), new once it has been made
  // or the number changes
  const [key, setKey] = useState(() => crypto.randomUUID());
  const room = lagPortsRoom(portCount);
  return (
    <form
      noValidate
      aria-label="Add ports"
      onSubmit={(e) => {
        e.preventDefault();
        add.reset();
        const asked = typeof count === 'number' ? count : Number.NaN;
        const refusal = lagAddPortsRefusal(asked, portCount);
        setError(refusal);
        if (!refusal) add.mutate({ count: asked, key }, { onSuccess: () => setKey(crypto.randomUUID()) });
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start">
          <NumberInput
            label="Ports to add"
            description={room > 0 ? `1 to ${room} more` : `This LAG has ${LAG_PORT_COUNT_MAX} ports, the most it holds`}
            maw={220}
            min={LAG_ADD_PORTS_MIN}
            max={Math.max(room, LAG_ADD_PORTS_MIN)}
            // the rule says what is wrong; the field never changes the number behind the person's back
            clampBehavior="none"
            allowDecimal={false}
            value={count}
            onChange={(value) => {
              setCount(value);
              setKey(crypto.randomUUID());
              setError(null);
              add.reset();
            }}
            error={error}
          />
          <Button type="submit" mt={46} loading={add.isPending}>
            Add ports
          </Button>
        </Group>
        <Outcome error={add.error} success={add.isSuccess ? SERVICE_CHANGE_MESSAGES.accepted : null} maw={640} />
      </Stack>
    </form>
  );
}

/**
 * A LAG port's LAG on its service page: the member ports (each linking to its page, with its status) and how many
 * count towards the LAG's 8; the form adding more, unless the port has ended or the person may not order
 * (`place_order` in the port's company, which the server asks for).
 */
export function LagPortsCard({
  service,
  lag,
  canAddPorts,
}: {
  service: { technicalServiceId: number; provisioningStatus: ProvisioningStatus };
  lag: Lag;
  canAddPorts: boolean;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="lag-ports-title">
      <Title order={2} size="h4" mb="xs" id="lag-ports-title">
        LAG ports
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {lag.portCount} of {LAG_PORT_COUNT_MAX} ports
      </Text>
      <Stack gap="md">
        <SimpleTable
          label="Ports of the LAG"
          rows={lag.members}
          rowKey={(m) => m.technicalServiceId}
          columns={[
            { header: 'Id', cell: (m) => m.technicalServiceId },
            { header: 'Name', cell: (m) => <ServiceLink service={{ ...m, productType: 'PORT' }} /> },
            { header: 'Status', cell: (m) => <StatusBadge status={m.provisioningStatus} /> },
          ]}
        />
        {canAddPorts && !endedRefusal(service.provisioningStatus) && (
          <AddLagPortsForm serviceId={service.technicalServiceId} portCount={lag.portCount} />
        )}
      </Stack>
    </Paper>
  );
}
