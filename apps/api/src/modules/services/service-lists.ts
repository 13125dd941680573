import type { FoundService, NetworkService, Page, ServiceListItem, ServiceSearchQuery } from '@portico/contract';
import {
  NOT_USING,
  type PortLoad,
  type ProvisioningStatus,
  SERVICE_MESSAGES,
  SERVICE_SEARCH_MESSAGES,
  serviceUsage,
} from '@portico/domain';
import { LRUCache } from 'lru-cache';
import { pageTotal } from '../../db/capped-count.js';
import { type DbOrTx, isTransaction } from '../../db/client.js';
import { AppError, forbidden, invalid } from '../../errors.js';
import type { Actor } from '../../http/actor.js';
import { holds, requireCompanyAccess } from '../../http/company-access.js';
import * as repo from './service-lists.repository.js';

/** A service as the lists show it: its row, but the network's group. */
function listItem({ groupServiceId: _group, ...row }: repo.ListRow): ServiceListItem {
  return { ...row, provisioningStatus: row.provisioningStatus as ProvisioningStatus };
}

/** The load on each port, MCR and MVE among some rows (VXCs and IXs carry none): one query, summed by the database. */
async function loadsOf(
  db: DbOrTx,
  rows: readonly { id: number; productType: string }[],
): Promise<(id: number) => PortLoad> {
  const connection = new Set<string>(repo.CONNECTION_TYPES);
  const heads = rows.filter((r) => !connection.has(r.productType)).map((r) => r.id);
  const loads = new Map<number, PortLoad>();
  for (const { serviceId, ...load } of await repo.findLoadOf(db, heads, NOT_USING)) loads.set(serviceId, load);
  return (id) => loads.get(id) ?? NO_LOAD;
}

/** A network row as the export writes it: the page's row but its mark of a change sent to the network. */
export type NetworkExportRow = Omit<NetworkService, 'networkChange'>;

/** The network screen's rows: each with its group, the connections it carries and, for a port, its usage. */
async function networkRows(db: DbOrTx, rows: readonly repo.ListRow[]): Promise<NetworkExportRow[]> {
  const loadOf = await loadsOf(
    db,
    rows.map((row) => ({ id: row.technicalServiceId, productType: row.productType })),
  );
  return rows.map((row) => {
    const load = loadOf(row.technicalServiceId);
    return {
      ...listItem(row),
      groupServiceId: row.groupServiceId ?? row.technicalServiceId,
      usage: serviceUsage({ productType: row.productType, rateLimitMbps: row.rateLimit }, load),
      connections: load.inUse,
    };
  });
}

const NO_LOAD: PortLoad = { inUse: 0, bookedMbps: 0 };

export type NetworkFilters = repo.NetworkFilters;

/** A network page's items as JSON, encoded; the total the filters keep; the version it was read at (null: not kept). */
export interface NetworkPage {
  data: Buffer;
  total: number;
  version: number | null;
}

/** The network pages each app keeps at most (about 180 pages of 1,000 rows), the least recently read leaving first. */
const KEPT_PAGES_BYTES = 64 * 1024 * 1024;

/** A found service as the search shows it: its row, but the network's group, named by its company. */
function foundItem({ companyName, ...row }: repo.FoundRow): FoundService {
  return { ...listItem(row), companyName: companyName ?? `Company ${row.companyId}` };
}

