import type { ManagedAccount, PartnerContext, PartnerContextAnswer, PartnerSummary } from '@portico/contract';
import { isPartnerAccountType, isPartnerTier, PARTNER_MESSAGES, type PartnerTier } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { type CompanyRow, findCompany } from '../companies/index.js';
import type * as repo from './partners.repository.js';

/** What the partners use cases share: the answers' shapes and the checks that a partner or a company exists. */

/** The audit record of a change to a company's row, on that company's own history. */
export function companyRecord(action: string, companyId: number, change: { before?: unknown; after?: unknown }) {
  return { action, entityType: 'company', entityId: companyId, companyId, ...change };
}

export const tierOf = (value: string | null): PartnerTier | null => (isPartnerTier(value) ? value : null);

export function toSummary(row: repo.PartnerSummaryRow): PartnerSummary {
  return { ...row, partnerTier: tierOf(row.partnerTier) };
}

export function toManagedAccount(row: repo.ManagedAccountRow): ManagedAccount {
  return { companyId: row.companyId, accountRef: row.accountRef, accountName: row.accountName };
}

export function toContext(row: repo.PartnerContextRow): PartnerContextAnswer {
  const context = (row.context ?? {}) as Partial<PartnerContext>;
  return {
    partnerId: row.partnerId,
    displayName: context.displayName ?? '',
    supportEmail: context.supportEmail ?? null,
    supportPhone: context.supportPhone ?? null,
    website: context.website ?? null,
    logoUrl: context.logoUrl ?? null,
    primaryColour: context.primaryColour ?? null,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** A live company (not soft-deleted), or not found. */
export async function requireCompany(db: DbOrTx, companyId: number): Promise<CompanyRow> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}

/** A live company whose account type is a partner's (partner or distributor). */
export async function requirePartner(db: DbOrTx, partnerId: number): Promise<CompanyRow> {
  const company = await requireCompany(db, partnerId);
  if (!isPartnerAccountType(company.accountType)) throw new AppError('not_found', PARTNER_MESSAGES.notAPartner);
  return company;
}

/** Account type at the top of the company's parent chain (null without a parent). */
export async function rootAccountType(db: DbOrTx, company: CompanyRow): Promise<string | null> {
  let current = company;
  let root: string | null = null;
  for (let depth = 0; depth < 20 && current.parentCompanyId !== null; depth++) {
    const parent = await findCompany(db, current.parentCompanyId);
    if (!parent) break;
    root = parent.accountType;
    current = parent;
  }
  return root;
}
