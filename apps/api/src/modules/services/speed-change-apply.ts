import { isoDateOf } from '@portico/domain';
import type { inChange } from '../audit/index.js';
import { recordBillingEvent } from './billing-events.js';
import { auditService } from './service-audit.js';
import { recordPriceChanges } from './service-prices.repository.js';
import type { SpeedChangePlan } from './speed-change-plan.js';
import { setRateLimit } from './service-changes.repository.js';
import type * as repo from './services.repository.js';

/** What a change's work receives from `inChange`: its transaction and its audit. */
type Change = Parameters<Parameters<typeof inChange>[2]>[0];

/**
 * Applies a speed change inside the caller's change (the service row locked by `changeableService`): the VXC's rate
 * limit (its column and its resources), the dated billing event — with the new monthly price when the price moves,
 * then also the price in force — and the audit record, all in one transaction.
 */
export async function applySpeedChange(
  change: Change,
  service: repo.ServiceRow,
  plan: Pick<SpeedChangePlan, 'speed' | 'currentSpeed' | 'priceChanges' | 'newMonthly' | 'currentMonthly' | 'currency'>,
  at: Date,
  requestId: number | null = null,
): Promise<void> {
  const { tx, audit } = change;
  // its column and every resource of its components that carries the rate (its `rate_limit`, the order's `vll`)
  await setRateLimit(tx, [service.id], plan.speed);
  await recordBillingEvent(tx, {
    serviceId: service.id,
    companyId: service.companyId,
    kind: 'SPEED_CHANGE',
    effectiveDate: isoDateOf(at),
    // the moment beside the day: the traffic follows the new speed from then (decision 0077)
    detail: {
      fromMbps: plan.currentSpeed,
      toMbps: plan.speed,
      at: at.toISOString(),
      ...(requestId === null ? {} : { requestId }),
    },
    amountCents: plan.priceChanges ? plan.newMonthly : null,
    currency: plan.priceChanges ? plan.currency : null,
  });
  // the price in force from today (decision 0079): what the products page shows and billing charges
  if (plan.priceChanges)
    await recordPriceChanges(tx, [
      {
        serviceId: service.id,
        reason: 'SPEED_CHANGE',
        effectiveDate: isoDateOf(at),
        monthlyCents: plan.newMonthly,
        currency: plan.currency,
        rateLimitMbps: plan.speed,
      },
    ]);
  await auditService(
    audit,
    service,
    'service.speed_changed',
    { rateLimitMbps: plan.currentSpeed, monthlyCents: plan.currentMonthly },
    { rateLimitMbps: plan.speed, monthlyCents: plan.newMonthly, currency: plan.currency, requestId },
  );
}
