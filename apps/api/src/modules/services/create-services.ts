import type { ComponentType, ProductType, ResourceType } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './services.repository.js';

/** A service an order places, with its components and what each holds. */
export interface NewService {
  companyId: number;
  productType: ProductType;
  name: string;
  rateLimitMbps: number;
  locationId: number | null;
  costCentre: string | null;
  termMonths: number;
  autoRenewTermMonths: number | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  marketplaceVisibility: boolean;
  diversityZone: string | null;
  promoCode: string | null;
  orderId: number;
  /** an MVE's size */
  mveSize?: string | null;
  /** a connection's ends (a PXC's two ports) */
  aEndServiceId?: number | null;
  bEndServiceId?: number | null;
  components: {
    type: ComponentType;
    locationId: number | null;
    resources: { resourceType: ResourceType; portSpeed?: number; rateLimitMbps?: number }[];
  }[];
}

export interface CreatedService {
  id: number;
  uid: string;
  name: string;
  productType: string;
  aggregationId: number | null;
}

/**
 * Creates an order's services in the caller's transaction, each NEW with its NEW lifecycle event. `aggregate`: the
 * services are the members of one LAG and share an aggregation id (the first member's).
 */
export async function createServices(
  tx: DbOrTx,
  services: readonly NewService[],
  options: { aggregate: boolean; at: Date; actor: string },
): Promise<CreatedService[]> {
  const rows = await repo.insertServices(
    tx,
    services.map(({ components: _components, ...service }) => ({ ...service, provisioningStatus: 'NEW' })),
  );
  const first = rows[0];
  const aggregationId = options.aggregate && first ? first.id : null;
  if (aggregationId !== null)
    await repo.setAggregation(
      tx,
      rows.map((r) => r.id),
      aggregationId,
    );
  for (const [i, row] of rows.entries()) {
    const spec = services[i]!;
    // a service that is not ours (an exchange point's) has no component of ours
    if (spec.components.length === 0) continue;
    const components = await repo.insertComponents(
      tx,
      spec.components.map((c) => ({ serviceId: row.id, componentType: c.type, locationId: c.locationId })),
    );
    await repo.insertResources(
      tx,
      components.flatMap((component, j) =>
        (spec.components[j]?.resources ?? []).map((r) => ({ componentId: component.id, ...r })),
      ),
    );
  }
  await repo.recordEvents(
    tx,
    rows.map((row) => ({ serviceId: row.id, routingKey: 'NEW', at: options.at, actor: options.actor })),
  );
  return rows.map((row) => ({
    id: row.id,
    uid: row.uid,
    name: row.name,
    productType: row.productType,
    aggregationId,
  }));
}
