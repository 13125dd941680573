import type { CompanyAll, CompanyDetail, CompanySummary, Page } from '@portico/contract';
import { COMPANY_ALL_LIMIT, COMPANY_ALL_USERS_LIMIT } from '@portico/contract';
import type { AccountType } from '@portico/domain';
import { pageTotal, totalFromPage } from '../../db/capped-count.js';
import { BAD_CURSOR_MESSAGE, decodeCursor, encodeCursor, keysetBatches } from '../../db/keyset.js';
import { invalid, notFound } from '../../errors.js';
import type { Actor } from '../auth/index.js';
import { requireCompanyAccess } from '../auth/index.js';
import * as repo from './companies.repository.js';
import type { CompaniesServiceDeps } from './companies-deps.js';
import { detail, PROVIDER_IDS, toSummary } from './company-view.js';

/** Reading companies: the staff search and its export, pickers, and one company's detail. */
export function searchCompanies({ db }: CompaniesServiceDeps) {
  return {
    async search(query: {
      page: number;
      pageSize: number;
      search?: string;
      accountType?: AccountType;
      active?: 'true' | 'false';
      after?: string;
    }): Promise<Page<CompanySummary>> {
      const filters = {
        search: query.search,
        accountType: query.accountType,
        active: query.active === undefined ? undefined : query.active === 'true',
      };
      // Every page also says where the next one starts, so a client can walk on by keyset at any depth.
      const nextOf = (rows: repo.CompanySummaryRow[]) => {
        const last = rows.at(-1);
        return rows.length === query.pageSize && last ? encodeCursor([last.legalName, last.id]) : null;
      };
      if (query.after !== undefined) {
        const key = decodeCursor(query.after, ['string', 'number']);
        if (!key) throw invalid(BAD_CURSOR_MESSAGE);
        const [legalName, id] = key;
        const [rows, counted] = await Promise.all([
          repo.findCompaniesAfter(db, filters, { legalName, id }, query.pageSize),
          repo.countCompaniesUpTo(db, filters),
        ]);
        return {
          items: rows.map(toSummary),
          ...pageTotal(counted, { offset: 0, rows: rows.length }),
          page: query.page,
          pageSize: query.pageSize,
          next: nextOf(rows),
        };
      }
      const offset = (query.page - 1) * query.pageSize;
      const rows = await repo.findCompanies(db, filters, { limit: query.pageSize, offset });
      const counted =
        totalFromPage({ offset, limit: query.pageSize, rows: rows.length }) ??
        (await repo.countCompaniesUpTo(db, filters));
      return {
        items: rows.map(toSummary),
        ...pageTotal(counted, { offset, rows: rows.length }),
        page: query.page,
        pageSize: query.pageSize,
        next: nextOf(rows),
      };
    },

    /** Every company matching the filters (not just one page), in the list's order, in batches for an export. */
    exportBatches(query: {
      search?: string;
      accountType?: AccountType;
      active?: 'true' | 'false';
    }): AsyncIterable<CompanySummary[]> {
      const filters = {
        search: query.search,
        accountType: query.accountType,
        active: query.active === undefined ? undefined : query.active === 'true',
      };
      return keysetBatches({
        read: (after: repo.CompanyListKey | null, limit) => repo.findCompaniesAfter(db, filters, after, limit),
        keyOf: (row) => ({ legalName: row.legalName, id: row.id }),
        map: toSummary,
      });
    },

    async all(query: { search?: string; includeUsers: boolean }): Promise<CompanyAll> {
      const filters = { search: query.search };
      // Counted up to the cap like every list (decision 0017): no scan of every company per call.
      const [{ total, totalCapped }, rows] = await Promise.all([
        repo.countCompaniesUpTo(db, filters),
        repo.findCompanies(db, filters, { limit: COMPANY_ALL_LIMIT, offset: 0 }),
      ]);
      const users = query.includeUsers
        ? await repo.findUsersOfCompanies(
            db,
            rows.map((r) => r.id),
            COMPANY_ALL_USERS_LIMIT,
          )
        : [];
      return {
        items: rows.map((row) => ({
          companyId: row.id,
          companyUid: row.uid,
          legalName: row.legalName,
          tradingName: row.tradingName,
          accountType: row.accountType,
          active: row.active,
          ...(query.includeUsers
            ? {
                users: users
                  .filter((u) => u.companyId === row.id)
                  .map(({ companyId: _c, ...user }) => ({ ...user, email: user.email ?? null })),
              }
            : {}),
        })),
        total,
        truncated: total > rows.length,
        totalCapped,
      };
    },

    nameSearch(search: string, limit: number) {
      return repo.findCompanyNames(db, search, limit);
    },

    accountManagers() {
      return repo.findPeopleOfCompanies(db, PROVIDER_IDS);
    },

    async get(actor: Actor, companyId: number): Promise<CompanyDetail> {
      requireCompanyAccess(actor, companyId);
      const found = await repo.findCompanyDetail(db, companyId);
      if (!found) throw notFound();
      return detail(db, found.row, found.extras);
    },
  };
}
