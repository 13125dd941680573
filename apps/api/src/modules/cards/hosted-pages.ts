import { randomUUID } from 'node:crypto';
import {
  CARD_MESSAGES,
  type CardAction,
  isCardAmount,
  paymentResultMessage,
  portalReturnUrl,
  registrationResultMessage,
  SUPPLIERS,
} from '@portico/domain';
import type { CardResult } from '@portico/contract';
import { AppError, invalid } from '../../errors.js';
import { holds, requireCompanyAccess } from '../../http/company-access.js';
import type { ChangeContext } from '../../http/context.js';
import {
  type CardProvider,
  CardProviderError,
  SIMULATED_ACCESS_CODE_PREFIX,
} from '../../integrations/cards/card-provider.js';
import { findSupplyCurrency } from '../supplies/index.js';
import type { CardsDeps } from './cards-deps.js';
import * as repo from './cards.repository.js';
import { cardPaymentView } from './card-views.js';
import { companyBalance, companyBalances, latestInvoicedSupplier } from './payments-port.js';
import { resolveCardPayment } from './resolve-payment.js';

/** The provider, or 503 when card payments are off (production without a configured adapter). */
export function requireProvider(deps: CardsDeps): CardProvider {
  if (!deps.provider) throw new AppError('unavailable', CARD_MESSAGES.providerUnavailable);
  return deps.provider;
}

/**
 * The supplier a company pays and in which currency: the market's (its country code; the supply's currency, else
 * the market's), or else its first supply, or else the first supplier it owes or holds credit with (payments'
 * balances). Refused when none.
 */
export async function supplyOf(
  deps: CardsDeps,
  companyId: number,
  countryCode: string | undefined,
): Promise<{ supplierId: number; currency: string }> {
  if (countryCode) {
    const market = SUPPLIERS.find((s) => s.countryCode === countryCode);
    if (!market) throw invalid(CARD_MESSAGES.noSupply);
    const currency = await findSupplyCurrency(deps.db, companyId, market.supplierId);
    return { supplierId: market.supplierId, currency: currency ?? market.currency };
  }
  for (const supplier of SUPPLIERS) {
    const currency = await findSupplyCurrency(deps.db, companyId, supplier.supplierId);
    if (currency) return { supplierId: supplier.supplierId, currency };
  }
  const [owed] = await companyBalances(deps.db, companyId, null, deps.now());
  if (owed) return { supplierId: owed.supplierId, currency: owed.currency };
  // nothing owed and no supply: a payment in advance goes where the company was last invoiced
  const invoiced = await latestInvoicedSupplier(deps.db, companyId);
  if (invoiced) return invoiced;
  throw invalid(CARD_MESSAGES.noSupply);
}

/**
 * `GET /accesscode` (decision 0091): a hosted page for the company. The return address must be a page of this
 * portal (no open redirect). A payment's amount is the one asked (1 to 2147483647 cents) or the company's balance;
 * a registration's is 0. The row is written PENDING first, so the page's result always has a row to land on; the
 * provider failing, or answering 'Error getting access code', is §8's message (503) and the row is left ERROR.
 */
export function hostedPages(deps: CardsDeps) {
  return {
    async accessCode(
      who: ChangeContext,
      input: {
        companyId: number;
        countryCode?: string;
        method: CardAction;
        amountInCents?: number;
        redirectUrl: string;
      },
    ) {
      requireCompanyAccess(who.actor, input.companyId, 'financials');
      const returnUrl = portalReturnUrl(input.redirectUrl, deps.config.publicUrl);
      if (returnUrl === null) throw invalid(CARD_MESSAGES.invalidRedirect);
      const provider = requireProvider(deps);
      const supply = await supplyOf(deps, input.companyId, input.countryCode);
      let amountCents = 0;
      if (input.method === 'ProcessPayment') {
        amountCents =
          input.amountInCents ??
          (await companyBalance(deps.db, input.companyId, supply.supplierId, deps.now())).balance;
        if (!isCardAmount(amountCents)) throw invalid(CARD_MESSAGES.invalidAmount);
      }
      const reference = `CP-${randomUUID()}`;
      let answer;
      try {
        answer = await provider.createAccessCode({
          action: input.method,
          amountCents,
          currency: supply.currency,
          customerReference: String(input.companyId),
          invoiceReference: reference,
          returnUrl,
        });
      } catch (error) {
        if (!(error instanceof CardProviderError)) throw error;
        await repo.recordFailure(deps.db, {
          operation: 'accessCode',
          companyId: input.companyId,
          message: error.message,
        });
        throw new AppError('unavailable', CARD_MESSAGES.providerUnavailable);
      }
      const row = await repo.insertCardPayment(deps.db, {
        companyId: input.companyId,
        personId: who.actor.personId,
        supplierId: supply.supplierId,
        action: input.method,
        amountCents,
        currency: supply.currency,
        accessCode: answer.accessCode,
        reference,
        returnUrl,
      });
      return { accessCode: answer.accessCode, formUrl: answer.formUrl, cardPaymentId: row.id };
    },

    /**
     * `POST /paymenttoken`, `/secure/paymenttoken`, `/paymentstatus`: a hosted page's result by its access code.
     * Only the company's own people (or staff) may confirm it — anyone else is told there is no such code. The
     * provider is asked while the row is PENDING; its failure is swallowed (admin console §8): recorded for staff,
     * the payment left PENDING for the pending check, and the answer says it is still being processed.
     */
    async confirm(who: ChangeContext, accessCode: string): Promise<CardResult> {
      const row = await repo.findCardPaymentByAccessCode(deps.db, accessCode);
      if (!row || !holds(who.actor, row.companyId, 'financials'))
        throw new AppError('not_found', CARD_MESSAGES.noAccessCode);
      if (deps.config.mode === 'production' && accessCode.startsWith(SIMULATED_ACCESS_CODE_PREFIX))
        throw invalid(CARD_MESSAGES.simulatedNotTrusted);
      let current = row;
      if (row.status === 'PENDING') {
        const provider = requireProvider(deps);
        try {
          const result = await provider.result(accessCode);
          current = await resolveCardPayment(deps.db, who, row.id, result, deps.now());
        } catch (error) {
          if (!(error instanceof CardProviderError)) throw error;
          await repo.recordFailure(deps.db, {
            operation: row.action === 'TokenRegistration' ? 'registration' : 'paymentStatus',
            companyId: row.companyId,
            cardPaymentId: row.id,
            accessCode,
            message: error.message,
          });
        }
      }
      return resultView(current);
    },
  };
}

/** A card payment with the result page's words (§8). */
export function resultView(row: repo.CardPaymentRow): CardResult {
  const view = cardPaymentView(row);
  const message =
    row.action === 'TokenRegistration'
      ? registrationResultMessage(view.status)
      : paymentResultMessage(view.status, row.reason);
  return { ...view, message };
}
