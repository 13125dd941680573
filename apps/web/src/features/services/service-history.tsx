import { Paper, Text, Title } from '@mantine/core';
import type { ServiceHistoryItem, TechnicalService } from '@portico/contract';
import { formatDateTime } from '@portico/domain';
import { Loaded } from '../../components/ui/loaded';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { useServiceHistory } from './products.api';

const COLUMNS: SimpleColumn<ServiceHistoryItem>[] = [
  { header: 'When', cell: (item) => formatDateTime(item.at) },
  { header: 'What', cell: (item) => item.what },
  { header: 'Who', cell: (item) => item.who },
];

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
            <SimpleTable
              label={`History of ${service.name}`}
              columns={COLUMNS}
              rows={items}
              rowKey={(item, i) => `${item.at}-${item.code}-${i}`}
            />
          )
        }
      </Loaded>
    </Paper>
  );
}
