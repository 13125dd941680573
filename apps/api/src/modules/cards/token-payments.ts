import { randomUUID } from 'node:crypto';
import { CARD_MESSAGES, supplierById } from '@portico/domain';
import type { CardResult } from '@portico/contract';
import { AppError, invalid } from '../../errors.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import type { ChangeContext } from '../../http/context.js';
import { requestHash } from '../../http/idempotency.js';
import { CardProviderError } from '../../integrations/cards/card-provider.js';
import type { ChangeActor } from '../audit/index.js';
import { findSupplyCurrency } from '../supplies/index.js';
import type { CardsDeps } from './cards-deps.js';
import * as repo from './cards.repository.js';
import { requireProvider, resultView, supplyOf } from './hosted-pages.js';
import { resolveCardPayment } from './resolve-payment.js';

export interface CardCharge {
  companyId: number;
  supplierId: number;
  currency: string;
  amountCents: number;
  personId: number | null;
  runRowId: number | null;
  /** our reference at the provider: one charge per reference */
  reference: string;
}

/**
 * Charges the company's registered card (decision 0091): the PENDING row is written (and committed) before the
 * provider is asked, under a reference the provider charges once. A provider that times out leaves it PENDING —
 * recorded for staff and asked again by the pending check, never lost; one that refuses the call leaves it ERROR.
 */
export async function chargeRegisteredCard(
  deps: CardsDeps,
  who: ChangeActor,
  row: repo.CardPaymentRow,
): Promise<repo.CardPaymentRow> {
  const provider = requireProvider(deps);
  const card = await repo.findActiveCard(deps.db, row.companyId);
  if (!card)
    return resolveCardPayment(
      deps.db,
      who,
      row.id,
      { status: 'ERROR', reason: CARD_MESSAGES.noRegisteredCard },
      deps.now(),
    );
  try {
    const result = await provider.chargeToken({
      tokenCustomerId: card.tokenCustomerId,
      amountCents: row.amountCents,
      currency: row.currency,
      reference: row.reference,
    });
    return await resolveCardPayment(deps.db, who, row.id, result, deps.now());
  } catch (error) {
    if (!(error instanceof CardProviderError)) throw error;
    await repo.recordFailure(deps.db, {
      operation: 'tokenPayment',
      companyId: row.companyId,
      cardPaymentId: row.id,
      message: error.message,
    });
    if (error.uncertain) return (await repo.findCardPayment(deps.db, row.id)) ?? row;
    return resolveCardPayment(deps.db, who, row.id, { status: 'ERROR', reason: error.message }, deps.now());
  }
}

/** A new PENDING token charge's row. */
export function newTokenCharge(charge: CardCharge) {
  return {
    companyId: charge.companyId,
    personId: charge.personId,
    supplierId: charge.supplierId,
    action: 'TokenPayment',
    amountCents: charge.amountCents,
    currency: charge.currency,
    reference: charge.reference,
    runRowId: charge.runRowId,
  } as const;
}

export function tokenPayments(deps: CardsDeps) {
  return {
    /**
     * `POST /secure/tokenpayment` {companyId, amountInCents}: the registered card charged once per Idempotency-Key
     * (decisions 0039, 0091): the key is claimed with the payment's row (unique per company) before the provider is
     * asked, so the same request sent again — or a hundred at once — charges once and records one transaction; the
     * key sent with another request is refused (422).
     */
    async tokenPayment(
      who: ChangeContext,
      input: { companyId: number; amountInCents: number; supplierId?: number },
      key: () => string,
    ): Promise<CardResult> {
      requireCompanyAccess(who.actor, input.companyId, 'financials');
      requireProvider(deps);
      const idempotencyKey = key();
      const card = await repo.findActiveCard(deps.db, input.companyId);
      if (!card) throw invalid(CARD_MESSAGES.noRegisteredCard);
      let supply: { supplierId: number; currency: string };
      if (input.supplierId !== undefined) {
        const currency = supplierById(input.supplierId)
          ? await findSupplyCurrency(deps.db, input.companyId, input.supplierId)
          : null;
        if (!currency) throw invalid(CARD_MESSAGES.noSupply);
        supply = { supplierId: input.supplierId, currency };
      } else supply = await supplyOf(deps, input.companyId, undefined);
      const hash = requestHash('cards.tokenPayment', { ...input, supplierId: supply.supplierId });
      const claimed = await repo.keyedTokenPayments.claim(deps.db, {
        ...newTokenCharge({
          companyId: input.companyId,
          supplierId: supply.supplierId,
          currency: supply.currency,
          amountCents: input.amountInCents,
          personId: who.actor.personId,
          runRowId: null,
          reference: `TP-${randomUUID()}`,
        }),
        idempotencyKey,
        requestHash: hash,
      });
      if (claimed === null) {
        const first = await repo.keyedTokenPayments.find(deps.db, input.companyId, idempotencyKey);
        if (!first || first.requestHash !== hash)
          throw new AppError('idempotency_mismatch', CARD_MESSAGES.idempotencyKeyReused);
        return resultView(first);
      }
      const row = await repo.findCardPayment(deps.db, claimed);
      if (!row) throw new Error('token payment vanished');
      return resultView(await chargeRegisteredCard(deps, who, row));
    },
  };
}
