import type {
  AccountTypeChange,
  CompanyAddress,
  CompanyAddressInput,
  CompanyAll,
  CompanyConfigSettings,
  CompanyDetail,
  CompanyHistoryItem,
  CompanyRegistration,
  CompanySummary,
  CompanyUpdate,
  CreditCheckResult,
  Page,
} from '@portico/contract';
import {
  COMPANY_ALL_LIMIT,
  COMPANY_ALL_USERS_LIMIT,
  companyAddressInputSchema,
  companyConfigSettingsSaveSchema,
  companyRegistrationSchema,
  companyUpdateSchema,
  sameEmail,
} from '@portico/contract';
import {
  ADMIN_CONTACT_POSITION,
  type AccountType,
  accountTypeChangeError,
  accountTypeOptions,
  buildSettingGroups,
  CHILD_ACCOUNT_TYPE,
  COMPANY_MESSAGES,
  isAccountTypeEditable,
  MESSAGES,
  PROVIDER_COMPANY_IDS,
  resolveSettingValues,
  type SettingValues,
  techSupportErrors,
  validateSettingValues,
} from '@portico/domain';
import type { z } from 'zod';
import { pageTotal, totalFromPage } from '../../db/capped-count.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { keysetBatches } from '../../db/keyset.js';
import { AppError, forbidden, invalid, notFound } from '../../errors.js';
import { type CreditBureau, type CreditStatus } from '../../integrations/credit/credit-bureau.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Actor } from '../auth/actor.js';
import { requireCompanyAccess } from '../auth/company-access.js';
import { createPerson } from '../people/people.service.js';
import * as repo from './companies.repository.js';
import { detectImageType } from './image-type.js';

import type { ChangeContext } from '../../http/context.js';

