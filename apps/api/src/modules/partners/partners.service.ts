import type {
  CommissionRequest,
  CompanyPartnerSettings,
  CompanyPartnerSettingsUpdate,
  ManagedAccount,
  ManagedAccountCreate,
  ManagedAccountUpdate,
  Page,
  PartnerContext,
  PartnerContextAnswer,
  PartnerDetail,
  PartnerListQuery,
  PartnerReport,
  PartnerReportRequest,
  PartnerSummary,
} from '@portico/contract';
import {
  isPartnerAccountType,
  isPartnerTier,
  PARTNER_ACCOUNT_TYPES,
  PARTNER_MESSAGES,
  type PartnerTier,
  STAFF_COMPANY_ID,
  supplierById,
  supplyDetailsHidden,
} from '@portico/domain';
import type { Db } from '../../db/client.js';
import { keysetBatches } from '../../db/keyset.js';
import { AppError, forbidden, invalid, notFound } from '../../errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Actor } from '../auth/actor.js';
import { holds, requireCompanyAccess } from '../auth/company-access.js';
import { createManagedCompany, placeCompanyUnderPartner } from '../companies/companies.service.js';
import * as repo from './partners.repository.js';

export type PartnersService = ReturnType<typeof createPartnersService>;

const tierOf = (value: string | null): PartnerTier | null => (isPartnerTier(value) ? value : null);

function toSummary(row: repo.PartnerSummaryRow): PartnerSummary {
  return { ...row, partnerTier: tierOf(row.partnerTier) };
}

function toManagedAccount(row: repo.ManagedAccountRow): ManagedAccount {
  return { companyId: row.companyId, accountRef: row.accountRef, accountName: row.accountName };
}

function toContext(row: repo.PartnerContextRow): PartnerContextAnswer {
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

function cleanContext(input: PartnerContext): PartnerContext {
  const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    displayName: input.displayName.trim(),
    supportEmail: blank(input.supportEmail),
    supportPhone: blank(input.supportPhone),
    website: blank(input.website),
    logoUrl: blank(input.logoUrl),
    primaryColour: blank(input.primaryColour),
  };
}

/** A date-only string as the start of that day in UTC. */
const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);

