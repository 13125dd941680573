import type { RateLimitCheck } from '@portico/contract';
import {
  endedRefusal,
  isoDateOf,
  parseIxRateLimit,
  portRateLimitError,
  type ProvisioningStatus,
  SERVICE_CHANGE_MESSAGES,
  SERVICE_MESSAGES,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import { recordBillingEvent } from './billing-events.js';
import * as networkChanges from './network-change.repository.js';
import { type RateLimitPricePlan, planRateLimitPrice } from './rate-limit-price.js';
import { recordPriceChanges } from './service-prices.repository.js';
import * as changes from './service-changes.repository.js';
import * as repo from './services.repository.js';

/**
 * The services a rate-limit change moves, checked (decision 0079): a Port and the other members of its LAG (the
 * rate limit one of the port speeds, not below the fastest connection on any of them), or an IX (a whole number
 * above 0, not above its Port's). Refused when the rate limit is the one it has.
 */
export async function rateLimitTargets(
  db: DbOrTx,
  service: repo.ServiceRow,
  speed: number,
): Promise<repo.ServiceRow[]> {
  if (speed === service.rateLimitMbps) throw new AppError('conflict', SERVICE_CHANGE_MESSAGES.rateLimitUnchanged);
  if (service.productType === 'PORT') {
    const ids = await changes.lagMembers(db, service);
    const refusal = portRateLimitError(speed, await changes.fastestConnectionOn(db, ids));
    if (refusal) throw invalid(refusal);
    return repo.findServices(db, ids);
  }
  if (service.productType === 'IX') {
    const [port] = service.aEndServiceId === null ? [] : await repo.findServices(db, [service.aEndServiceId]);
    const rate = parseIxRateLimit(speed, port?.rateLimitMbps ?? service.rateLimitMbps);
    if ('error' in rate) throw invalid(rate.error);
    return [service];
  }
  throw invalid(SERVICE_CHANGE_MESSAGES.rateLimitPricedPortOrIx);
}

/**
 * `GET /secure/technicalservice/{id}/rateLimit/{speed}/priceCheck` (decision 0079): what the change would do to the
 * service's monthly price, checked by the same rules as the change; nothing written. `requireEditor` throws unless
 * the caller may change the owning company's services (the route's check, done again).
 */
export async function checkRateLimitChange(
  deps: { db: DbOrTx; now: () => Date; appliedByNetwork: boolean },
  ask: { id: number; speed: number },
  requireEditor: (companyId: number) => void,
): Promise<RateLimitCheck> {
  const { db } = deps;
  const service = await repo.findService(db, ask.id);
  if (!service || service.provisioningStatus === 'NEW')
    throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  requireEditor(service.companyId);
  const ended = endedRefusal(service.provisioningStatus as ProvisioningStatus);
  if (ended) throw new AppError('conflict', ended);
  const targets = await rateLimitTargets(db, service, ask.speed);
  const plan = await planRateLimitPrice(db, deps.now(), targets, ask.speed);
  const isIx = service.productType === 'IX';
  return {
    technicalServiceId: service.id,
    productType: isIx ? 'IX' : 'PORT',
    currentSpeed: service.rateLimitMbps,
    speed: ask.speed,
    services: targets.length,
    currency: plan.currency,
    currentMonthly: plan.currentMonthly,
    newMonthly: plan.newMonthly,
    priceChanges: plan.priceChanges,
    // a Port's rate limit is the portal's to set; an IX's goes to the network when one is configured (decision 0061)
    appliedByNetwork: isIx && deps.appliedByNetwork,
    pending: isIx && (await networkChanges.hasPendingChange(db, service.id, 'rateLimit')),
  };
}

/**
 * Records for billing a rate-limit change the services now run at, dated `at` (in the change's transaction): a
 * dated speed change of each, with its new monthly price when the price moves, and the new price in force. The
 * speed change keeps the moment itself beside the day (`at`, ISO): the traffic follows the new rate limit from then
 * (decision 0077).
 */
export async function recordRateLimitChange(
  tx: DbOrTx,
  services: readonly Pick<repo.ServiceRow, 'id' | 'companyId'>[],
  change: { fromMbps: number; toMbps: number; at: Date },
  prices: RateLimitPricePlan['prices'],
): Promise<void> {
  const effectiveDate = isoDateOf(change.at);
  for (const service of services) {
    const price = prices.find((p) => p.serviceId === service.id);
    await recordBillingEvent(tx, {
      serviceId: service.id,
      companyId: service.companyId,
      kind: 'SPEED_CHANGE',
      effectiveDate,
      detail: { fromMbps: change.fromMbps, toMbps: change.toMbps, at: change.at.toISOString() },
      amountCents: price?.monthlyCents ?? null,
      currency: price?.currency ?? null,
    });
  }
  await recordPriceChanges(
    tx,
    prices.map((p) => ({
      serviceId: p.serviceId,
      reason: 'SPEED_CHANGE',
      effectiveDate,
      monthlyCents: p.monthlyCents,
      currency: p.currency,
      rateLimitMbps: change.toMbps,
    })),
  );
}