export interface CompaniesServiceDeps {
  db: Db;
  /** null: credit checks are switched off on this server */
  creditBureau: CreditBureau | null;
  now?: () => Date;
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;

type CompanyRow = repo.CompanyRow;

/** The fields whose value differs, before and after, for the audit record and the history tab. */
function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const was = before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key];
    const now = after[key] instanceof Date ? (after[key] as Date).toISOString() : after[key];
    if (JSON.stringify(was ?? null) !== JSON.stringify(now ?? null)) {
      b[key] = was ?? null;
      a[key] = now ?? null;
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

/** '' means "no value" in a form; the database keeps null. Undefined stays undefined (not sent: unchanged). */
function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

const PROVIDER_IDS = PROVIDER_COMPANY_IDS as readonly number[];

function toSummary(row: repo.CompanySummaryRow): CompanySummary {
  return {
    companyId: row.id,
    companyUid: row.uid,
    legalName: row.legalName,
    tradingName: row.tradingName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    accountType: row.accountType,
    active: row.active,
    published: row.published,
    createDate: row.createdAt.getTime(),
  };
}

function toAddress(row: repo.DetailAddress): CompanyAddress {
  return {
    addressId: row.id,
    billing: row.isBilling,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
  };
}

/**
 * Company writes other modules need (partners creating or adopting managed accounts). They run in the caller's
 * transaction, which also records the audit entry.
 */
export function createManagedCompany(
  tx: DbOrTx,
  values: { legalName: string; parentCompanyId: number; country: string | null },
): Promise<repo.CompanyRow> {
  return repo.insertCompany(tx, { ...values, tradingName: values.legalName, accountType: 'MANAGED_ACCOUNT' });
}

export function placeCompanyUnderPartner(tx: DbOrTx, companyId: number, partnerId: number): Promise<repo.CompanyRow> {
  return repo.updateCompany(tx, companyId, { accountType: 'MANAGED_ACCOUNT', parentCompanyId: partnerId });
}

export function createCompaniesService({ db, creditBureau, now = () => new Date() }: CompaniesServiceDeps) {
  const today = () => now().toISOString().slice(0, 10);

  async function requireCompany(tx: DbOrTx, companyId: number, forUpdate = false): Promise<CompanyRow> {
    const row = forUpdate ? await repo.findCompanyForUpdate(tx, companyId) : await repo.findCompany(tx, companyId);
    if (!row) throw notFound();
    return row;
  }

  async function parentOf(tx: DbOrTx, row: CompanyRow): Promise<CompanyRow | null> {
    return row.parentCompanyId === null ? null : repo.findCompany(tx, row.parentCompanyId);
  }

  /** The account type at the top of the parent chain (guarded against cycles and very deep trees). */
  async function rootAccountType(tx: DbOrTx, row: CompanyRow): Promise<string> {
    let current = row;
    const seen = new Set<number>([row.id]);
    for (let depth = 0; depth < 10 && current.parentCompanyId !== null; depth++) {
      if (seen.has(current.parentCompanyId)) break;
      const parent = await repo.findCompany(tx, current.parentCompanyId);
      if (!parent) break;
      seen.add(parent.id);
      current = parent;
    }
    return current.accountType;
  }

  /** Settings a company inherits: the child defaults of the company above it. */
  async function inheritedSettings(tx: DbOrTx, row: CompanyRow): Promise<SettingValues> {
    if (row.parentCompanyId === null) return {};
    const parentConfig = await repo.findConfig(tx, row.parentCompanyId);
    return (parentConfig?.childDefaults as SettingValues | undefined) ?? {};
  }

  async function effectiveSettings(tx: DbOrTx, row: CompanyRow): Promise<SettingValues> {
    const config = await repo.findConfig(tx, row.id);
    return resolveSettingValues(
      row.accountType,
      (config?.companyOverrides as SettingValues | undefined) ?? {},
      await inheritedSettings(tx, row),
    );
  }

  async function managedSupportOf(tx: DbOrTx, row: CompanyRow): Promise<boolean> {
    return (await effectiveSettings(tx, row)).MANAGED_SUPPORT ?? false;
  }

  /**
   * A company's detail. Its parts come from one query (decision 0017): `extras` when the caller read them with the
   * row, otherwise read here by id (after a change, inside its transaction).
   */
  async function detail(tx: DbOrTx, row: CompanyRow, known?: repo.CompanyDetailExtras): Promise<CompanyDetail> {
    const extras = known ?? (await repo.findCompanyDetailExtras(tx, row.id));
    const { addresses, accountManager: manager, parentAccountType, hasLogo } = extras;
    const managedSupport =
      resolveSettingValues(
        row.accountType,
        (extras.companyOverrides as SettingValues | null) ?? {},
        // what inheritedSettings() reads: the child defaults of the company above, if any
        row.parentCompanyId === null ? {} : ((extras.inheritedDefaults as SettingValues | null) ?? {}),
      ).MANAGED_SUPPORT ?? false;
    const billing = addresses.find((a) => a.isBilling) ?? null;
    const physical = addresses.find((a) => !a.isBilling) ?? null;
    const context = { parentCompanyId: row.parentCompanyId, parentAccountType };
    return {
      ...toSummary(row),
      www: row.www,
      description: row.description,
      legalIdentifier: row.legalIdentifier,
      companyType: row.companyType,
      industry: row.industry,
      clientCategory: row.clientCategory,
      wholesaleAgreementDate: row.wholesaleAgreementDate,
      techSupportPhone: row.techSupportPhone,
      techSupportEmail: row.techSupportEmail,
      accountManager: manager
        ? {
            personId: manager.personId,
            personUid: manager.personUid,
            firstName: manager.firstName,
            lastName: manager.lastName,
            email: manager.email,
          }
        : null,
      globalPortPartner: row.globalPortPartner,
      partnerRegistrationDate: row.partnerRegistrationDate,
      commissionRateBp: row.commissionRateBp,
      channelPartner: row.channelPartner,
      parentCompanyId: row.parentCompanyId,
      parentAccountType,
      billingAddress: billing ? toAddress(billing) : null,
      physicalAddress: physical ? toAddress(physical) : null,
      creditCheckStatus: row.creditCheckStatus,
      creditCheckedAt: row.creditCheckedAt?.getTime() ?? null,
      managedSupport,
      hasLogo,
      accountTypeEditable: isAccountTypeEditable(row.accountType),
      accountTypeOptions: accountTypeOptions(row.accountType, context),
    };
  }

  async function requireProviderEmployee(tx: DbOrTx, personId: number) {
    const person = await repo.findPersonRef(tx, personId);
    if (!person || !person.active || !PROVIDER_IDS.includes(person.companyId))
      throw invalid(COMPANY_MESSAGES.accountManagerNotProvider);
  }

  return {
    // ------------------------------------------------------------------------------------------------------------
    // Search

    async search(query: {
      page: number;
      pageSize: number;
      search?: string;
      accountType?: string;
      active?: 'true' | 'false';
    }): Promise<Page<CompanySummary>> {
      const filters = {
        search: query.search,
        accountType: query.accountType,
        active: query.active === undefined ? undefined : query.active === 'true',
      };
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
      };
    },

    /** Every company matching the filters (not just one page), in the list's order, in batches for an export. */
    exportBatches(query: {
      search?: string;
      accountType?: string;
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
      const [total, rows] = await Promise.all([
        repo.countCompanies(db, filters),
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
      };
    },

    nameSearch(search: string, limit: number) {
      return repo.findCompanyNames(db, search, limit);
    },

    accountManagers() {
      return repo.findPeopleOfCompanies(db, PROVIDER_IDS);
    },

    // ------------------------------------------------------------------------------------------------------------
    // One company

    async get(actor: Actor, companyId: number): Promise<CompanyDetail> {
      requireCompanyAccess(actor, companyId);
      const found = await repo.findCompanyDetail(db, companyId);
      if (!found) throw notFound();
      return detail(db, found.row, found.extras);
    },

    async update(ctx: ChangeContext, input: CompanyUpdate): Promise<CompanyDetail> {
      const body = companyUpdateSchema.parse(input);
      requireCompanyAccess(ctx.actor, body.companyId, 'company_admin');
      return db.transaction(async (tx) => {
        const before = await requireCompany(tx, body.companyId, true);
        const next: Partial<repo.CompanyInsert> = {
          legalName: body.legalName,
          tradingName: blankToNull(body.tradingName),
          phone: blankToNull(body.phone),
          www: blankToNull(body.www),
          email: blankToNull(body.email),
          description: blankToNull(body.description),
          legalIdentifier: blankToNull(body.legalIdentifier),
          country: body.country,
          companyType: body.companyType,
          industry: blankToNull(body.industry),
          clientCategory: body.clientCategory,
          wholesaleAgreementDate: body.wholesaleAgreementDate,
          techSupportPhone: blankToNull(body.techSupportPhone),
          techSupportEmail: blankToNull(body.techSupportEmail),
          accountManagerId: body.accountManagerId,
          globalPortPartner: body.globalPortPartner,
          partnerRegistrationDate: body.partnerRegistrationDate,
        };
        for (const key of Object.keys(next) as (keyof typeof next)[]) if (next[key] === undefined) delete next[key];

        // Account manager, client category and the partner programme are the provider's to decide.
        if (!ctx.actor.isStaff) {
          const staffOnly = [
            'accountManagerId',
            'clientCategory',
            'wholesaleAgreementDate',
            'globalPortPartner',
            'partnerRegistrationDate',
          ] as const;
          const attempted = diff(
            before as unknown as Record<string, unknown>,
            Object.fromEntries(staffOnly.filter((k) => k in next).map((k) => [k, next[k]])),
          );
          if (attempted.changed) throw forbidden();
        }
        if (typeof next.accountManagerId === 'number' && next.accountManagerId !== before.accountManagerId)
          await requireProviderEmployee(tx, next.accountManagerId);

        const merged = { ...before, ...next };
        if (merged.clientCategory === 'WHOLESALE' && !merged.wholesaleAgreementDate)
          throw invalid(COMPANY_MESSAGES.wholesaleDateRequired);
        const supportErrors = techSupportErrors(before, merged, {
          accountType: before.accountType,
          managedSupport: await managedSupportOf(tx, before),
        });
        if (supportErrors.length > 0) throw invalid(supportErrors[0] as string, supportErrors);

        const change = diff(before as unknown as Record<string, unknown>, next as Record<string, unknown>);
        if (!change.changed) return detail(tx, before);
        const after = await repo.updateCompany(tx, before.id, next);
        await recordAudit(tx, {
          actor: ctx.actor,
          action: 'company.update',
          entityType: 'company',
          entityId: before.id,
          companyId: before.id,
          before: change.before,
          after: change.after,
          traceId: ctx.traceId,
        });
        return detail(tx, after);
      });
    },

    /** addressId 0 creates the company's billing or physical address (decision 0009); otherwise it updates one. */
    async saveAddress(
      ctx: ChangeContext,
      companyId: number,
      addressId: number,
      input: CompanyAddressInput,
    ): Promise<CompanyAddress> {
      const body = companyAddressInputSchema.parse(input);
      requireCompanyAccess(ctx.actor, companyId, 'company_admin');
      return db.transaction(async (tx) => {
        await requireCompany(tx, companyId, true);
        const kind = body.billing ? 'BILLING' : 'PHYSICAL';
        const values = {
          kind,
          isBilling: body.billing,
          address1: body.address1,
          address2: blankToNull(body.address2) ?? null,
          city: body.city,
          state: blankToNull(body.state) ?? null,
          postcode: blankToNull(body.postcode) ?? null,
          country: body.country,
        };
        const all = await repo.findAddresses(tx, companyId);
        let before: repo.AddressRow | null = null;
        if (addressId !== 0) {
          before = await repo.findAddressOfCompany(tx, companyId, addressId);
          if (!before) throw notFound();
        }
        if (all.some((a) => a.isBilling === body.billing && a.id !== before?.id))
          throw new AppError('conflict', COMPANY_MESSAGES.addressKindExists);
        const saved = before
          ? await repo.updateAddress(tx, before.id, values)
          : await repo.insertAddress(tx, { companyId, ...values });
        const change = diff(
          (before ? toAddress(before) : {}) as Record<string, unknown>,
          toAddress(saved) as unknown as Record<string, unknown>,
        );
        await recordAudit(tx, {
          actor: ctx.actor,
          action: before ? 'company.address.update' : 'company.address.create',
          entityType: 'company_address',
          entityId: saved.id,
          companyId,
          before: before ? change.before : null,
          after: change.after,
          traceId: ctx.traceId,
        });
        return toAddress(saved);
      });
    },

    async setActive(ctx: ChangeContext, companyId: number, active: boolean): Promise<CompanyDetail> {
      return setFlag(ctx, companyId, { active }, active ? 'company.activate' : 'company.deactivate');
    },

    async setPublished(ctx: ChangeContext, companyId: number, published: boolean): Promise<CompanyDetail> {
      return setFlag(ctx, companyId, { published }, published ? 'company.publish' : 'company.hide');
    },

    /** Soft delete: the row stays for history and billing, hidden from search and no longer active. */
    async remove(ctx: ChangeContext, companyId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await requireCompany(tx, companyId, true);
        if (PROVIDER_IDS.includes(before.id) || before.accountType === 'ADMIN')
          throw invalid(COMPANY_MESSAGES.providerNotDeletable);
        const deletedAt = now();
        await repo.updateCompany(tx, companyId, { deletedAt, active: false });
        await recordAudit(tx, {
          actor: ctx.actor,
          action: 'company.delete',
          entityType: 'company',
          entityId: companyId,
          companyId,
          before: { active: before.active, deletedAt: null },
          after: { active: false, deletedAt: deletedAt.toISOString() },
          traceId: ctx.traceId,
        });
      });
    },

    async uploadImage(
      ctx: ChangeContext,
      companyId: number,
      kind: string,
      name: string,
      file: { declaredType: string; data: Buffer },
    ) {
      requireCompanyAccess(ctx.actor, companyId, 'company_admin');
      const contentType = detectImageType(file.data, file.declaredType);
      if (!contentType) throw invalid(MESSAGES.logoImagesOnly);
      return db.transaction(async (tx) => {
        await requireCompany(tx, companyId, true);
        const previous = await repo.findImage(tx, companyId, name);
        const saved = await repo.replaceImage(tx, { companyId, name, kind, contentType, data: file.data });
        await recordAudit(tx, {
          actor: ctx.actor,
          action: 'company.image.replace',
          entityType: 'company_image',
          entityId: `${companyId}/${name}`,
          companyId,
          before: previous ? { contentType: previous.contentType, size: previous.data.length } : null,
          after: { contentType, size: file.data.length },
          traceId: ctx.traceId,
        });
        return { ...saved, size: file.data.length, uploadedAt: saved.uploadedAt.getTime() };
      });
    },

    async getImage(actor: Actor, companyId: number, name: string) {
      requireCompanyAccess(actor, companyId);
      await requireCompany(db, companyId);
      const image = await repo.findImage(db, companyId, name);
      if (!image) throw notFound();
      return image;
    },

    async creditCheck(ctx: ChangeContext, companyId: number): Promise<CreditCheckResult> {
      if (!creditBureau) throw new AppError('unavailable', COMPANY_MESSAGES.creditChecksOff);
      const company = await requireCompany(db, companyId);
      // The bureau is asked outside the transaction: a slow external call must not hold the row lock.
      const answer = await creditBureau.check({
        companyId,
        legalName: company.legalName,
        legalIdentifier: company.legalIdentifier,
        country: company.country,
      });
      const checkedAt = now();
      await db.transaction(async (tx) => {
        const before = await requireCompany(tx, companyId, true);
        await repo.updateCompany(tx, companyId, { creditCheckStatus: answer.status, creditCheckedAt: checkedAt });
        await recordAudit(tx, {
          actor: ctx.actor,
          action: 'company.creditCheck',
          entityType: 'company',
          entityId: companyId,
          companyId,
          before: {
            creditCheckStatus: before.creditCheckStatus,
            creditCheckedAt: before.creditCheckedAt?.toISOString() ?? null,
          },
          after: {
            creditCheckStatus: answer.status,
            creditCheckedAt: checkedAt.toISOString(),
            score: answer.score,
            reference: answer.reference,
            bureau: creditBureau.kind,
          },
          traceId: ctx.traceId,
        });
      });
      return {
        creditCheckStatus: answer.status as CreditStatus,
        creditCheckedAt: checkedAt.getTime(),
        score: answer.score,
        reference: answer.reference,
      };
    },

    // ------------------------------------------------------------------------------------------------------------
    // Registration

    async register(ctx: ChangeContext, input: CompanyRegistration) {
      const { companyDto, personDto } = companyRegistrationSchema.parse(input);
      if (sameEmail(companyDto.email, personDto.email)) throw invalid(MESSAGES.adminEmailSameAsCompany);
      return db.transaction(async (tx) => {
        const company = await repo.insertCompany(tx, {
          legalName: companyDto.legalName,
          tradingName: blankToNull(companyDto.tradingName) ?? null,
          email: companyDto.email,
          phone: companyDto.phone,
          www: blankToNull(companyDto.www) ?? null,
          description: blankToNull(companyDto.description) ?? null,
          legalIdentifier: blankToNull(companyDto.legalIdentifier) ?? null,
          country: companyDto.country,
          companyType: companyDto.companyType ?? null,
          industry: blankToNull(companyDto.industry) ?? null,
          clientCategory: companyDto.clientCategory ?? null,
          wholesaleAgreementDate: companyDto.wholesaleAgreementDate ?? null,
          accountType: 'DIRECT_CUSTOMER',
        });
        const person = await createPerson(tx, {
          companyId: company.id,
          username: personDto.username,
          email: personDto.email,
          firstName: personDto.firstName,
          lastName: personDto.lastName,
          positionName: ADMIN_CONTACT_POSITION,
          password: blankToNull(personDto.password) ?? null,
          phone: blankToNull(personDto.phone) ?? null,
          mobile: blankToNull(personDto.mobile) ?? null,
        });
        await recordAudit(tx, {
          actor: ctx.actor,
          action: 'company.register',
          entityType: 'company',
          entityId: company.id,
          companyId: company.id,
          before: null,
          after: {
            ...toSummary(company),
            createDate: company.createdAt.toISOString(),
            administrator: {
              personId: person.id,
              username: personDto.username,
              email: personDto.email,
              position: ADMIN_CONTACT_POSITION,
            },
          },
          traceId: ctx.traceId,
        });
        return { companyId: company.id, companyUid: company.uid, personId: person.id };
      });
    },

    // ------------------------------------------------------------------------------------------------------------
    // Account type and config settings

    async changeAccountType(ctx: ChangeContext, companyId: number, change: AccountTypeChange): Promise<CompanyDetail> {
      return db.transaction(async (tx) => {
        const before = await requireCompany(tx, companyId, true);
        const parent = await parentOf(tx, before);
        const error = accountTypeChangeError(
          before.accountType,
          change.accountType,
          { parentCompanyId: before.parentCompanyId, parentAccountType: parent?.accountType ?? null },
          change.confirmed ?? false,
        );
        if (error) throw invalid(error);
        const next: Partial<repo.CompanyInsert> = { accountType: change.accountType };
        if (change.accountType === 'PARTNER') {
          next.channelPartner = true;
          next.partnerRegistrationDate = before.partnerRegistrationDate ?? today();
        }
        const after = await repo.updateCompany(tx, companyId, next);
        const recorded = diff(before as unknown as Record<string, unknown>, next as Record<string, unknown>);
        await recordAudit(tx, {
          actor: ctx.actor,
          action: 'company.accountType',
          entityType: 'company',
          entityId: companyId,
          companyId,
          before: recorded.before,
          after: { ...recorded.after, confirmed: change.confirmed ?? false },
          traceId: ctx.traceId,
        });
        return detail(tx, after);
      });
    },

    async getConfigSettings(actor: Actor, companyId: number): Promise<CompanyConfigSettings> {
      requireCompanyAccess(actor, companyId);
      const company = await requireCompany(db, companyId);
      return configView(db, company);
    },

    async saveConfigSettings(
      ctx: ChangeContext,
      companyId: number,
      mode: 'create' | 'update',
      input: z.input<typeof companyConfigSettingsSaveSchema>,
    ): Promise<CompanyConfigSettings> {
      const body = companyConfigSettingsSaveSchema.parse(input);
      return db.transaction(async (tx) => {
        const company = await requireCompany(tx, companyId, true);
        const existing = await repo.findConfig(tx, companyId);
        if (mode === 'create' && existing) throw new AppError('conflict', COMPANY_MESSAGES.configExists);
        if (mode === 'update' && !existing) throw new AppError('not_found', COMPANY_MESSAGES.configMissing);
        const lock = { companyAccountType: company.accountType, recordExists: existing !== null };
        const storedOverrides = (existing?.companyOverrides as SettingValues | undefined) ?? {};
        const storedChildDefaults = (existing?.childDefaults as SettingValues | undefined) ?? {};
        const overrides = validateSettingValues(
          company.accountType,
          resolveSettingValues(company.accountType, storedOverrides, await inheritedSettings(tx, company)),
          body.companyOverrides,
          lock,
        );
        if ('error' in overrides) throw invalid(overrides.error);
        const childType = CHILD_ACCOUNT_TYPE[company.accountType as AccountType] ?? null;
        const childDefaults = validateSettingValues(childType, storedChildDefaults, body.childDefaults, lock);
        if ('error' in childDefaults) throw invalid(childDefaults.error);
        const values = { companyOverrides: overrides.values, childDefaults: childDefaults.values };
        if (existing) await repo.updateConfig(tx, companyId, values);
        else if (!(await repo.insertConfig(tx, { companyId, ...values })))
          throw new AppError('conflict', COMPANY_MESSAGES.configExists);
        await recordAudit(tx, {
          actor: ctx.actor,
          action: existing ? 'company.config.update' : 'company.config.create',
          entityType: 'company_config_settings',
          entityId: companyId,
          companyId,
          before: existing ? { companyOverrides: storedOverrides, childDefaults: storedChildDefaults } : null,
          after: values,
          traceId: ctx.traceId,
        });
        return configView(tx, company);
      });
    },

    // ------------------------------------------------------------------------------------------------------------
    // History

    async history(companyId: number, page: number, pageSize: number): Promise<Page<CompanyHistoryItem>> {
      // A deleted company's history stays readable for staff: it explains the deletion.
      const [total, rows] = await Promise.all([
        repo.countHistory(db, companyId),
        repo.findHistory(db, companyId, { limit: pageSize, offset: (page - 1) * pageSize }),
      ]);
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
              : {
                  personId: row.actorPersonId,
                  name:
                    `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim() ||
                    (row.actorUsername ?? `#${row.actorPersonId}`),
                },
          before: row.before,
          after: row.after,
        })),
        total,
        page,
        pageSize,
      };
    },
  };

  async function setFlag(
    ctx: ChangeContext,
    companyId: number,
    values: { active: boolean } | { published: boolean },
    action: string,
  ): Promise<CompanyDetail> {
    return db.transaction(async (tx) => {
      const before = await requireCompany(tx, companyId, true);
      const change = diff(before as unknown as Record<string, unknown>, values);
      if (!change.changed) return detail(tx, before);
      const after = await repo.updateCompany(tx, companyId, values);
      await recordAudit(tx, {
        actor: ctx.actor,
        action,
        entityType: 'company',
        entityId: companyId,
        companyId,
        before: change.before,
        after: change.after,
        traceId: ctx.traceId,
      });
      return detail(tx, after);
    });
  }

  async function configView(tx: DbOrTx, company: CompanyRow): Promise<CompanyConfigSettings> {
    const config = await repo.findConfig(tx, company.id);
    const lock = { companyAccountType: company.accountType, recordExists: config !== null };
    const overrides = resolveSettingValues(
      company.accountType,
      (config?.companyOverrides as SettingValues | undefined) ?? {},
      await inheritedSettings(tx, company),
    );
    const childType = CHILD_ACCOUNT_TYPE[company.accountType as AccountType] ?? null;
    const childDefaults = resolveSettingValues(childType, (config?.childDefaults as SettingValues | undefined) ?? {});
    return {
      companyId: company.id,
      companyUid: company.uid,
      accountType: company.accountType,
      rootAccountType: await rootAccountType(tx, company),
      recordExists: config !== null,
      companyOverrides: buildSettingGroups(company.accountType, overrides, lock),
      childAccountType: childType,
      childDefaults: buildSettingGroups(childType, childDefaults, lock),
    };
  }
}