export function createPartnersService({ db }: { db: Db }) {
  async function requirePartner(partnerId: number): Promise<repo.CompanyRow> {
    const company = await repo.findCompany(db, partnerId);
    if (!company) throw notFound();
    if (!isPartnerAccountType(company.accountType)) throw new AppError('not_found', PARTNER_MESSAGES.notAPartner);
    return company;
  }

  async function requireCompany(companyId: number): Promise<repo.CompanyRow> {
    const company = await repo.findCompany(db, companyId);
    if (!company) throw notFound();
    return company;
  }

  async function companySettings(actor: Actor, companyId: number): Promise<CompanyPartnerSettings> {
    requireCompanyAccess(actor, companyId);
    const company = await requireCompany(companyId);
    const parent = company.parentCompanyId === null ? null : await repo.findCompany(db, company.parentCompanyId);
    const managed = await repo.findManagedAccountOf(db, companyId);
    const link = await repo.findCustomerLink(db, companyId);
    // The partner whose branding the company's users see: the one managing it, else its parent partner.
    const contextOwner = managed?.partnerId ?? (parent && isPartnerAccountType(parent.accountType) ? parent.id : null);
    const contextRow = contextOwner === null ? null : await repo.findContext(db, contextOwner);
    const rootType = await rootAccountType(company);
    // Commission terms are commercial: the company's admins and financial users see them, other users do not.
    const seesTerms = holds(actor, companyId, 'company_admin') || holds(actor, companyId, 'financials');
    return {
      companyId,
      legalName: company.legalName,
      accountType: company.accountType,
      isPartner: isPartnerAccountType(company.accountType),
      partnerTier: tierOf(company.partnerTier),
      commissionRateBp: seesTerms ? company.commissionRateBp : null,
      globalPortPartner: company.globalPortPartner,
      partnerRegistrationDate: company.partnerRegistrationDate,
      parent: parent ? { companyId: parent.id, legalName: parent.legalName, accountType: parent.accountType } : null,
      linkedPartner: link ? { companyId: link.partnerId, legalName: link.legalName } : null,
      managedAccount: managed ? { ...toManagedAccount(managed), partnerId: managed.partnerId } : null,
      supplyDetailsHidden: supplyDetailsHidden({
        accountType: company.accountType,
        isManagedAccount: managed !== null,
        rootAccountType: rootType,
      }),
      partnerContext: contextRow ? toContext(contextRow) : null,
    };
  }

  return {
    async listPartners(query: PartnerListQuery, all = false): Promise<Page<PartnerSummary>> {
      const filter = {
        accountTypes: query.accountType ? [query.accountType] : PARTNER_ACCOUNT_TYPES,
        tier: query.tier,
        search: query.search,
      };
      const { rows, total } = await repo.findPartners(
        db,
        filter,
        all ? null : query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },

    /** Every partner the filters match (not just one page), in the list's order, in batches for an export. */
    exportPartners(query: Pick<PartnerListQuery, 'accountType' | 'tier' | 'search'>): AsyncIterable<PartnerSummary[]> {
      const filter = {
        accountTypes: query.accountType ? [query.accountType] : PARTNER_ACCOUNT_TYPES,
        tier: query.tier,
        search: query.search,
      };
      return keysetBatches({
        read: (after: { legalName: string; id: number } | null, limit) =>
          repo.findPartnersAfter(db, filter, after, limit),
        keyOf: (row) => ({ legalName: row.legalName, id: row.companyId }),
        map: toSummary,
      });
    },

    async getPartner(partnerId: number): Promise<PartnerDetail> {
      await requirePartner(partnerId);
      const summary = await repo.findPartnerSummary(db, partnerId);
      if (!summary) throw notFound();
      const customers = await repo.listPartnerCustomers(db, partnerId);
      const managed = await repo.listManagedAccounts(db, partnerId);
      return {
        ...toSummary(summary),
        customers: customers.map((c) => ({ ...c, linkedAt: c.linkedAt.getTime() })),
        managedAccounts: managed.map(toManagedAccount),
      };
    },

    /** One partner per customer: the partner that brought it, which the commission follows. */
    async linkCustomer(actor: Actor, partnerId: number, customerId: number, traceId?: string): Promise<void> {
      if (partnerId === customerId) throw invalid(PARTNER_MESSAGES.selfLink);
      await requirePartner(partnerId);
      const customer = await requireCompany(customerId);
      if (customer.accountType === 'ADMIN' || customer.id === STAFF_COMPANY_ID || supplierById(customer.id)) {
        throw invalid(PARTNER_MESSAGES.notACustomer);
      }
      await db.transaction(async (tx) => {
        if (await repo.findCustomerLink(tx, customerId)) throw new AppError('conflict', PARTNER_MESSAGES.alreadyLinked);
        const link = await repo.insertLink(tx, partnerId, customerId);
        await recordAudit(tx, {
          actor,
          action: 'partner.customer.linked',
          entityType: 'partner_relationship',
          entityId: `${partnerId}:${customerId}`,
          companyId: customerId,
          after: { partnerId, customerId, createdAt: link.createdAt.getTime() },
          traceId,
        });
      });
    },

    async unlinkCustomer(actor: Actor, partnerId: number, customerId: number, traceId?: string): Promise<void> {
      await requirePartner(partnerId);
      await db.transaction(async (tx) => {
        const link = await repo.findLink(tx, partnerId, customerId);
        if (!link) throw new AppError('not_found', PARTNER_MESSAGES.notLinked);
        await repo.deleteLink(tx, partnerId, customerId);
        await recordAudit(tx, {
          actor,
          action: 'partner.customer.unlinked',
          entityType: 'partner_relationship',
          entityId: `${partnerId}:${customerId}`,
          companyId: customerId,
          before: { partnerId, customerId, createdAt: link.createdAt.getTime() },
          traceId,
        });
      });
    },

    async setCommission(
      actor: Actor,
      partnerId: number,
      request: CommissionRequest,
      traceId?: string,
    ): Promise<PartnerSummary> {
      const before = await requirePartner(partnerId);
      await db.transaction(async (tx) => {
        await repo.updateCompanyPartnerFields(tx, partnerId, { commissionRateBp: request.commissionRateBp });
        await recordAudit(tx, {
          actor,
          action: 'partner.commission.updated',
          entityType: 'company',
          entityId: partnerId,
          companyId: partnerId,
          before: { commissionRateBp: before.commissionRateBp },
          after: { commissionRateBp: request.commissionRateBp },
          traceId,
        });
      });
      const summary = await repo.findPartnerSummary(db, partnerId);
      if (!summary) throw notFound();
      return toSummary(summary);
    },

    /** Revenue is unknown until billing exists: rows say null rather than a made-up figure. */
    async report(request: PartnerReportRequest): Promise<PartnerReport> {
      const { rows } = await repo.findPartners(
        db,
        { accountTypes: request.accountType ? [request.accountType] : PARTNER_ACCOUNT_TYPES, tier: request.tier },
        null,
        0,
      );
      const from = request.fromDate ? dayStart(request.fromDate) : null;
      const to = request.toDate ? new Date(dayStart(request.toDate).getTime() + 86_400_000) : null;
      const added = await repo.customersAddedByPartner(
        db,
        rows.map((r) => r.companyId),
        from,
        to,
      );
      return {
        rows: rows.map((r) => ({
          companyId: r.companyId,
          legalName: r.legalName,
          accountType: r.accountType,
          partnerTier: tierOf(r.partnerTier),
          commissionRateBp: r.commissionRateBp,
          customersAdded: added.get(r.companyId) ?? 0,
          totalCustomers: r.customerCount,
          managedAccounts: r.managedAccountCount,
          revenueCents: null,
          revenueBand: null,
        })),
        revenueAvailable: false,
        note: PARTNER_MESSAGES.revenueUnavailable,
      };
    },

    async listManagedAccounts(actor: Actor, partnerId: number): Promise<ManagedAccount[]> {
      requireCompanyAccess(actor, partnerId, 'company_admin');
      await requirePartner(partnerId);
      return (await repo.listManagedAccounts(db, partnerId)).map(toManagedAccount);
    },

    /**
     * A new managed account is a new company (MANAGED_ACCOUNT, parent = the partner). Staff may instead place an
     * existing direct customer under the partner by its companyId; partners cannot claim companies themselves.
     */
    async createManagedAccount(
      actor: Actor,
      partnerId: number,
      input: ManagedAccountCreate,
      traceId?: string,
    ): Promise<ManagedAccount> {
      requireCompanyAccess(actor, partnerId, 'company_admin');
      const partner = await requirePartner(partnerId);
      if (input.companyId !== undefined && !actor.isStaff) throw forbidden();
      const existing = input.companyId === undefined ? null : await requireCompany(input.companyId);
      if (existing) {
        if (existing.id === partnerId) throw invalid(PARTNER_MESSAGES.selfLink);
        if (await repo.findManagedAccountOf(db, existing.id)) {
          throw new AppError('conflict', PARTNER_MESSAGES.alreadyManaged);
        }
        if (existing.accountType !== 'DIRECT_CUSTOMER' && existing.accountType !== 'MANAGED_ACCOUNT') {
          throw invalid(PARTNER_MESSAGES.notACustomer);
        }
      }
      return db.transaction(async (tx) => {
        let companyId: number;
        if (existing) {
          const after = await placeCompanyUnderPartner(tx, existing.id, partnerId);
          companyId = existing.id;
          await recordAudit(tx, {
            actor,
            action: 'company.managed',
            entityType: 'company',
            entityId: companyId,
            companyId,
            before: { accountType: existing.accountType, parentCompanyId: existing.parentCompanyId },
            after: { accountType: after?.accountType, parentCompanyId: after?.parentCompanyId },
            traceId,
          });
        } else {
          const created = await createManagedCompany(tx, {
            legalName: input.accountName.trim(),
            parentCompanyId: partnerId,
            country: partner.country,
          });
          companyId = created.id;
          await recordAudit(tx, {
            actor,
            action: 'company.created',
            entityType: 'company',
            entityId: companyId,
            companyId,
            after: {
              legalName: created.legalName,
              accountType: created.accountType,
              parentCompanyId: created.parentCompanyId,
            },
            traceId,
          });
        }
        const row = await repo.insertManagedAccount(tx, {
          partnerId,
          companyId,
          accountName: input.accountName.trim(),
          accountRef: input.accountRef?.trim() || null,
        });
        const dto = toManagedAccount(row);
        await recordAudit(tx, {
          actor,
          action: 'managed_account.created',
          entityType: 'managed_account',
          entityId: row.id,
          companyId: partnerId,
          after: { ...dto, partnerId },
          traceId,
        });
        return dto;
      });
    },

    async updateManagedAccount(
      actor: Actor,
      partnerId: number,
      companyId: number,
      input: ManagedAccountUpdate,
      traceId?: string,
    ): Promise<ManagedAccount> {
      requireCompanyAccess(actor, partnerId, 'company_admin');
      await requirePartner(partnerId);
      return db.transaction(async (tx) => {
        const before = await repo.findManagedAccountOf(tx, companyId);
        if (!before || before.partnerId !== partnerId) throw notFound();
        const after = await repo.updateManagedAccount(tx, partnerId, companyId, {
          accountName: input.accountName.trim(),
          accountRef: input.accountRef?.trim() || null,
        });
        if (!after) throw notFound();
        await recordAudit(tx, {
          actor,
          action: 'managed_account.updated',
          entityType: 'managed_account',
          entityId: after.id,
          companyId: partnerId,
          before: toManagedAccount(before),
          after: toManagedAccount(after),
          traceId,
        });
        return toManagedAccount(after);
      });
    },

    async getContext(actor: Actor, partnerId: number): Promise<PartnerContextAnswer> {
      requireCompanyAccess(actor, partnerId);
      await requirePartner(partnerId);
      const row = await repo.findContext(db, partnerId);
      if (!row) throw notFound();
      return toContext(row);
    },

    async createContext(
      actor: Actor,
      partnerId: number,
      input: PartnerContext,
      traceId?: string,
    ): Promise<PartnerContextAnswer> {
      requireCompanyAccess(actor, partnerId, 'company_admin');
      await requirePartner(partnerId);
      const context = cleanContext(input);
      return db.transaction(async (tx) => {
        if (await repo.findContext(tx, partnerId)) throw new AppError('conflict', PARTNER_MESSAGES.contextExists);
        const row = await repo.insertContext(tx, partnerId, context);
        await recordAudit(tx, {
          actor,
          action: 'partner.context.created',
          entityType: 'partner_context',
          entityId: partnerId,
          companyId: partnerId,
          after: context,
          traceId,
        });
        return toContext(row);
      });
    },

    async updateContext(
      actor: Actor,
      partnerId: number,
      input: PartnerContext,
      traceId?: string,
    ): Promise<PartnerContextAnswer> {
      requireCompanyAccess(actor, partnerId, 'company_admin');
      await requirePartner(partnerId);
      const context = cleanContext(input);
      return db.transaction(async (tx) => {
        const before = await repo.findContext(tx, partnerId);
        if (!before) throw notFound();
        const row = await repo.updateContext(tx, partnerId, context);
        if (!row) throw notFound();
        await recordAudit(tx, {
          actor,
          action: 'partner.context.updated',
          entityType: 'partner_context',
          entityId: partnerId,
          companyId: partnerId,
          before: before.context,
          after: context,
          traceId,
        });
        return toContext(row);
      });
    },

    async deleteContext(actor: Actor, partnerId: number, traceId?: string): Promise<void> {
      requireCompanyAccess(actor, partnerId, 'company_admin');
      await requirePartner(partnerId);
      await db.transaction(async (tx) => {
        const before = await repo.findContext(tx, partnerId);
        if (!before) throw notFound();
        await repo.deleteContext(tx, partnerId);
        await recordAudit(tx, {
          actor,
          action: 'partner.context.deleted',
          entityType: 'partner_context',
          entityId: partnerId,
          companyId: partnerId,
          before: before.context,
          traceId,
        });
      });
    },

    companySettings,

    async updateCompanySettings(
      actor: Actor,
      companyId: number,
      input: CompanyPartnerSettingsUpdate,
      traceId?: string,
    ): Promise<CompanyPartnerSettings> {
      const before = await requireCompany(companyId);
      if (input.partnerTier && !isPartnerAccountType(before.accountType)) throw invalid(PARTNER_MESSAGES.notAPartner);
      await db.transaction(async (tx) => {
        const values: Parameters<typeof repo.updateCompanyPartnerFields>[2] = {};
        if (input.partnerTier !== undefined) values.partnerTier = input.partnerTier;
        if (input.globalPortPartner !== undefined) values.globalPortPartner = input.globalPortPartner;
        const after = await repo.updateCompanyPartnerFields(tx, companyId, values);
        await recordAudit(tx, {
          actor,
          action: 'company.partner_settings.updated',
          entityType: 'company',
          entityId: companyId,
          companyId,
          before: { partnerTier: before.partnerTier, globalPortPartner: before.globalPortPartner },
          after: { partnerTier: after?.partnerTier ?? null, globalPortPartner: after?.globalPortPartner ?? false },
          traceId,
        });
      });
      return companySettings(actor, companyId);
    },
  };

  /** Account type at the top of the company's parent chain (null without a parent). */
  async function rootAccountType(company: repo.CompanyRow): Promise<string | null> {
    let current = company;
    let root: string | null = null;
    for (let depth = 0; depth < 20 && current.parentCompanyId !== null; depth++) {
      const parent = await repo.findCompany(db, current.parentCompanyId);
      if (!parent) break;
      root = parent.accountType;
      current = parent;
    }
    return root;
  }
}
