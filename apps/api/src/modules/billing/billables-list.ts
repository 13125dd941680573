import type { BillableRow as BillableListRow, Page } from '@portico/contract';
import { SERVICE_MESSAGES } from '@portico/domain';
import { pageTotal } from '../../db/capped-count.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findCompanies } from '../companies/index.js';
import { findServiceByUid, findServices } from '../services/index.js';
import * as repo from './billables.repository.js';
import type { BillableRow } from './billing.repository.js';
import { billableView } from './set-up-billing.js';

/** Billables with their services (one query) and companies (one query), as the list shows them. */
export async function listed(db: DbOrTx, rows: readonly BillableRow[]): Promise<BillableListRow[]> {
  const [services, companies] = await Promise.all([
    findServices(
      db,
      rows.map((r) => r.serviceId),
    ),
    findCompanies(
      db,
      rows.map((r) => r.companyId),
    ),
  ]);
  const serviceOf = new Map(services.map((s) => [s.id, s]));
  const nameOf = new Map(companies.map((c) => [c.id, c.name]));
  return rows.map((row) => {
    const service = serviceOf.get(row.serviceId);
    return {
      ...billableView(row, service?.uid ?? ''),
      companyName: nameOf.get(row.companyId) ?? `Company ${row.companyId}`,
      createdAt: row.createdAt.getTime(),
      billableServiceDetailsDto: {
        productType: service?.productType ?? '',
        technicalServiceId: row.serviceId,
        provisioningStatus: service?.provisioningStatus ?? '',
        name: service?.name ?? '',
      },
      contractStartDate: service?.contractStartDate ?? null,
      contractEndDate: service?.contractEndDate ?? null,
    };
  });
}

/** `/billingProducts` (customer portal §7, §9; decision 0081): a page of billables, newest first. */
export async function billablesPage(
  db: DbOrTx,
  query: repo.BillableFilters & { page: number; pageSize: number },
): Promise<Page<BillableListRow>> {
  const { page, pageSize, ...filters } = query;
  const offset = (page - 1) * pageSize;
  const { rows, counted } = await repo.billablePage(db, filters, { limit: pageSize, offset });
  return { items: await listed(db, rows), page, pageSize, ...pageTotal(counted, { offset, rows: rows.length }) };
}

/** Every billable the filters keep, in batches with their services and companies: the CSV export. */
export async function* billableExport(db: DbOrTx, filters: repo.BillableFilters): AsyncGenerator<BillableListRow[]> {
  for await (const batch of repo.billableBatches(db, filters)) yield listed(db, batch);
}

/** `/billingProductDetail/{productUid}`: the product's billables, newest first (a killed one beside its successor). */
export async function productBillables(db: DbOrTx, productUid: string): Promise<BillableListRow[]> {
  const service = await findServiceByUid(db, productUid);
  if (!service) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  return listed(db, await repo.billablesOfService(db, service.id));
}
