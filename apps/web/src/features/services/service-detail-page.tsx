import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ServiceDetail, ServiceEnd, TechnicalService } from '@portico/contract';
import {
  detailsEditRefusal,
  endedRefusal,
  formatDay,
  formatSpeed,
  type Permission,
  speedChangePermission,
  TRAFFIC_MESSAGES,
} from '@portico/domain';
import { useParams } from 'react-router';
import { Fact } from '../../components/ui/fact';
import { Loaded } from '../../components/ui/loaded';
import { ROLE_NOTES, RoleNote } from '../../components/ui/role-note';
import { type CompanyAccess, useCompanyAccess } from '../../lib/auth/company-access';
import { LagPortsCard } from './lag-ports-card';
import { NetworkChangesNotice } from './network-changes-notice';
import { PageHeader } from '../../components/ui/page-header';
import { ServiceLink, StatusBadge } from './service-labels';
import { useDayTraffic, useService } from './services.api';
import { ServiceEditForm } from './service-edit-form';
import { ServiceChangesPanel } from './service-changes-panel';
import { ServiceLifecyclePanel } from './service-lifecycle-panel';
import { ServiceHistory } from './service-history';
import { OthersVxcsPanel } from './others-vxcs-panel';
import { SpeedChangeForm } from './speed-change-form';
import { TrafficChart } from './traffic-chart';
import { CompanyName } from './company-name';

const END_KINDS: Record<string, string> = { PORT: 'Port', MCR2: 'MCR', MVE: 'MVE' };

/**
 * The Port (MCR, MVE) an end of a VXC or IX runs on (decision 0078): linked to its page for whoever may open it, and
 * named with its company when that is not the service's own (a VXC's B end on a partner's Port).
 */
function EndFact({
  end,
  label,
  service,
  access,
}: {
  end: ServiceEnd;
  label: string;
  service: ServiceDetail;
  access: CompanyAccess;
}) {
  const canOpen = access.known && access.may(end.companyId, 'services');
  return (
    <Fact label={label}>
      {canOpen ? <ServiceLink service={{ ...end }} /> : end.name}
      {end.companyId !== service.companyId && (
        <Text span c="dimmed" size="sm">
          {' '}
          ({end.companyName})
        </Text>
      )}
    </Fact>
  );
}

/** A VXC's two ends as 'A-End' and 'B-End'; a service on one end (an IX) names it by what it is: 'Port'. */
const endLabel = (end: ServiceEnd, ends: readonly ServiceEnd[]) =>
  ends.length > 1 ? `${end.end}-End` : (END_KINDS[end.productType] ?? end.productType);

function ServiceFacts({ service, access }: { service: ServiceDetail; access: CompanyAccess }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Service">
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
        <Fact label="Company">
          <CompanyName companyId={service.companyId} name={service.companyName} />
        </Fact>
        <Fact label="Service id">{service.technicalServiceId}</Fact>
        <Fact label="Product">{service.productType}</Fact>
        {service.ends.map((end) => (
          <EndFact key={end.end} end={end} label={endLabel(end, service.ends)} service={service} access={access} />
        ))}
        <Fact label="Rate limit">{service.rateLimit > 0 ? formatSpeed(service.rateLimit) : null}</Fact>
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
 * The service's own edits, each offered only to those the server lets make it (decision 0072): name, cost centre and
 * network settings to `modify_service` in the owning company; a VXC's speed to the permission its band asks for. A
 * person who may make none is told so once. A decommissioned service takes none; a cancelled one still running takes
 * its name and cost centre only (decision 0074: `detailsEditRefusal`, the server's rule, said here).
 */
function ServiceEdits({ service, may }: { service: TechnicalService; may(permission: Permission): boolean }) {
  const gone = detailsEditRefusal(service.provisioningStatus, ['name']);
  if (gone)
    return (
      <Alert color="gray" title="No changes">
        {gone}
      </Alert>
    );
  const canModify = may('modify_service');
  const canChangeSpeed = service.productType === 'VXC' && may(speedChangePermission(service.vxcDistanceBand));
  if (endedRefusal(service.provisioningStatus))
    return (
      <>
        <Alert color="gray" title="Cancelled">
          {service.terminationDate
            ? `This service runs until ${formatDay(service.terminationDate)}. Until then you can rename it and change its cost centre; its network settings and speed stay as they are unless it is un-cancelled.`
            : 'You can rename this service and change its cost centre; its network settings and speed stay as they are unless it is un-cancelled.'}
        </Alert>
        {canModify ? (
          <ServiceEditForm key={`edit-${service.technicalServiceId}`} service={service} />
        ) : (
          <RoleNote>{ROLE_NOTES.service}</RoleNote>
        )}
      </>
    );
  return (
    <>
      {!canModify && !canChangeSpeed && <RoleNote>{ROLE_NOTES.service}</RoleNote>}
      {canModify && <ServiceEditForm key={`edit-${service.technicalServiceId}`} service={service} />}
      {canModify && <ServiceChangesPanel service={service} />}
      {canChangeSpeed && <SpeedChangeForm key={`speed-${service.technicalServiceId}`} service={service} />}
      {/* the B end's owner asks for a speed change of a VXC another company pays for from its Port (decision 0053) */}
      {HEAD_TYPES.includes(service.productType) && (
        <OthersVxcsPanel service={service} mayAsk={(band) => may(speedChangePermission(band))} />
      )}
    </>
  );
}

/** The last 24 hours of traffic, read only for people holding `graphs` (the server refuses the others). */
function DayTraffic({ service, permitted }: { service: TechnicalService; permitted: boolean }) {
  const traffic = useDayTraffic(service.technicalServiceId, permitted);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="traffic-title">
      <Title order={2} size="h4" mb="sm" id="traffic-title">
        Traffic, last 24 hours
      </Title>
      {permitted ? (
        <Loaded query={traffic}>
          {(data) => <TrafficChart traffic={data} label={`Traffic of ${service.name}, last 24 hours`} />}
        </Loaded>
      ) : (
        <Text c="dimmed">{TRAFFIC_MESSAGES.notPermitted}</Text>
      )}
    </Paper>
  );
}

/** The parts of a service's page that depend on what the person may do in the service's company. */
function ServiceParts({ service, access }: { service: ServiceDetail; access: CompanyAccess }) {
  const may = (permission: Permission) => access.may(service.companyId, permission);
  return (
    <>
      {service.lag && <LagPortsCard service={service} lag={service.lag} canAddPorts={may('place_order')} />}
      <ServiceEdits service={service} may={may} />
      <ServiceLifecyclePanel service={service} />
      <DayTraffic service={service} permitted={may('graphs')} />
    </>
  );
}

/**
 * `/customerService/{type}/{id}`: one service — what it is, its status, its contract, a LAG port's LAG (its ports,
 * and more added), its edits and lifecycle, and its last 24 hours of traffic. Each control is offered to those who
 * may use it; the others are told what their role allows (decision 0072).
 */
export function ServiceDetailPage() {
  const id = Number(useParams().jServiceId);
  const service = useService(id);
  const access = useCompanyAccess();
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
            <ServiceFacts service={data} access={access} />
            <NetworkChangesNotice changes={data.networkChanges} productType={data.productType} />
            {access.known && <ServiceParts service={data} access={access} />}
            <ServiceHistory service={data} />
          </Stack>
        )}
      </Loaded>
    </>
  );
}
