import type { CompanyAll, CompanyDetail, CompanySummary, Page } from '@portico/contract';
import { COMPANY_ALL_LIMIT, COMPANY_ALL_USERS_LIMIT } from '@portico/contract';
import type { AccountType } from '@portico/domain';
import { pageTotal } from '../../db/capped-count.js';
import { BAD_CURSOR_MESSAGE, decodeCursor, encodeCursor } from '../../db/keyset.js';
import type { Paging } from '../../db/list-query.js';
import { invalid, notFound } from '../../errors.js';
import { WrittenJson } from '../../http/envelope.js';
import * as repo from './companies.repository.js';
import { type CompanyWindow, findCompanyPage } from './company-list.repository.js';
import type { CompaniesServiceDeps } from './companies-deps.js';
import { detail, PROVIDER_IDS, toSummary } from './company-view.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';

/** The staff search's filters as the query gives them. */
export interface CompanyQuery {
  search?: string;
  accountType?: AccountType;
  active?: 'true' | 'false';
}

const filtersOf = (query: CompanyQuery): repo.CompanyFilters => ({
  search: query.search,
  accountType: query.accountType,
  active: query.active === undefined ? undefined : query.active === 'true',
});

/** Reading companies: the staff search and its export, pickers, and one company's detail. */
export function searchCompanies({ db, people }: CompaniesServiceDeps) {
  return {
    async search(query: CompanyQuery & { after?: string }, paging: Paging): Promise<WrittenJson> {
      const offset = (paging.page - 1) * paging.pageSize;
      let window: CompanyWindow = { limit: paging.pageSize, offset };
      if (query.after !== undefined) {
        const after = decodeCursor(query.after, ['string', 'number']);
        if (!after) throw invalid(BAD_CURSOR_MESSAGE);
        window = { limit: paging.pageSize, after };
      }
      const { rows, ...counted } = await findCompanyPage(db, filtersOf(query), window);
      const { total, totalCapped } = pageTotal(counted, { offset: 'offset' in window ? offset : 0, rows: rows.length });
      // Every page also says where the next one starts, so a client can walk on by keyset at any depth.
      const last = rows.at(-1);
      const next = rows.length === paging.pageSize && last ? encodeCursor([last.legalName, last.id]) : null;
      // the rows as the database wrote them (`summaryJson`), in the contract's page (`Page<CompanySummary>`)
      const page: Omit<Page<CompanySummary>, 'items'> = {
        total,
        page: paging.page,
        pageSize: paging.pageSize,
        next,
        ...(totalCapped && { totalCapped }),
      };
      const items = rows.map((row) => row.json).join(',');
      return new WrittenJson(Buffer.from(`{"items":[${items}],${JSON.stringify(page).slice(1)}`));
    },

    /** Every company matching the filters (not just one page), in the list's order, in batches for an export. */
    exportBatches(query: CompanyQuery): AsyncIterable<CompanySummary[]> {
      return repo.companyList.batches(db, filtersOf(query), toSummary);
    },

    async all(query: { search?: string; includeUsers: boolean }): Promise<CompanyAll> {
      const filters = { search: query.search };
      // Counted up to the cap like every list (decision 0017): no scan of every company per call.
      const [{ total, totalCapped }, rows] = await Promise.all([
        repo.companyList.count(db, filters),
        repo.companyList.rows(db, filters, { limit: COMPANY_ALL_LIMIT, offset: 0 }),
      ]);
      const users = query.includeUsers
        ? await people.usersOfCompanies(
            db,
            rows.map((r) => r.id),
            COMPANY_ALL_USERS_LIMIT,
          )
        : [];
      return {
        items: rows.map((row) => {
          const { companyId, companyUid, legalName, tradingName, accountType, active } = toSummary(row);
          const item = { companyId, companyUid, legalName, tradingName, accountType, active };
          if (!query.includeUsers) return item;
          const own = users.filter((u) => u.companyId === row.id);
          return { ...item, users: own.map(({ companyId: _c, ...user }) => ({ ...user, email: user.email ?? null })) };
        }),
        total,
        truncated: total > rows.length,
        totalCapped,
      };
    },

    nameSearch(search: string, limit: number) {
      return repo.findCompanyNames(db, search, limit);
    },

    accountManagers() {
      return people.peopleOfCompanies(db, PROVIDER_IDS);
    },

    async get(actor: Actor, companyId: number): Promise<CompanyDetail> {
      requireCompanyAccess(actor, companyId);
      const found = await repo.findCompanyDetail(db, companyId, people.personRefJson);
      if (!found) throw notFound();
      return detail(db, people, found.row, found.extras);
    },
  };
}