/** The network screen (`/customerServices`) and the service search (`/`, `/serviceSearch`). Decision 0048. */
export function serviceLists(db: DbOrTx) {
  // Pages read in a transaction could hold its changes, which may yet roll back: kept only when read outside one.
  const kept = isTransaction(db)
    ? null
    : new LRUCache<string, NetworkPage>({ maxSize: KEPT_PAGES_BYTES, sizeCalculation: (page) => page.data.length });
  const beingWritten = new Map<string, Promise<NetworkPage>>();

  /** The page read and written: its rows' JSON with their usage and connections, the total and its version. */
  async function writePage(filters: NetworkFilters, paging: { page: number; limit: number }): Promise<NetworkPage> {
    const window = { limit: paging.limit, offset: (paging.page - 1) * paging.limit };
    const rows = await repo.networkPageJson(db, filters, window, NOT_USING);
    const items = rows.map((row) => {
      const usage = serviceUsage(row, row);
      return `${row.json.slice(0, -1)},"usage":${JSON.stringify(usage)},"connections":${row.inUse}}`;
    });
    const data = Buffer.from(`[${items.join(',')}]`);
    // an empty window has no row to carry the total or the version: counted, and not kept
    if (!rows[0]) return { data, total: await repo.countNetwork(db, filters), version: null };
    return { data, total: rows[0].total, version: rows[0].version };
  }

  return {
    /**
     * One page of the company's services (`limit` from `(page - 1) × limit`) as the JSON of its items, and how many
     * the filters keep: each row as the database wrote it (the contract's fields), with its usage by the domain's rule
     * and its connections added. The screen's 1,000-row page then costs the API a string per row instead of an object
     * to build, check and write. A page once written is kept with the company's network version it was read at and
     * answered again, encoded, while that version is current: one small read instead of the page's statement
     * (decision 0048).
     */
    async networkPage(filters: NetworkFilters, paging: { page: number; limit: number }): Promise<NetworkPage> {
      if (!kept) return writePage(filters, paging);
      const key = JSON.stringify([filters, paging.page, paging.limit]);
      const version = await repo.networkVersion(db, filters.companyId);
      const known = kept.get(key);
      if (known?.version === version) return known;
      // Reads of one page at one version share its writing: after a change, the callers then waiting get the page
      // written once, from a snapshot that saw at least the version they read.
      const flight = `${version} ${key}`;
      let writing = beingWritten.get(flight);
      if (!writing) {
        writing = writePage(filters, paging).finally(() => beingWritten.delete(flight));
        beingWritten.set(flight, writing);
      }
      const page = await writing;
      // a slower reader's older page does not replace a newer one
      if (page.version !== null && (kept.get(key)?.version ?? -1) < page.version) kept.set(key, page);
      return page;
    },

    /** Every filtered service of the company in the list's order, in batches, for the CSV export. */
    async *networkExport(filters: NetworkFilters): AsyncGenerator<NetworkExportRow[]> {
      for await (const batch of repo.networkList.batches(db, filters, (row) => row)) yield networkRows(db, batch);
    },

    /**
     * Services of the caller's companies (where they hold `services`; staff: every company), or of the one company
     * asked for (decision 0075), by name, id or uid.
     * Without a billing run no service's billing is activated yet, so NOT_ACTIVATED keeps every service and any other
     * billing status none; the supplier filter is read but not applied yet (decision 0048).
     */
    async search(
      actor: Actor,
      query: Omit<ServiceSearchQuery, 'page' | 'pageSize'>,
      paging: { page: number; pageSize: number },
    ): Promise<Page<FoundService>> {
      // another company's id is refused before anything about the search is said
      if (query.companyId !== undefined) requireCompanyAccess(actor, query.companyId, 'services');
      if (!query.search?.trim()) throw invalid(SERVICE_SEARCH_MESSAGES.criteriaRequired);
      const companyIds =
        query.companyId !== undefined
          ? [query.companyId]
          : actor.isStaff
            ? null
            : [...actor.companyUidById.keys()].filter((id) => holds(actor, id, 'services'));
      if (companyIds?.length === 0) throw forbidden();
      if (query.billingStatus !== undefined && query.billingStatus !== 'NOT_ACTIVATED')
        return { items: [], total: 0, ...paging };
      const filters = {
        companyIds,
        search: query.search,
        provisioningStatus: query.provisioningStatus,
        termMonths: query.term,
      };
      const offset = (paging.page - 1) * paging.pageSize;
      const { rows, ...counted } = await repo.findSearchPage(db, filters, { limit: paging.pageSize, offset });
      return { items: rows.map(foundItem), ...pageTotal(counted, { offset, rows: rows.length }), ...paging };
    },

    /** One service as the search lists it; a NEW one, hidden from every search, is not found. */
    async one(actor: Actor, id: number): Promise<FoundService> {
      const row = await repo.findFoundService(db, id);
      if (!row || row.provisioningStatus === 'NEW') throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
      requireCompanyAccess(actor, row.companyId, 'services');
      return foundItem(row);
    },
  };
}
