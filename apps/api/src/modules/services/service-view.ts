import type { Lag, OrderServices, ServiceDetail, TechnicalService } from '@portico/contract';
import { isCountedLagMember, type LifecycleRoutingKey, type ProvisioningStatus } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { SERVICE_MESSAGES } from '@portico/domain';
import { findCompanies } from '../companies/index.js';
import { findLagMembers } from './lag.repository.js';
import * as repo from './services.repository.js';
import { openNetworkChanges } from './network-change.js';

/** A technical service as the spec names its fields, with its components, resources and events. */
export async function serviceView(db: DbOrTx, row: repo.ServiceRow): Promise<TechnicalService> {
  const components = await repo.findComponentsWithResources(db, row.id);
  const events = await repo.findEvents(db, row.id);
  return {
    technicalServiceId: row.id,
    technicalServiceUid: row.uid,
    productType: row.productType,
    name: row.name,
    companyId: row.companyId,
    costCentre: row.costCentre,
    publicGraph: row.publicGraph,
    rateLimit: row.rateLimitMbps,
    aLocationId: row.locationId,
    aggregationId: row.aggregationId,
    provisioningStatus: row.provisioningStatus as ProvisioningStatus,
    vxcDistanceBand: row.distanceBand,
    buyoutPort: row.buyoutPort,
    mveSize: row.mveSize,
    contractStartDate: row.contractStartDate,
    contractEndDate: row.contractEndDate,
    termMonths: row.termMonths,
    marketplaceVisibility: row.marketplaceVisibility,
    diversityZone: row.diversityZone,
    promoCode: row.promoCode,
    orderId: row.orderId,
    locked: row.lockedAt !== null,
    terminationDate: row.terminationDate,
    components: components.map((c) => ({
      componentId: c.id,
      type: c.componentType,
      status: c.status,
      locationId: c.locationId,
      aEndServiceId: c.aEndServiceId,
      bEndServiceId: c.bEndServiceId,
      resources: c.resources.map((r) => ({
        resourceType: r.resourceType,
        aVlan: r.aVlan,
        bVlan: r.bVlan,
        rateLimitMbps: r.rateLimitMbps,
        portSpeed: r.portSpeed,
        macAddress: r.macAddress,
        portServiceId: r.portServiceId,
        vlan: r.vlan,
      })),
    })),
    events: events.map((e) => ({ routingKey: e.routingKey as LifecycleRoutingKey, at: e.at.getTime() })),
  };
}

export async function getServiceView(db: DbOrTx, id: number): Promise<TechnicalService> {
  const row = await repo.findService(db, id);
  if (!row) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  return serviceView(db, row);
}

/** The LAG a port belongs to, with its members (decision 0054); null for a service in none. */
async function lagOf(db: DbOrTx, row: repo.ServiceRow): Promise<Lag | null> {
  if (row.aggregationId === null) return null;
  const members = (await findLagMembers(db, row.aggregationId)).map((m) => ({
    technicalServiceId: m.id,
    name: m.name,
    provisioningStatus: m.provisioningStatus as ProvisioningStatus,
  }));
  return {
    aggregationId: row.aggregationId,
    portCount: members.filter((m) => isCountedLagMember(m.provisioningStatus)).length,
    members,
  };
}

/**
 * A service as its service screen reads it: the technical service, whose it is, a LAG port's LAG, and the Ports
 * (MCRs, MVEs) a VXC's or IX's ends are on. Both ends are read in one query and their companies' names with the
 * service's own, whatever the number of ends.
 */
export async function serviceDetail(db: DbOrTx, row: repo.ServiceRow): Promise<ServiceDetail> {
  const endIds = { A: row.aEndServiceId, B: row.bEndServiceId };
  const endRows = await repo.findServices(
    db,
    Object.values(endIds).filter((id): id is number => id !== null),
  );
  const companies = await findCompanies(db, [...new Set([row.companyId, ...endRows.map((e) => e.companyId)])]);
  const companyName = (id: number) => companies.find((c) => c.id === id)?.name ?? `Company ${id}`;
  const ends = (['A', 'B'] as const).flatMap((end) => {
    const port = endRows.find((e) => e.id === endIds[end]);
    return port
      ? [
          {
            end,
            technicalServiceId: port.id,
            name: port.name,
            productType: port.productType,
            companyId: port.companyId,
            companyName: companyName(port.companyId),
          },
        ]
      : [];
  });
  return {
    ...(await serviceView(db, row)),
    companyName: companyName(row.companyId),
    lag: await lagOf(db, row),
    networkChanges: await openNetworkChanges(db, row.id),
    ends,
  };
}

/** The services an order placed, for the page that polls them. */
export async function orderServiceSummaries(db: DbOrTx, orderId: number): Promise<OrderServices['services']> {
  const rows = await repo.findServicesOfOrder(db, orderId);
  return rows.map((row) => ({
    technicalServiceId: row.id,
    technicalServiceUid: row.uid,
    name: row.name,
    productType: row.productType,
    provisioningStatus: row.provisioningStatus as ProvisioningStatus,
    aggregationId: row.aggregationId,
  }));
}
