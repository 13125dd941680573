import { CARD_MESSAGES, directDebitRefusal, supplierById } from '@portico/domain';
import type { CcRegistered } from '@portico/contract';
import { invalid, requireValid } from '../../errors.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import type { Actor } from '../../http/actor.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { findCompanies } from '../companies/index.js';
import { composeUseCases } from '../define-module.js';
import { findSupplyCurrency, suppliesWithSupplier } from '../supplies/index.js';
import { cardPaymentView, failureView, registeredCardView, runRowView, runView } from './card-views.js';
import type { CardsDeps } from './cards-deps.js';
import * as repo from './cards.repository.js';
import { hostedPages } from './hosted-pages.js';
import { companyBalance } from './payments-port.js';
import { tokenPayments } from './token-payments.js';

/** A company's cards, card payments and direct debit; staff's lists of runs, registered cards and failures. */
function cardReads(deps: CardsDeps) {
  return {
    async registeredCards(actor: Actor, companyId: number) {
      requireCompanyAccess(actor, companyId, 'financials');
      return (await repo.findCompanyCards(deps.db, companyId)).map(registeredCardView);
    },
    async cardPayments(actor: Actor, companyId: number) {
      requireCompanyAccess(actor, companyId, 'financials');
      return (await repo.findCompanyCardPayments(deps.db, companyId)).map(cardPaymentView);
    },
    async runs(kind: string | undefined) {
      return (await repo.findRuns(deps.db, kind)).map(runView);
    },
    async runRows(runId: number) {
      return (await repo.findRunRows(deps.db, runId)).map(runRowView);
    },
    async failures() {
      return (await repo.findFailures(deps.db)).map(failureView);
    },
    /** `GET /secure/party/supplierId/{id}/ccregistered`: the supplier's companies with an active card and balance. */
    async ccRegistered(supplierId: number): Promise<CcRegistered[]> {
      const cards = await repo.findActiveCards(deps.db, null);
      const supplied = await suppliesWithSupplier(
        deps.db,
        cards.map((c) => c.companyId),
        supplierId,
      );
      const suppliedIds = new Set(supplied.map((s) => s.companyId));
      const names = new Map((await findCompanies(deps.db, [...suppliedIds])).map((c) => [c.id, c.name] as const));
      const out: CcRegistered[] = [];
      for (const card of cards) {
        if (!suppliedIds.has(card.companyId)) continue;
        const balance = await companyBalance(deps.db, card.companyId, supplierId, deps.now());
        out.push({
          companyId: card.companyId,
          companyName: names.get(card.companyId) ?? String(card.companyId),
          maskedNumber: card.maskedNumber,
          currency: balance.currency,
          balanceCents: balance.balance,
        });
      }
      return out;
    },
    async directDebit(actor: Actor, companyId: number) {
      requireCompanyAccess(actor, companyId, 'financials');
      const mandate = await repo.findMandate(deps.db, companyId);
      return mandate ? mandateView(mandate) : null;
    },
    async directDebitLastRun(actor: Actor, companyId: number) {
      requireCompanyAccess(actor, companyId, 'financials');
      const last = await repo.findLastDirectDebit(deps.db, companyId);
      return last
        ? {
            runId: last.runId,
            at: last.at.getTime(),
            status: last.status as 'APPROVED',
            amountCents: last.amountCents,
            reason: last.reason,
          }
        : null;
    },
  };
}

const mandateView = (m: repo.MandateRow) => ({
  companyId: m.companyId,
  supplierId: m.supplierId,
  enabled: m.enabled,
  dayOfMonth: m.dayOfMonth,
  maxAmountCents: m.maxAmountCents,
});

function directDebits(deps: CardsDeps) {
  return {
    /** `POST /v2/stripe/directDebit`: a company's mandate with a supplier it is supplied by (decision 0091). */
    async saveDirectDebit(
      who: ChangeContext,
      input: {
        companyId: number;
        supplierId: number;
        enabled: boolean;
        dayOfMonth: number;
        maxAmountCents: number | null;
      },
    ) {
      requireCompanyAccess(who.actor, input.companyId, 'financials');
      requireValid(directDebitRefusal(input));
      const supplied = supplierById(input.supplierId)
        ? await findSupplyCurrency(deps.db, input.companyId, input.supplierId)
        : null;
      if (!supplied) throw invalid(CARD_MESSAGES.noSupply);
      return inChange(deps.db, who, async ({ tx, audit }) => {
        const before = await repo.findMandate(tx, input.companyId, input.supplierId);
        const saved = await repo.saveMandate(tx, { ...input, updatedBy: who.actor.personId });
        await audit({
          action: 'card.directDebit.saved',
          entityType: 'directDebitMandate',
          entityId: saved.id,
          companyId: saved.companyId,
          before: before ? mandateView(before) : null,
          after: mandateView(saved),
        });
        return mandateView(saved);
      });
    },
  };
}

export function createCardsService(deps: CardsDeps) {
  return composeUseCases(deps, [hostedPages, tokenPayments, cardReads, directDebits] as const);
}
