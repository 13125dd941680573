import type { PersonView } from '@portico/contract';
import { canListEmployees, PROVIDER_COMPANY_IDS } from '@portico/domain';
import { pageTotal } from '../../db/capped-count.js';
import { keysetBatches } from '../../db/keyset.js';
import { forbidden } from '../../errors.js';
import type { PeopleDeps } from './people-deps.js';
import * as repo from './people.repository.js';
import { permissionsIn, requirePerson } from './person-access.js';
import { toPersonView } from './person-views.js';
import type { Actor } from '../../http/actor.js';

/** What a people export shows of each person (the columns are declared in the routes). */
export type PersonExportItem = repo.PersonExportRow;

type Deps = Pick<PeopleDeps, 'db'>;
type Paging = { page: number; pageSize: number };

/** Every person the filter matches, in the lists' order, in batches for an export. */
function exportBatches({ db }: Deps, filter: repo.PeopleFilter): AsyncIterable<PersonExportItem[]> {
  return keysetBatches({
    read: (after: repo.PersonListKey | null, limit) => repo.findPeopleAfter(db, filter, after, limit),
    keyOf: (row) => ({ lastName: row.lastName, firstName: row.firstName, id: row.id }),
    map: (row) => row,
  });
}

/** One page of people matching a filter, with its (capped) total. */
async function peoplePage({ db }: Deps, filter: repo.PeopleFilter, paging: Paging) {
  const offset = (paging.page - 1) * paging.pageSize;
  const { rows, ...counted } = await repo.findPeople(db, filter, { limit: paging.pageSize, offset });
  return {
    items: rows.map(toPersonView),
    ...pageTotal(counted, { offset, rows: rows.length }),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** The companies a staff search covers: the provider's own, one company, or every company. */
function searchedCompanies(query: { companyId?: number; providerOnly: boolean }): number[] | undefined {
  if (query.providerOnly) return [...PROVIDER_COMPANY_IDS];
  return query.companyId ? [query.companyId] : undefined;
}

/** Whoever may not list a company's employees is refused at once. */
function requireEmployeeList(actor: Actor, companyId: number) {
  if (!canListEmployees({ isStaff: actor.isStaff, permissionsInCompany: permissionsIn(actor, companyId) }))
    throw forbidden();
}

/** A page of the people of every company (staff) matching the search. */
export function searchPeople(
  deps: Deps,
  query: Paging & { search?: string; companyId?: number; providerOnly: boolean },
) {
  return peoplePage(deps, { companyIds: searchedCompanies(query), search: query.search }, query);
}

/** Every person the search matches (not just one page), in the list's order, in batches for an export. */
export function exportPeople(
  deps: Deps,
  query: { search?: string; companyId?: number; providerOnly: boolean },
): AsyncIterable<PersonExportItem[]> {
  return exportBatches(deps, { companyIds: searchedCompanies(query), search: query.search });
}

/** A page of a company's employees matching the search. */
export async function listEmployees(deps: Deps, actor: Actor, companyId: number, query: Paging & { search?: string }) {
  requireEmployeeList(actor, companyId);
  return peoplePage(deps, { companyIds: [companyId], search: query.search }, query);
}

/** A company's employees matching the search, for an export. */
export function exportEmployees(
  deps: Deps,
  actor: Actor,
  companyId: number,
  query: { search?: string },
): AsyncIterable<PersonExportItem[]> {
  requireEmployeeList(actor, companyId);
  return exportBatches(deps, { companyIds: [companyId], search: query.search });
}

/** One person, for whoever may see them. */
export async function getPerson({ db }: Deps, actor: Actor, personId: number): Promise<PersonView> {
  return toPersonView(await requirePerson(db, actor, personId, 'read'));
}
