import type { Page, PartnerListQuery, PartnerSummary } from '@portico/contract';
import { PARTNER_ACCOUNT_TYPES } from '@portico/domain';
import type { Paging } from '../../db/list-query.js';
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
    listPartners(query: PartnerFilterQuery, paging: Paging): Promise<Page<PartnerSummary>> {
      return repo.partnerList.page(db, filterOf(query), paging, (row) => toSummary(repo.numberCounts(row)));
    },

    /** Every partner the filters match (not just one page), in the list's order, in batches for an export. */
    exportPartners(query: PartnerFilterQuery): AsyncIterable<PartnerSummary[]> {
      return repo.partnerList.batches(db, filterOf(query), (row) => toSummary(repo.numberCounts(row)));
    },
  };
}
