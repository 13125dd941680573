import { Button, Code, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ServiceDetail, TechnicalService } from '@portico/contract';
import { formatDay, formatSpeed } from '@portico/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Fact } from '../../components/ui/fact';
import { Loaded } from '../../components/ui/loaded';
import { PageHeader } from '../../components/ui/page-header';
import { PanelTabs } from '../../components/ui/panel-tabs';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { CompanyName } from './company-name';
import { ServiceHistory } from './service-history';
import { ServiceLink, StatusBadge } from './service-labels';
import { useDayTraffic, useService } from './services.api';
import { TrafficChart } from './traffic-chart';

/** The network screen's parameters (admin console §2); nServiceId is the technical service's id (decision 0040). */
const NETWORK_PARAMETERS = ['networkId', 'addressId', 'nServiceId', 'deviceId', 'interfaceId', 'vplsId'] as const;
const TABS = ['1', '2', '3', '4'];
const WHOLE_NUMBER = /^[1-9]\d{0,11}$/;

function Facts({ service }: { service: ServiceDetail }) {
  const facts: [string, ReactNode][] = [
    ['Service', <ServiceLink key="link" service={service} />],
    ['Status', <StatusBadge key="status" status={service.provisioningStatus} />],
    ['Company', <CompanyName key="company" companyId={service.companyId} name={service.companyName} />],
    ['Product', service.productType],
    ['Rate limit', service.rateLimit > 0 ? formatSpeed(service.rateLimit) : '—'],
    ['Uid', service.technicalServiceUid],
    ['Term', service.termMonths === null ? '—' : `${service.termMonths} months`],
    ['Contract', `${formatDay(service.contractStartDate)} to ${formatDay(service.contractEndDate)}`],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </SimpleGrid>
  );
}

const COMPONENT_COLUMNS: SimpleColumn<TechnicalService['components'][number]>[] = [
  { header: 'Component', cell: (c) => c.componentId },
  { header: 'Type', cell: (c) => c.type },
  { header: 'Status', cell: (c) => c.status },
  { header: 'Location', cell: (c) => c.locationId ?? '—' },
  { header: 'Resources', cell: (c) => c.resources.map((r) => r.resourceType).join(', ') || '—' },
];

function Components({ service }: { service: TechnicalService }) {
  if (service.components.length === 0) return <Text c="dimmed">No components.</Text>;
  return (
    <SimpleTable
      label="Components"
      columns={COMPONENT_COLUMNS}
      rows={service.components}
      rowKey={(c) => c.componentId}
    />
  );
}

function Graphs({ service }: { service: TechnicalService }) {
  // staff hold graphs in every company
  const traffic = useDayTraffic(service.technicalServiceId, true);
  return (
    <Loaded query={traffic}>
      {(data) => <TrafficChart traffic={data} label={`Traffic of ${service.name}, last 24 hours`} />}
    </Loaded>
  );
}

function ServiceTabs({ id, tab, onTab }: { id: number; tab: string; onTab(tab: string): void }) {
  const service = useService(id);
  return (
    <Loaded query={service}>
      {(data) => (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {data.name}
          </Title>
          <PanelTabs
            value={tab}
            onChange={(value) => onTab(value ?? '1')}
            tabs={[
              { value: '1', label: 'Service', panel: <Facts service={data} /> },
              { value: '2', label: 'Components', panel: <Components service={data} /> },
              { value: '3', label: 'Graphs', panel: <Graphs service={data} /> },
              { value: '4', label: 'History', panel: <ServiceHistory service={data} /> },
            ]}
          />
        </Paper>
      )}
    </Loaded>
  );
}

/**
 * The staff network screen (`/network`, admin console §2; decision 0052): a service looked up by the screen's
 * parameters, in tabs — 1 the service, 2 its components, 3 the customer's graphs, 4 its history. The parameters
 * live in the address, so a link to `/network?nServiceId=…&tab=3` opens that service's graphs.
 */
export function StaffNetworkPage() {
  const [params, setParams] = useSearchParams();
  const nServiceId = params.get('nServiceId') ?? '';
  const tab = TABS.includes(params.get('tab') ?? '') ? params.get('tab')! : '1';
  const [entered, setEntered] = useState(nServiceId);
  const [problem, setProblem] = useState<string | null>(null);
  const others = NETWORK_PARAMETERS.filter((name) => name !== 'nServiceId' && params.get(name));

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const id = entered.trim();
    if (!WHOLE_NUMBER.test(id)) {
      setProblem('Enter the service id (nServiceId) as a whole number');
      return;
    }
    setProblem(null);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('nServiceId', id);
      return next;
    });
  };
  const setTab = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', value);
      return next;
    });

  return (
    <>
      <PageHeader title="Network" description="A service of any company by its network identifiers." />
      <Stack gap="md">
        <form onSubmit={lookUp} noValidate>
          <Group align="flex-start">
            <TextInput
              label="Service id (nServiceId)"
              inputMode="numeric"
              value={entered}
              onChange={(e) => setEntered(e.currentTarget.value)}
              error={problem}
              w={240}
            />
            <Button type="submit" mt={25}>
              Look up
            </Button>
          </Group>
        </form>
        {others.length > 0 ? (
          <Text size="sm" c="dimmed">
            Also given:{' '}
            {others.map((name) => (
              <Code key={name} mr="xs">
                {name}={params.get(name)}
              </Code>
            ))}
            — Portico keeps no network, address, device, interface or VPLS records yet; the service is found by its
            nServiceId.
          </Text>
        ) : null}
        {WHOLE_NUMBER.test(nServiceId) ? (
          <ServiceTabs id={Number(nServiceId)} tab={tab} onTab={setTab} />
        ) : (
          <Text c="dimmed">Enter a service id to see the service, its components, graphs and history.</Text>
        )}
      </Stack>
    </>
  );
}
