import { Paper, Table, Text, Title } from '@mantine/core';
import type { TechnicalService } from '@portico/contract';
import { Loaded } from '../../components/ui/loaded';
import { useServiceHistory } from './products.api';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The service's history (`GET /v2/product/{id}/history`): what happened to it, when, and who did it. */
export function ServiceHistory({ service }: { service: TechnicalService }) {
  const history = useServiceHistory(service.technicalServiceId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="history-title">
      <Title order={2} size="h4" mb="sm" id="history-title">
        History
      </Title>
      <Loaded query={history}>
        {(items) =>
          items.length === 0 ? (
            <Text c="dimmed">Nothing recorded yet.</Text>
          ) : (
            <Table aria-label={`History of ${service.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Who</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item, i) => (
                  <Table.Tr key={`${item.at}-${item.code}-${i}`}>
                    <Table.Td>{when.format(item.at)}</Table.Td>
                    <Table.Td>{item.what}</Table.Td>
                    <Table.Td>{item.who}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </Loaded>
    </Paper>
  );
}
