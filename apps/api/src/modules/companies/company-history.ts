import type { CompanyHistoryItem, Page } from '@portico/contract';
import { findCompanyChangesPage } from '../audit/index.js';
import type { CompaniesServiceDeps } from './companies-deps.js';

/** A company's audit history, newest first. */
export function companyHistory({ db, people }: CompaniesServiceDeps) {
  return {
    async history(companyId: number, page: number, pageSize: number): Promise<Page<CompanyHistoryItem>> {
      // A deleted company's history stays readable for staff: it explains the deletion.
      const { rows, total } = await findCompanyChangesPage(db, companyId, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      // who made each change, named by people (decision 0067); someone no longer there by their id
      const names = await people.personNames(
        db,
        rows.flatMap((row) => (row.actorPersonId === null ? [] : [row.actorPersonId])),
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at.getTime(),
          action: row.action,
          entityType: row.entityType,
          entityId: row.entityId,
          actor:
            row.actorPersonId === null
              ? null
              : { personId: row.actorPersonId, name: names.get(row.actorPersonId) ?? `#${row.actorPersonId}` },
          before: row.before,
          after: row.after,
        })),
        total,
        page,
        pageSize,
      };
    },
  };
}
