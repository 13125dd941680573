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
  /** the order that placed it; null for a port added to a LAG from its service screen (decision 0054) */
  orderId: number | null;
  /** the LAG it joins, one that exists already (a new LAG's members are `aggregate`d instead) */
  aggregationId?: number | null;
  /** a VXC's or IX's ends and VLANs (the spec's older columns, kept beside the components) */
  aEndServiceId?: number | null;
  bEndServiceId?: number | null;
  aVlan?: number | null;
  bVlan?: number | null;
  /** an MVE's size */
  mveSize?: string | null;
  components: {
    type: ComponentType;
    locationId: number | null;
    aEndServiceId?: number | null;
    bEndServiceId?: number | null;
    resources: NewResource[];
  }[];
}

/** What a component holds; a VLAN held on a Port is `portServiceId` with `vlan` (unique together, decision 0038). */
export interface NewResource {
  resourceType: ResourceType;
  portSpeed?: number;
  rateLimitMbps?: number;
  aVlan?: number;
  bVlan?: number;
  macAddress?: string;
  portServiceId?: number;
  vlan?: number;
}

export interface CreatedService {
  id: number;
  uid: string;
  name: string;
  productType: string;
  aggregationId: number | null;
}

/** A port's one component at its location: its interface at the port's speed, and its rate limit. */
export function portComponents(locationId: number | null, speedMbps: number): NewService['components'] {
  return [
    {
      type: 'PORT',
      locationId,
      resources: [
        { resourceType: 'interface', portSpeed: speedMbps },
        { resourceType: 'rate_limit', rateLimitMbps: speedMbps },
      ],
    },
  ];
}

/**
 * Creates an order's services in the caller's transaction, each NEW with its NEW lifecycle event, one statement per
 * service with its components and resources (decision 0099). `aggregate`: the services are the members of one new
 * LAG and share an aggregation id (the first member's); a service naming its `aggregationId` joins that LAG.
 */
export async function createServices(
  tx: DbOrTx,
  services: readonly NewService[],
  options: { aggregate: boolean; at: Date; actor: string },
): Promise<CreatedService[]> {
  const rows: repo.InsertedService[] = [];
  // one after the other: a transaction's statements share its connection
  for (const { components, ...service } of services)
    rows.push(
      await repo.insertServiceWithParts(tx, {
        service: { ...service, provisioningStatus: 'NEW' },
        // a service that is not ours (an exchange point's) has no component of ours
        components: components.map(({ type, resources, ...component }) => ({
          row: {
            componentType: type,
            locationId: component.locationId,
            aEndServiceId: component.aEndServiceId ?? null,
            bEndServiceId: component.bEndServiceId ?? null,
          },
          resources,
        })),
        event: { routingKey: 'NEW', at: options.at, actor: options.actor },
      }),
    );
  const first = rows[0];
  const aggregationId = options.aggregate && first ? first.id : null;
  if (aggregationId !== null)
    await repo.setAggregation(
      tx,
      rows.map((r) => r.id),
      aggregationId,
    );
  return rows.map((row) => ({
    id: row.id,
    uid: row.uid,
    name: row.name,
    productType: row.productType,
    aggregationId: aggregationId ?? row.aggregationId,
  }));
}
