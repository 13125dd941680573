import type { Dashboard, DashboardActivity, DashboardVxc } from '@portico/contract';
import {
  DASHBOARD_RECENT_ACTIVITY,
  DASHBOARD_TOP_VXCS,
  DASHBOARD_TRAFFIC_POINTS,
  dashboardCounts,
  dayWindow,
  describeChange,
  systemActorName,
  utilisationPercent,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { KEYSET_BATCH_SIZE } from '../../db/keyset.js';
import type { Actor } from '../../http/actor.js';
import { holds, requireCompanyAccess } from '../../http/company-access.js';
import type { Telemetry } from '../../integrations/telemetry/telemetry.js';
import { findRecentCompanyChanges } from '../audit/index.js';
import { findLocationPoints } from '../catalogue/index.js';
import { meanTrafficOf, type TrafficWindow } from '../graphs/index.js';
import { findPersonNames } from '../people/index.js';
import {
  countServicesByLocation,
  countServicesByStatus,
  findServiceNames,
  liveServicesAfter,
} from '../services/index.js';

export interface DashboardDeps {
  db: DbOrTx;
  telemetry: Telemetry | null;
  now: () => Date;
}

/** What the recent activity shows: changes to the company's services and orders, not its people or settings. */
const ACTIVITY_ENTITIES = ['technical_service', 'order', 'vxc_order', 'serviceKey', 'speed_change_request'] as const;
/** Ports whose capacity the utilisation measures; the VXCs (and CXCs) the busiest are picked from. */
const PORT_TYPES = ['PORT'] as const;
const VXC_TYPES = ['VXC', 'CXC'] as const;

/** Every LIVE service of some types of the company, a keyset batch at a time, each with its mean traffic. */
async function* liveTraffic(
  deps: DashboardDeps,
  filters: { companyId: number; productTypes: readonly string[] },
  window: TrafficWindow,
) {
  let after: number | null = null;
  for (;;) {
    const batch = await liveServicesAfter(deps.db, filters, after, KEYSET_BATCH_SIZE);
    if (batch.length === 0) return;
    const means =
      (await meanTrafficOf(
        deps.db,
        deps.telemetry,
        batch.map((s) => s.id),
        window,
      )) ?? new Map<number, number>();
    yield batch.map((s) => ({ ...s, meanBps: means.get(s.id) ?? 0 }));
    if (batch.length < KEYSET_BATCH_SIZE) return;
    after = batch.at(-1)!.id;
  }
}

/** The live ports' utilisation and the busiest live VXCs over the window (decision 0052). */
async function trafficSummary(deps: DashboardDeps, companyId: number, window: TrafficWindow) {
  let carried = 0;
  let capacity = 0;
  for await (const ports of liveTraffic(deps, { companyId, productTypes: PORT_TYPES }, window))
    for (const port of ports) {
      carried += port.meanBps;
      capacity += port.rateLimitMbps;
    }
  // only the five busiest are kept while the company's VXCs stream past, whatever their number
  let top: DashboardVxc[] = [];
  for await (const vxcs of liveTraffic(deps, { companyId, productTypes: VXC_TYPES }, window)) {
    const candidates = vxcs.map((v) => ({
      technicalServiceId: v.id,
      name: v.name,
      rateLimitMbps: v.rateLimitMbps,
      averageBps: Math.round(v.meanBps),
    }));
    top = [...top, ...candidates]
      .sort((a, b) => b.averageBps - a.averageBps || a.technicalServiceId - b.technicalServiceId)
      .slice(0, DASHBOARD_TOP_VXCS);
  }
  return { networkUtilisation: utilisationPercent(carried, capacity), topVxcs: top };
}

/** The company's latest changes to its services and orders, in words, with who made them. */
async function recentActivity(db: DbOrTx, companyId: number): Promise<DashboardActivity[]> {
  const changes = await findRecentCompanyChanges(db, companyId, ACTIVITY_ENTITIES, DASHBOARD_RECENT_ACTIVITY);
  const serviceIdOf = (c: (typeof changes)[number]) =>
    c.entityType === 'technical_service' && /^\d{1,12}$/.test(c.entityId) ? Number(c.entityId) : null;
  const [people, services] = await Promise.all([
    findPersonNames(
      db,
      changes.flatMap((c) => (c.actorPersonId === null ? [] : [c.actorPersonId])),
    ),
    findServiceNames(
      db,
      changes.flatMap((c) => serviceIdOf(c) ?? []),
    ),
  ]);
  return changes.map((c) => {
    const serviceId = serviceIdOf(c);
    return {
      id: c.id,
      at: c.at.getTime(),
      who:
        c.actorPersonId === null
          ? systemActorName(c.actorSystem)
          : (people.get(c.actorPersonId) ?? `Person ${c.actorPersonId}`),
      what: describeChange({ ...c, subject: serviceId === null ? null : (services.get(serviceId) ?? null) }),
      technicalServiceId: serviceId,
    };
  });
}

/**
 * `GET /secure/dashboard/company/{id}` (customer portal §3 "Dashboard", decision 0052): the counts are grouped in
 * SQL, the traffic read from the network's telemetry for the caller holding `graphs`, the activity from the audit
 * log and the map's places from the catalogue.
 */
export async function companyDashboard(deps: DashboardDeps, actor: Actor, companyId: number): Promise<Dashboard> {
  // the route's tenant check (the company, `services` there) has allowed it; checked again (decision 0014)
  requireCompanyAccess(actor, companyId, 'services');
  const day = dayWindow(deps.now().getTime());
  const window = { from: day.fromMs, to: day.toMs, points: DASHBOARD_TRAFFIC_POINTS };
  const traffic = !deps.telemetry ? 'not_available' : holds(actor, companyId, 'graphs') ? 'available' : 'not_permitted';
  const [byStatus, byLocation, activity, summary] = await Promise.all([
    countServicesByStatus(deps.db, companyId),
    countServicesByLocation(deps.db, companyId),
    recentActivity(deps.db, companyId),
    traffic === 'available' ? trafficSummary(deps, companyId, window) : null,
  ]);
  const places = await findLocationPoints(
    deps.db,
    byLocation.map((l) => l.locationId),
  );
  const servicesAt = new Map(byLocation.map((l) => [l.locationId, l.count]));
  return {
    companyId,
    ...dashboardCounts(byStatus),
    byStatus,
    traffic,
    from: window.from,
    to: window.to,
    networkUtilisation: summary?.networkUtilisation ?? null,
    topVxcs: summary?.topVxcs ?? [],
    recentActivity: activity,
    locations: places
      .map((p) => ({ ...p, services: servicesAt.get(p.locationId) ?? 0 }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
