import { Anchor, Badge, Button, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ProvisioningStatus } from '@portico/domain';
import { useAdvanceProvisioning, useOrderServices } from './ordering.api';

const COLOURS: Partial<Record<ProvisioningStatus, string>> = {
  NEW: 'gray',
  DEPLOYABLE: 'blue',
  CONFIGURED: 'yellow',
  LIVE: 'green',
  FAILED: 'red',
  CANCELLED: 'red',
};

/**
 * The services of a placed order and where provisioning has them, updated every few seconds (no reload) until all
 * are LIVE. Staff may move a service on by hand when no provisioning system does it.
 */
export function OrderStatus({ orderId, canAdvance }: { orderId: number; canAdvance: boolean }) {
  const order = useOrderServices(orderId);
  const advance = useAdvanceProvisioning(orderId);
  if (!order.data) return <Loader aria-label="Loading the order's services" />;
  return (
    <Paper withBorder p="md" aria-label="Ordered services">
      <Title order={3} size="h4" mb="xs">
        Order {orderId}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Service</Table.Th>
            <Table.Th>Id</Table.Th>
            <Table.Th>Status</Table.Th>
            {canAdvance && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-live="polite">
          {order.data.services.map((service) => (
            <Table.Tr key={service.technicalServiceId}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/customerService/${service.productType.toLowerCase()}/${service.technicalServiceId}`}
                >
                  {service.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{service.technicalServiceId}</Table.Td>
              <Table.Td>
                <Badge color={COLOURS[service.provisioningStatus] ?? 'gray'} aria-label={`Status of ${service.name}`}>
                  {service.provisioningStatus}
                </Badge>
              </Table.Td>
              {canAdvance && (
                <Table.Td>
                  {service.provisioningStatus !== 'LIVE' && service.provisioningStatus !== 'NEW' && (
                    <Button
                      size="xs"
                      variant="light"
                      loading={advance.isPending && advance.variables === service.technicalServiceId}
                      onClick={() => advance.mutate(service.technicalServiceId)}
                    >
                      Advance provisioning
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {order.data.services.every((s) => s.provisioningStatus === 'LIVE') && (
        <Text c="teal.9" mt="sm">
          Every service of this order is live.
        </Text>
      )}
    </Paper>
  );
}
