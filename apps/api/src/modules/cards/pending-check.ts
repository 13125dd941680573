import { CardProviderError } from '../../integrations/cards/card-provider.js';
import type { ChangeActor } from '../audit/index.js';
import type { CardsDeps } from './cards-deps.js';
import * as repo from './cards.repository.js';
import { resolveCardPayment } from './resolve-payment.js';
import { chargeRegisteredCard } from './token-payments.js';

/** A hosted page nobody completed within this long is closed as not completed (no money moved). */
export const ABANDONED_AFTER_MS = 24 * 3_600_000;
export const NOT_COMPLETED = 'The card page was not completed.';
const CHECKS_PER_RUN = 1_000;

/**
 * Asks the provider again about PENDING card payments older than `olderThanSeconds` (one whose asking failed
 * waits a minute, `checkedAt`): a hosted page by its access code, a token charge by its reference — one the provider never received
 * is charged now, under the same reference. What the provider answers is recorded (`resolveCardPayment`); a
 * failure leaves the payment PENDING for the next check.
 */
export async function checkPendingPayments(
  deps: CardsDeps,
  who: ChangeActor,
  olderThanSeconds: number,
): Promise<{ checked: number; resolved: number }> {
  const provider = deps.provider;
  if (!provider) return { checked: 0, resolved: 0 };
  const now = deps.now();
  const pending = await repo.findPendingToCheck(
    deps.db,
    new Date(now.getTime() - olderThanSeconds * 1000),
    new Date(now.getTime() - Math.min(olderThanSeconds, 60) * 1000),
    CHECKS_PER_RUN,
  );
  let resolved = 0;
  for (const row of pending) {
    try {
      let after: repo.CardPaymentRow;
      if (row.accessCode !== null) {
        const result = await provider.result(row.accessCode);
        const abandoned = result.status === 'PENDING' && now.getTime() - row.createdAt.getTime() > ABANDONED_AFTER_MS;
        after = await resolveCardPayment(
          deps.db,
          who,
          row.id,
          abandoned ? { ...result, status: 'DECLINED', reason: NOT_COMPLETED } : result,
          now,
        );
      } else {
        const result = await provider.findCharge(row.reference);
        after = result
          ? await resolveCardPayment(deps.db, who, row.id, result, now)
          : await chargeRegisteredCard(deps, who, row);
      }
      if (after.status !== 'PENDING') resolved += 1;
      if (after.runRowId !== null && after.status !== 'PENDING') {
        await repo.saveRunRow(deps.db, after.runRowId, { status: after.status, reason: after.reason });
        const runRow = await repo.findRunRow(deps.db, after.runRowId);
        if (runRow) await repo.refreshRunProgress(deps.db, runRow.runId);
      }
    } catch (error) {
      if (!(error instanceof CardProviderError)) throw error;
      await repo.saveCardPayment(deps.db, row.id, { checkedAt: now });
      await repo.recordFailure(deps.db, {
        operation: 'pendingCheck',
        companyId: row.companyId,
        cardPaymentId: row.id,
        accessCode: row.accessCode,
        message: error.message,
      });
    }
  }
  return { checked: pending.length, resolved };
}
