import { Alert, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TechnicalService } from '@portico/contract';
import { detailsEditRefusal, endedRefusal, formatBitRate, formatDay } from '@portico/domain';
import { useParams } from 'react-router';
import { Fact } from '../../components/ui/fact';
import { Loaded } from '../../components/ui/loaded';
import { LagPortsCard } from './lag-ports-card';
import { NetworkChangesNotice } from './network-changes-notice';
import { PageHeader } from '../../components/ui/page-header';
import { StatusBadge } from './service-labels';
import { useDayTraffic, useService } from './services.api';
import { ServiceEditForm } from './service-edit-form';
import { ServiceChangesPanel } from './service-changes-panel';
import { ServiceLifecyclePanel } from './service-lifecycle-panel';
import { ServiceHistory } from './service-history';
import { OthersVxcsPanel } from './others-vxcs-panel';
import { SpeedChangeForm } from './speed-change-form';
import { TrafficChart } from './traffic-chart';

function ServiceFacts({ service }: { service: TechnicalService }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Service">
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
        <Fact label="Service id">{service.technicalServiceId}</Fact>
        <Fact label="Product">{service.productType}</Fact>
        <Fact label="Rate limit">{formatBitRate(service.rateLimit * 1_000_000)}</Fact>
        <Fact label="Term">{service.termMonths === null ? null : `${service.termMonths} months`}</Fact>
        <Fact label="Contract start">{formatDay(service.contractStartDate)}</Fact>
        <Fact label="Contract end">{formatDay(service.contractEndDate)}</Fact>
        <Fact label="Cost centre">{service.costCentre}</Fact>
        <Fact label="Uid">{service.technicalServiceUid}</Fact>
      </SimpleGrid>
    </Paper>
  );
}

/** The products VXCs end on. */
const HEAD_TYPES = ['PORT', 'MCR2', 'MVE'];

/**
 * The service's own edits. A decommissioned service takes none; a cancelled one still running takes its name and
 * cost centre only (decision 0074: `detailsEditRefusal`, the server's rule, said here).
 */
function ServiceEdits({ service }: { service: TechnicalService }) {
  const gone = detailsEditRefusal(service.provisioningStatus, ['name']);
  if (gone)
    return (
      <Alert color="gray" title="No changes">
        {gone}
      </Alert>
    );
  if (endedRefusal(service.provisioningStatus))
    return (
      <>
        <Alert color="gray" title="Cancelled">
          {service.terminationDate
            ? `This service runs until ${formatDay(service.terminationDate)}. Until then you can rename it and change its cost centre; its network settings and speed stay as they are unless it is un-cancelled.`
            : 'You can rename this service and change its cost centre; its network settings and speed stay as they are unless it is un-cancelled.'}
        </Alert>
        <ServiceEditForm key={service.technicalServiceId} service={service} />
      </>
    );
  return (
    <>
      <ServiceEditForm key={service.technicalServiceId} service={service} />
      <ServiceChangesPanel service={service} />
      {service.productType === 'VXC' && <SpeedChangeForm key={service.technicalServiceId} service={service} />}
      {/* the B end's owner asks for a speed change of a VXC another company pays for from its Port (decision 0053) */}
      {HEAD_TYPES.includes(service.productType) && <OthersVxcsPanel service={service} />}
    </>
  );
}

function DayTraffic({ service }: { service: TechnicalService }) {
  const traffic = useDayTraffic(service.technicalServiceId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="traffic-title">
      <Title order={2} size="h4" mb="sm" id="traffic-title">
        Traffic, last 24 hours
      </Title>
      <Loaded query={traffic}>
        {(data) => <TrafficChart traffic={data} label={`Traffic of ${service.name}, last 24 hours`} />}
      </Loaded>
    </Paper>
  );
}

/**
 * `/customerService/{type}/{id}`: one service — what it is, its status, its contract, a LAG port's LAG (its ports,
 * and more added), and its last 24 hours of traffic (for people holding `graphs`; the server refuses the others and
 * the section says so).
 */
export function ServiceDetailPage() {
  const id = Number(useParams().jServiceId);
  const service = useService(id);
  return (
    <>
      <PageHeader
        title={service.data?.name ?? 'Service detail'}
        description={
          service.data && (
            <Group gap="xs" component="span">
              <StatusBadge status={service.data.provisioningStatus} />
            </Group>
          )
        }
      />
      <Loaded query={service}>
        {(data) => (
          <Stack gap="md">
            <ServiceFacts service={data} />
            <NetworkChangesNotice changes={data.networkChanges} productType={data.productType} />
            {data.lag && <LagPortsCard service={data} lag={data.lag} />}
            <ServiceEdits service={data} />
            <ServiceLifecyclePanel service={data} />
            <DayTraffic service={data} />
            <ServiceHistory service={data} />
          </Stack>
        )}
      </Loaded>
    </>
  );
}
