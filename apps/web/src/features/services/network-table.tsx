import { Badge, Box, Group, Table, Text } from '@mantine/core';
import type { NetworkService } from '@portico/contract';
import { formatSpeed } from '@portico/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { NetworkChangeBadge, ServiceLink, StatusBadge } from './service-labels';

const ROW_HEIGHT = 41;
const HEADERS = ['Service', 'Id', 'Type', 'Status', 'Speed', 'Usage', 'Connections'];

/** A connection (a VXC or IX) sits under the port it hangs off. */
const isConnection = (s: NetworkService) => s.groupServiceId !== s.technicalServiceId;

function NetworkRow({ service, rowIndex }: { service: NetworkService; rowIndex: number }) {
  return (
    <Table.Tr h={ROW_HEIGHT} aria-rowindex={rowIndex}>
      <Table.Td pl={isConnection(service) ? 'xl' : undefined}>
        {isConnection(service) && (
          <Text span c="dimmed" aria-hidden mr={4}>
            ↳
          </Text>
        )}
        <ServiceLink service={service} />
      </Table.Td>
      <Table.Td>{service.technicalServiceId}</Table.Td>
      <Table.Td>{service.productType}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <StatusBadge status={service.provisioningStatus} label={`Status of ${service.name}`} />
          <NetworkChangeBadge change={service.networkChange} productType={service.productType} />
        </Group>
      </Table.Td>
      {/* an MVE is sized, not rate limited: no speed rather than 0 Mbps */}
      <Table.Td>{service.rateLimit > 0 ? formatSpeed(service.rateLimit) : '—'}</Table.Td>
      <Table.Td>
        {service.usage && (
          <Badge color={service.usage === 'UNUSED' ? 'red' : 'orange'} variant="light">
            {service.usage}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{service.productType === 'VXC' || service.productType === 'IX' ? '' : service.connections}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The network's rows, each port followed by its VXCs and IXs. Only the rows in view (and a few around them) are in
 * the page, spacer rows standing for the others: a page of 1,000 services scrolls as smoothly as one of ten.
 */
export function NetworkTable({ services, caption }: { services: NetworkService[]; caption: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: services.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtual.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <Box ref={scroller} mah={600} style={{ overflowY: 'auto' }}>
      <Table stickyHeader aria-label={caption} aria-rowcount={services.length + 1}>
        <Table.Thead>
          <Table.Tr>
            {HEADERS.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map((item) => (
            // the header is row 1
            <NetworkRow
              key={services[item.index]!.technicalServiceId}
              service={services[item.index]!}
              rowIndex={item.index + 2}
            />
          ))}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
