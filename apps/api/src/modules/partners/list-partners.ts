import type { Page, PartnerListQuery, PartnerSummary } from '@portico/contract';
import { PARTNER_ACCOUNT_TYPES } from '@portico/domain';
import { keysetBatches } from '../../db/keyset.js';
import * as repo from './partners.repository.js';
import type { PartnersServiceDeps } from './partners-deps.js';
import { toSummary } from './partner-view.js';

type PartnerFilterQuery = Pick<PartnerListQuery, 'accountType' | 'tier' | 'search'>;

const filterOf = (query: PartnerFilterQuery): repo.PartnerFilter => ({
  accountTypes: query.accountType ? [query.accountType] : PARTNER_ACCOUNT_TYPES,
  tier: query.tier,
  search: query.search,
});

/** The staff list of partners and distributors: one page, or every filtered row for the CSV export. */
export function listPartners({ db }: PartnersServiceDeps) {
  return {
    async listPartners(query: Omit<PartnerListQuery, 'format'>): Promise<Page<PartnerSummary>> {
      const { rows, total } = await repo.findPartners(
        db,
        filterOf(query),
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },

    /** Every partner the filters match (not just one page), in the list's order, in batches for an export. */
    exportPartners(query: PartnerFilterQuery): AsyncIterable<PartnerSummary[]> {
      const filter = filterOf(query);
      return keysetBatches({
        read: (after: { legalName: string; id: number } | null, limit) =>
          repo.findPartnersAfter(db, filter, after, limit),
        keyOf: (row) => ({ legalName: row.legalName, id: row.companyId }),
        map: toSummary,
      });
    },
  };
}
