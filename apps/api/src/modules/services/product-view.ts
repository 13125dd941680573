import type { Product } from '@portico/contract';
import { publicProductType } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { findLocationDetails } from '../catalogue/index.js';
import { findCompanies } from '../companies/index.js';
import { findAttachedTo, findMacAddresses } from './public-products.repository.js';
import * as repo from './services.repository.js';

const epochMs = (date: string | null) => (date ? Date.parse(`${date}T00:00:00Z`) : null);

const isHead = (row: repo.ServiceRow) =>
  row.productType === 'PORT' || row.productType === 'MCR2' || row.productType === 'MVE';

/** What the views of one batch share, each read once for the whole batch. */
interface Lookups {
  ends: Map<number, repo.ServiceRow>;
  companies: Map<number, { uid: string; name: string }>;
  places: Map<number, { name: string; metro: string; countryCode: string }>;
  macs: Map<number, string>;
}

async function lookups(db: DbOrTx, rows: readonly repo.ServiceRow[]): Promise<Lookups> {
  const endIds = rows.flatMap((r) => [r.aEndServiceId, r.bEndServiceId]).filter((id): id is number => id !== null);
  const known = new Map(rows.map((r) => [r.id, r]));
  const missing = [...new Set(endIds)].filter((id) => !known.has(id));
  for (const end of await repo.findServices(db, missing)) known.set(end.id, end);
  const all = [...known.values()];
  const ixIds = rows.filter((r) => r.productType === 'IX').map((r) => r.id);
  // one after the other: `db` may be a change's transaction, whose queries share one connection
  const companies = await findCompanies(
    db,
    all.map((r) => r.companyId),
  );
  const places = await findLocationDetails(
    db,
    all.map((r) => r.locationId).filter((id): id is number => id !== null),
  );
  const macs = await findMacAddresses(db, ixIds);
  return {
    ends: known,
    companies: new Map(companies.map((c) => [c.id, { uid: c.uid, name: c.name }])),
    places: new Map(places.map((p) => [p.locationId, p])),
    macs,
  };
}

/** One product's own fields, without the VXCs and IXs attached to it. */
function ownView(row: repo.ServiceRow, look: Lookups): Product {
  const company = look.companies.get(row.companyId);
  const detail = (id: number | null) => {
    const p = id === null ? undefined : look.places.get(id);
    return p ? { name: p.name, city: p.metro, metro: p.metro, country: p.countryCode } : null;
  };
  const ended = row.provisioningStatus === 'CANCELLED' || row.provisioningStatus === 'DECOMMISSIONED';
  const product: Product = {
    productId: row.id,
    productUid: row.uid,
    productName: row.name,
    productType: publicProductType(row.productType),
    provisioningStatus: row.provisioningStatus,
    createDate: row.createdAt.getTime(),
    createdBy: '',
    liveDate: null,
    terminateDate: epochMs(row.terminationDate),
    contractStartDate: epochMs(row.contractStartDate),
    contractEndDate: epochMs(row.contractEndDate),
    contractTermMonths: row.termMonths ?? 1,
    companyUid: company?.uid ?? '',
    companyName: company?.name ?? '',
    costCentre: row.costCentre ?? '',
    locked: row.lockedAt !== null,
    adminLocked: false,
    cancelable: !ended,
    rateLimit: row.rateLimitMbps,
    secondaryName: '',
    usageAlgorithm: 'POST_PAID_HOURLY_SPEED_LONG_TERM',
  };
  if (row.locationId !== null) {
    product.locationId = row.locationId;
    product.locationDetail = detail(row.locationId);
    product.market = look.places.get(row.locationId)?.countryCode ?? '';
  }
  if (isHead(row)) {
    Object.assign(product, {
      portSpeed: row.rateLimitMbps,
      marketplaceVisibility: row.marketplaceVisibility,
      vxcpermitted: true,
      vxcAutoApproval: false,
      virtual: row.productType !== 'PORT',
      lagId: row.aggregationId,
      aggregationId: row.aggregationId,
      lagPrimary: row.aggregationId !== null && row.aggregationId === row.id,
      diversityZone: row.diversityZone ?? '',
      buyoutPort: row.buyoutPort,
      associatedVxcs: [],
      associatedIxs: [],
    });
    if (row.mveSize) product.mveSize = row.mveSize;
  }
  const end = (id: number | null, vlan: number | null) => {
    const service = id === null ? undefined : look.ends.get(id);
    if (!service) return undefined;
    return {
      ownerUid: look.companies.get(service.companyId)?.uid ?? '',
      productUid: service.uid,
      productName: service.name,
      locationId: service.locationId ?? 0,
      location: (service.locationId !== null && look.places.get(service.locationId)?.name) || '',
      vlan,
      innerVlan: null,
      secondaryName: null,
      locationDetail: detail(service.locationId),
    };
  };
  if (row.productType === 'VXC') {
    product.distanceBand = row.distanceBand ?? '';
    product.shutdown = false;
    product.aEnd = end(row.aEndServiceId, row.aVlan);
    product.bEnd = end(row.bEndServiceId, row.bVlan);
  }
  if (row.productType === 'IX') {
    product.vlan = row.aVlan ?? 0;
    product.macAddress = look.macs.get(row.id) ?? '';
  }
  return product;
}

/**
 * Products as the public API shows them (decisions 0041, 0050), in the fields the Go SDK reads of their kind: a
 * Port's, MCR's or MVE's speed, market, location and LAG, with the VXCs and IXs attached at either end as whole
 * products (vxc_types.go `VXC`: rate limit, ends with uid, VLAN and location); a VXC's rate limit and ends; an IX's
 * VLAN and MAC address; an MVE's size. Their type is the public one (MEGAPORT for a Port). Every lookup is one
 * query for the whole batch; `hideNew` leaves NEW connections out (a list, decision 0048).
 */
export async function productViews(
  db: DbOrTx,
  rows: readonly repo.ServiceRow[],
  { hideNew }: { hideNew: boolean },
): Promise<Product[]> {
  const heads = rows.filter(isHead);
  const attached = await findAttachedTo(
    db,
    heads.map((r) => r.id),
    hideNew,
  );
  const look = await lookups(db, [...rows, ...attached]);
  const byHead = new Map<number, { vxcs: Product[]; ixs: Product[] }>();
  for (const a of attached) {
    const view = ownView(a, look);
    for (const headId of new Set([a.aEndServiceId, a.bEndServiceId])) {
      if (headId === null) continue;
      const lists = byHead.get(headId) ?? { vxcs: [], ixs: [] };
      (a.productType === 'IX' ? lists.ixs : lists.vxcs).push(view);
      byHead.set(headId, lists);
    }
  }
  return rows.map((row) => {
    const product = ownView(row, look);
    if (!isHead(row)) return product;
    product.associatedVxcs = byHead.get(row.id)?.vxcs ?? [];
    product.associatedIxs = byHead.get(row.id)?.ixs ?? [];
    return product;
  });
}

/** One product as `GET /v2/product/{uid}` shows it: found by its owner even while NEW (the SDK polls it). */
export async function productView(db: DbOrTx, row: repo.ServiceRow): Promise<Product> {
  const [product] = await productViews(db, [row], { hideNew: false });
  return product!;
}
