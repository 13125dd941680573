import type { Lag, NetworkChange, OrderServices, ServiceDetail, TechnicalService } from '@portico/contract';
import { isCountedLagMember, type LifecycleRoutingKey, type ProvisioningStatus } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { SERVICE_MESSAGES } from '@portico/domain';
import {
  findServiceDetail,
  findServiceParts,
  type ServiceDetailParts,
  type ServiceParts,
} from './service-detail.repository.js';
import * as repo from './services.repository.js';

/** A technical service as the spec names its fields, with its components, resources and events (one read). */
export async function serviceView(db: DbOrTx, row: repo.ServiceRow): Promise<TechnicalService> {
  return technicalService(row, await findServiceParts(db, row.id));
}

function technicalService(row: repo.ServiceRow, { components, events }: ServiceParts): TechnicalService {
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
    events: events.map((e) => ({ routingKey: e.routingKey as LifecycleRoutingKey, at: e.at })),
  };
}

export async function getServiceView(db: DbOrTx, id: number): Promise<TechnicalService> {
  const row = await repo.findService(db, id);
  if (!row) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  return serviceView(db, row);
}

/** The LAG a port belongs to, with its members (decision 0054); null for a service in none. */
function lagOf(row: repo.ServiceRow, parts: ServiceDetailParts): Lag | null {
  if (row.aggregationId === null) return null;
  const members = parts.lagMembers.map((m) => ({
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
 * A service and everything its screen shows, read in one statement (decision 0096): the technical service, whose it
 * is, a LAG port's LAG, its open network changes, and the Ports (MCRs, MVEs) a VXC's or IX's ends are on with their
 * companies' names. Null when there is no such service.
 */
export async function findServiceDetailView(
  db: DbOrTx,
  id: number,
): Promise<{ row: repo.ServiceRow; detail: ServiceDetail } | null> {
  const found = await findServiceDetail(db, id);
  if (!found) return null;
  const { row, parts } = found;
  const companyName = (companyId: number, name: string | null) => name ?? `Company ${companyId}`;
  const endIds = { A: row.aEndServiceId, B: row.bEndServiceId };
  const ends = (['A', 'B'] as const).flatMap((end) => {
    const port = parts.ends.find((e) => e.id === endIds[end]);
    return port
      ? [
          {
            end,
            technicalServiceId: port.id,
            name: port.name,
            productType: port.productType,
            companyId: port.companyId,
            companyName: companyName(port.companyId, port.companyName),
          },
        ]
      : [];
  });
  const networkChanges = parts.openChanges.map((c) => ({
    field: c.field as NetworkChange['field'],
    from: c.fromValue,
    to: c.toValue,
    status: c.status as 'PENDING' | 'FAILED',
    reason: c.reason,
    requestedAt: c.requestedAt,
  }));
  return {
    row,
    detail: {
      ...technicalService(row, parts),
      companyName: companyName(row.companyId, parts.companyName),
      lag: lagOf(row, parts),
      networkChanges,
      ends,
    },
  };
}

/** A service as its service screen reads it (`findServiceDetailView`), for a service known to exist. */
export async function serviceDetail(db: DbOrTx, row: repo.ServiceRow): Promise<ServiceDetail> {
  const found = await findServiceDetailView(db, row.id);
  if (!found) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  return found.detail;
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
