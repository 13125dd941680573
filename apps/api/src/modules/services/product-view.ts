import type { Product } from '@portico/contract';
import { publicProductType } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { findLocationDetails } from '../catalogue/index.js';
import { findCompanies } from '../companies/index.js';
import * as repo from './services.repository.js';

const epochMs = (date: string | null) => (date ? Date.parse(`${date}T00:00:00Z`) : null);

/**
 * A service as the public API's `GET /v2/product/{uid}` shows it (decision 0041), in the fields the Go SDK reads of
 * its kind: a Port's speed, market, location, LAG and the uids of its VXCs and IXs; a VXC's rate limit and ends; an
 * IX's VLAN and MAC address; an MVE's size. Its type is the public one (MEGAPORT for a Port).
 */
export async function productView(db: DbOrTx, row: repo.ServiceRow): Promise<Product> {
  const endIds = [row.aEndServiceId, row.bEndServiceId].filter((id): id is number => id !== null);
  const ends = await repo.findServices(db, endIds);
  const companyIds = [row.companyId, ...ends.map((e) => e.companyId)];
  const locationIds = [row.locationId, ...ends.map((e) => e.locationId)].filter((id): id is number => id !== null);
  const [companies, places] = await Promise.all([findCompanies(db, companyIds), findLocationDetails(db, locationIds)]);
  const company = companies.find((c) => c.id === row.companyId);
  const place = (id: number | null) => places.find((p) => p.locationId === id) ?? null;
  const detail = (id: number | null) => {
    const p = place(id);
    return p ? { name: p.name, city: p.metro, metro: p.metro, country: p.countryCode } : null;
  };
  const product: Product = {
    productId: row.id,
    productUid: row.uid,
    productName: row.name,
    productType: publicProductType(row.productType),
    provisioningStatus: row.provisioningStatus,
    createDate: row.createdAt.getTime(),
    contractStartDate: epochMs(row.contractStartDate),
    contractEndDate: epochMs(row.contractEndDate),
    contractTermMonths: row.termMonths ?? 1,
    companyUid: company?.uid ?? '',
    companyName: company?.name ?? '',
    costCentre: row.costCentre ?? '',
    locked: row.lockedAt !== null,
    adminLocked: false,
    cancelable: true,
    rateLimit: row.rateLimitMbps,
  };
  if (row.locationId !== null) {
    product.locationId = row.locationId;
    product.locationDetail = detail(row.locationId);
    product.market = place(row.locationId)?.countryCode ?? '';
  }
  if (row.productType === 'PORT' || row.productType === 'MCR2' || row.productType === 'MVE') {
    const attached = await repo.findAttachedServices(db, row.id);
    Object.assign(product, {
      portSpeed: row.rateLimitMbps,
      marketplaceVisibility: row.marketplaceVisibility,
      vxcpermitted: true,
      virtual: row.productType !== 'PORT',
      lagId: row.aggregationId,
      aggregationId: row.aggregationId,
      lagPrimary: row.aggregationId !== null && row.aggregationId === row.id,
      diversityZone: row.diversityZone ?? '',
      buyoutPort: row.buyoutPort,
      associatedVxcs: attached.filter((s) => s.productType === 'VXC').map((s) => ({ productUid: s.uid })),
      associatedIxs: attached.filter((s) => s.productType === 'IX').map((s) => ({ productUid: s.uid })),
    });
    if (row.mveSize) product.mveSize = row.mveSize;
  }
  const end = (id: number | null, vlan: number | null) => {
    const service = ends.find((e) => e.id === id);
    if (!service) return undefined;
    return {
      ownerUid: companies.find((c) => c.id === service.companyId)?.uid ?? '',
      productUid: service.uid,
      productName: service.name,
      locationId: service.locationId ?? 0,
      location: place(service.locationId)?.name ?? '',
      vlan,
      innerVlan: null,
      secondaryName: null,
      locationDetail: detail(service.locationId),
    };
  };
  if (row.productType === 'VXC') {
    product.distanceBand = row.distanceBand ?? '';
    product.aEnd = end(row.aEndServiceId, row.aVlan);
    product.bEnd = end(row.bEndServiceId, row.bVlan);
  }
  if (row.productType === 'IX') {
    product.vlan = row.aVlan ?? 0;
    const mac = await repo.findMacAddress(db, row.id);
    product.macAddress = mac ?? '';
  }
  return product;
}
