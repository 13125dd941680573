import { and, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { companies } from '../companies/companies.tables.js';
import { managedAccounts } from './partners.tables.js';

/** Where a company sits among partners: what decides whether its customers see its supply details. */
export interface PartnerPlace {
  id: number;
  legalName: string;
  accountType: string;
  /** a partner manages the company (it has a managed account) */
  isManagedAccount: boolean;
  /** account type of the top of the company's parent chain; null when the company has no parent */
  rootAccountType: string | null;
}

/** A live company with its place among partners (managed or not, the top of its parent chain), or null. */
export async function findPartnerPlace(db: DbOrTx, companyId: number): Promise<PartnerPlace | null> {
  const [company] = await db
    .select({
      id: companies.id,
      legalName: companies.legalName,
      accountType: companies.accountType,
      parentCompanyId: companies.parentCompanyId,
      managedId: managedAccounts.id,
    })
    .from(companies)
    .leftJoin(managedAccounts, eq(managedAccounts.companyId, companies.id))
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
  if (!company) return null;
  let rootAccountType: string | null = null;
  if (company.parentCompanyId !== null) {
    // Walk up the parent chain (bounded, so a loop in bad data cannot hang the query) and take its top.
    const [root] = await queryRows<{ account_type: string }>(
      db,
      sql`with recursive chain(id, parent_company_id, account_type, depth) as (
            select id, parent_company_id, account_type, 0 from companies where id = ${company.parentCompanyId}
            union all
            select c.id, c.parent_company_id, c.account_type, chain.depth + 1
              from companies c join chain on c.id = chain.parent_company_id
             where chain.depth < 20
          )
          select account_type from chain order by depth desc limit 1`,
    );
    rootAccountType = root?.account_type ?? null;
  }
  return {
    id: company.id,
    legalName: company.legalName,
    accountType: company.accountType,
    isManagedAccount: company.managedId !== null,
    rootAccountType,
  };
}
