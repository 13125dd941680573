import type {
  CompanySupplies,
  CountrySpecificTaxFields,
  InvoiceEstimate,
  MarketTaxRules,
  Supply,
  SupplyInput,
} from '@portico/contract';
import {
  type FinanceOnboardingAnswer,
  financeQuestionsFor,
  firstSupplyError,
  identifierTypesFor,
  isEuCountry,
  normaliseFinanceOnboarding,
  SUPPLY_RULE_MESSAGES,
  type SupplierMarket,
  supplyDefaults,
  supplyDetailsHidden,
  supplyFieldErrors,
} from '@portico/domain';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, invalid, notFound } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { findPartnerPlace, type PartnerPlace } from '../partners/index.js';
import * as repo from './supplies.repository.js';
import type { SupplyServices } from './supply-services.js';
import { conflictOnDuplicate } from '../../db/sql-text.js';
import type { Actor } from '../../http/actor.js';
import { holds } from '../../http/company-access.js';

/** Company admins edit their company's supplies; financial users may read them; staff do everything. */
const canRead = (actor: Actor, companyId: number) =>
  holds(actor, companyId, 'company_admin') || holds(actor, companyId, 'financials');
const canEdit = (actor: Actor, companyId: number) => holds(actor, companyId, 'company_admin');

/** A supplier's row is its market (the row's company is the supplier). */
function toMarket({ companyId, ...market }: repo.SupplierRow): SupplierMarket {
  return { supplierId: companyId, ...market };
}

function asAnswers(value: unknown): FinanceOnboardingAnswer[] {
  return Array.isArray(value)
    ? value.filter(
        (a): a is FinanceOnboardingAnswer =>
          typeof a === 'object' && a !== null && typeof a.question === 'string' && typeof a.response === 'string',
      )
    : [];
}

export function toSupplyDto(row: repo.SupplyWithSupplier): Supply {
  return {
    id: row.id,
    firstPartyId: row.companyId,
    supplierId: row.supplierId,
    wellKnownSupplier: row.wellKnownSupplier,
    market: row.market,
    companyLegalName: row.companyLegalName,
    companyLegalIdentifier: row.companyLegalIdentifier,
    companyLegalIdentifierType: row.companyLegalIdentifierType,
    companyTradingName: row.companyTradingName,
    web: row.web,
    billingContactName: row.billingContactName,
    billingContactEmail: row.billingContactEmail,
    billingContactPhone: row.billingContactPhone,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    country: row.country,
    postcode: row.postcode,
    spendingLimitCents: row.spendingLimitCents,
    attachInvoiceToEmail: row.attachInvoiceToEmail,
    notifyZeroInvoice: row.notifyZeroInvoice,
    paymentTermInDays: row.paymentTermInDays,
    taxNumber: row.taxNumber,
    taxRateBp: row.taxRateBp,
    currencyEnum: row.currency,
    financeOnboarding: asAnswers(row.financeOnboarding),
    countrySpecificTaxFields: (row.countrySpecificTaxFields as CountrySpecificTaxFields | null) ?? null,
    updatedAt: row.updatedAt.getTime(),
  };
}

const blank = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function createSuppliesService({
  db,
  services,
  now,
  testClocks,
}: {
  db: Db;
  services: SupplyServices;
  now: () => Date;
  /** billing's test clocks are on (demo mode, decision 0089) */
  testClocks: boolean;
}) {
  /** The company with its place among partners, which decides whether its customers see its supplies. */
  async function requireCompany(companyId: number) {
    const company = await findPartnerPlace(db, companyId);
    if (!company) throw notFound();
    return company;
  }

  /** Customers of a managed company (or one under a distributor root) neither see nor change its supplies. */
  function isHiddenFor(actor: Actor, company: PartnerPlace): boolean {
    return !actor.isStaff && supplyDetailsHidden(company);
  }

  async function requireWritable(actor: Actor, companyId: number) {
    const company = await requireCompany(companyId);
    if (!canEdit(actor, companyId)) throw forbidden();
    if (isHiddenFor(actor, company)) throw new AppError('forbidden', SUPPLY_RULE_MESSAGES.supplyHidden);
    return company;
  }

  async function requireMarket(supplierId: number): Promise<SupplierMarket> {
    const supplier = await repo.findSupplier(db, supplierId);
    if (!supplier)
      throw invalid(SUPPLY_RULE_MESSAGES.unknownMarket, { supplierId: SUPPLY_RULE_MESSAGES.unknownMarket });
    return toMarket(supplier);
  }

  /**
   * The row to store from the form's input: rules checked, defaults of the market filled in. Commercial terms
   * (tax rate, currency, payment term, spending limit) come from staff only; a customer keeps what is stored,
   * or the market's defaults on a new supply.
   */
  function buildValues(
    actor: Actor,
    market: SupplierMarket,
    input: SupplyInput,
    existing: repo.SupplyRow | null,
  ): Omit<repo.NewSupplyRow, 'companyId' | 'supplierId'> {
    const errors = supplyFieldErrors(market, input);
    const problem = firstSupplyError(errors);
    if (problem) throw invalid(problem, errors);

    const defaults = supplyDefaults(market);
    const commercial = actor.isStaff
      ? {
          taxRateBp: input.taxRateBp ?? existing?.taxRateBp ?? defaults.taxRateBp,
          currency: input.currencyEnum ?? existing?.currency ?? defaults.currency,
          paymentTermInDays: input.paymentTermInDays ?? existing?.paymentTermInDays ?? defaults.paymentTermInDays,
          spendingLimitCents:
            input.spendingLimitCents === undefined ? (existing?.spendingLimitCents ?? null) : input.spendingLimitCents,
        }
      : {
          taxRateBp: existing?.taxRateBp ?? defaults.taxRateBp,
          currency: existing?.currency ?? defaults.currency,
          paymentTermInDays: existing?.paymentTermInDays ?? defaults.paymentTermInDays,
          spendingLimitCents: existing?.spendingLimitCents ?? null,
        };

    const isMexico = market.countryCode === 'MX';
    const mexico = input.countrySpecificTaxFields;
    return {
      companyLegalName: input.companyLegalName.trim(),
      companyLegalIdentifier: blank(input.companyLegalIdentifier),
      companyLegalIdentifierType: blank(input.companyLegalIdentifierType) ?? defaults.companyLegalIdentifierType,
      companyTradingName: blank(input.companyTradingName),
      web: blank(input.web),
      billingContactName: blank(input.billingContactName),
      billingContactEmail: input.billingContactEmail.trim(),
      billingContactPhone: blank(input.billingContactPhone),
      address1: blank(input.address1),
      address2: blank(input.address2),
      city: blank(input.city),
      state: blank(input.state),
      country: blank(input.country),
      postcode: blank(input.postcode),
      attachInvoiceToEmail:
        input.attachInvoiceToEmail ?? existing?.attachInvoiceToEmail ?? defaults.attachInvoiceToEmail,
      notifyZeroInvoice: input.notifyZeroInvoice ?? existing?.notifyZeroInvoice ?? defaults.notifyZeroInvoice,
      taxNumber: blank(input.taxNumber),
      financeOnboarding: normaliseFinanceOnboarding(
        market,
        input.financeOnboarding ?? (existing ? asAnswers(existing.financeOnboarding) : null),
      ),
      countrySpecificTaxFields:
        isMexico && mexico
          ? {
              companyTypeMexico: blank(mexico.companyTypeMexico),
              taxRegimeCodeMexico: blank(mexico.taxRegimeCodeMexico),
              satPurposeMexico: blank(mexico.satPurposeMexico),
              rfcMexico: blank(mexico.rfcMexico),
            }
          : null,
      ...commercial,
    };
  }

  return {
    async listMarkets(): Promise<MarketTaxRules[]> {
      const rows = await repo.listSuppliers(db);
      return rows.map((row) => {
        const market = toMarket(row);
        const { identifierType, ...fields } = market;
        return {
          ...fields,
          defaultIdentifierType: identifierType,
          identifierTypes: identifierTypesFor(market),
          isEu: isEuCountry(market.countryCode),
          financeQuestions: financeQuestionsFor(market),
        };
      });
    },

    async listCompanySupplies(actor: Actor, companyId: number): Promise<CompanySupplies> {
      const company = await requireCompany(companyId);
      if (!canRead(actor, companyId)) throw forbidden();
      const hidden = isHiddenFor(actor, company);
      const [items, priced, suppliers] = hidden
        ? [[], [], []]
        : await Promise.all([
            repo.listSupplies(db, companyId),
            services.pricedMarketsOf(db, companyId),
            repo.listSuppliers(db),
          ]);
      return {
        companyId,
        companyName: company.legalName,
        detailsHidden: hidden,
        notice: hidden ? SUPPLY_RULE_MESSAGES.supplyHidden : null,
        canEdit: !hidden && canEdit(actor, companyId),
        canEditCommercial: actor.isStaff,
        items: items.map(toSupplyDto),
        pricedMarkets: priced.map((m) => ({
          ...m,
          market: suppliers.find((s) => s.companyId === m.supplierId)?.market ?? `Supplier ${m.supplierId}`,
        })),
      };
    },

    async createSupply(ctx: ChangeContext, companyId: number, input: SupplyInput): Promise<Supply> {
      const { actor } = ctx;
      await requireWritable(actor, companyId);
      const market = await requireMarket(input.supplierId);
      if (await repo.findSupplyBySupplier(db, companyId, market.supplierId)) {
        throw new AppError('conflict', SUPPLY_RULE_MESSAGES.marketTaken);
      }
      const values = buildValues(actor, market, input, null);
      // Two saves racing for the same market: the unique index decides, and the loser hears why.
      return conflictOnDuplicate(SUPPLY_RULE_MESSAGES.marketTaken, () =>
        inChange(db, ctx, async ({ tx, audit }) => {
          const row = await repo.insertSupply(tx, { ...values, companyId, supplierId: market.supplierId });
          const saved = await repo.findSupply(tx, companyId, row.id);
          if (!saved) throw new Error('supply vanished after insert');
          const dto = toSupplyDto(saved);
          await audit({ action: 'supply.created', entityType: 'supply', entityId: row.id, companyId, after: dto });
          return dto;
        }),
      );
    },

    async updateSupply(ctx: ChangeContext, companyId: number, supplyId: number, input: SupplyInput): Promise<Supply> {
      const { actor } = ctx;
      await requireWritable(actor, companyId);
      const existing = await repo.findSupply(db, companyId, supplyId);
      if (!existing) throw notFound();
      if (input.supplierId !== existing.supplierId) {
        throw invalid(SUPPLY_RULE_MESSAGES.marketChange, { supplierId: SUPPLY_RULE_MESSAGES.marketChange });
      }
      const market = await requireMarket(existing.supplierId);
      const values = buildValues(actor, market, input, existing);
      return inChange(db, ctx, async ({ tx, audit }) => {
        await repo.updateSupply(tx, supplyId, values);
        const saved = await repo.findSupply(tx, companyId, supplyId);
        if (!saved) throw notFound();
        const dto = toSupplyDto(saved);
        await audit({
          action: 'supply.updated',
          entityType: 'supply',
          entityId: supplyId,
          companyId,
          before: toSupplyDto(existing),
          after: dto,
        });
        return dto;
      });
    },

    async deleteSupply(ctx: ChangeContext, companyId: number, supplyId: number): Promise<void> {
      await requireCompany(companyId);
      if (!ctx.actor.isStaff) throw forbidden();
      await inChange(db, ctx, async ({ tx, audit }) => {
        const existing = await repo.findSupply(tx, companyId, supplyId);
        if (!existing) throw notFound();
        await repo.deleteSupply(tx, supplyId);
        await audit({
          action: 'supply.deleted',
          entityType: 'supply',
          entityId: supplyId,
          companyId,
          before: toSupplyDto(existing),
        });
      });
    },

    /**
     * The next invoice as the next bill run would make it (decision 0085), from billing; honest when there is
     * nothing to bill or no exchange rate to bill it in.
     */
    async invoiceEstimate(actor: Actor, companyId: number, supplierId: number): Promise<InvoiceEstimate> {
      const company = await requireCompany(companyId);
      if (!canRead(actor, companyId)) throw forbidden();
      if (isHiddenFor(actor, company)) throw new AppError('forbidden', SUPPLY_RULE_MESSAGES.supplyHidden);
      const supply = await repo.findSupplyBySupplier(db, companyId, supplierId);
      if (!supply) throw notFound();
      const none = { periodStart: null, periodEnd: null, netCents: null, taxCents: null, amountCents: null };
      let next: Awaited<ReturnType<SupplyServices['nextInvoiceOf']>>;
      try {
        next = await services.nextInvoiceOf(db, companyId, supplierId, { now: now(), testClocks });
      } catch {
        return {
          companyId,
          supplierId,
          currency: supply.currency,
          estimateAvailable: false,
          ...none,
          reason: SUPPLY_RULE_MESSAGES.noEstimateRate,
        };
      }
      if (!next)
        return {
          companyId,
          supplierId,
          currency: supply.currency,
          estimateAvailable: false,
          ...none,
          reason: SUPPLY_RULE_MESSAGES.nothingToBill,
        };
      return {
        companyId,
        supplierId,
        currency: next.currency,
        estimateAvailable: true,
        periodStart: next.periodStart,
        periodEnd: next.periodEnd,
        netCents: next.net,
        taxCents: next.tax,
        amountCents: next.total,
        reason: null,
      };
    },
  };
}
