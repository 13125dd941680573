import type { PlacedOrder, Quote } from '@portico/contract';
import { contractEndDate, isoDateOf } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Change } from '../audit/index.js';
import { createPendingBillingSetups } from '../billing/index.js';
import { takeOrderPromoUse } from '../promo/index.js';
import { createServices, type NewService } from '../services/index.js';
import * as repo from './ordering.repository.js';
import type { AnyPortOrder } from './ordering-deps.js';

/** What a port order writes, once it is checked and priced. */
export interface PortOrderWrite {
  body: AnyPortOrder;
  key: string;
  hash: string;
  quote: Quote;
  at: Date;
  termMonths: number;
  placedBy: number | null;
  /** who the lifecycle events name: `person:<id>`, or the system */
  actor: string;
  kind: string;
  /** starts provisioning of the new services in the order's transaction */
  provision(tx: DbOrTx, serviceIds: number[]): Promise<void>;
}

/** How many ports the order places: a LAG's count, else one. */
export const portCount = (body: AnyPortOrder) => (body.productType === 'LAG' ? body.lagPortCount : 1);

/**
 * Writes a checked, priced port order in the caller's change (decision 0039): claims its Idempotency-Key (null when
 * an order that committed meanwhile holds it), creates the services with their components and NEW event, takes the
 * promo use, creates the pending billing set-ups, starts provisioning, stores the answer and audits the order.
 */
export async function writePortOrder({ tx, audit }: Change, input: PortOrderWrite): Promise<PlacedOrder | null> {
  const { body, key, hash, quote, at, termMonths, kind } = input;
  const start = isoDateOf(at);
  const orderId = await repo.claimOrder(tx, {
    companyId: body.companyId,
    idempotencyKey: key,
    requestHash: hash,
    kind: body.productType,
    placedBy: input.placedBy,
  });
  // the key is taken by an order that committed meanwhile: answer it
  if (orderId === null) return null;
  const count = portCount(body);
  const specs: NewService[] = Array.from({ length: count }, (_, i) => ({
    companyId: body.companyId,
    productType: 'PORT',
    name: count > 1 ? `${body.serviceName} #${i + 1}` : body.serviceName,
    rateLimitMbps: body.portSpeed,
    locationId: body.locationId,
    costCentre: body.costCentre,
    termMonths,
    autoRenewTermMonths: body.overrideAutoRenewTerm ?? null,
    contractStartDate: start,
    contractEndDate: contractEndDate(start, termMonths),
    marketplaceVisibility: body.marketplaceVisibility,
    diversityZone: body.diversityZone,
    promoCode: quote.promo?.applied ? quote.promo.code : null,
    orderId,
    components: [
      {
        type: 'PORT',
        locationId: body.locationId,
        resources: [
          { resourceType: 'interface', portSpeed: body.portSpeed },
          { resourceType: 'rate_limit', rateLimitMbps: body.portSpeed },
        ],
      },
    ],
  }));
  const services = await createServices(tx, specs, {
    aggregate: body.productType === 'LAG',
    at,
    actor: input.actor,
  });
  if (quote.promo?.applied)
    await takeOrderPromoUse(tx, {
      code: quote.promo.code,
      companyId: body.companyId,
      serviceUids: services.map((s) => s.uid),
      at,
    });
  await createPendingBillingSetups(
    tx,
    services.map((service, i) => {
      const line = quote.lines[i];
      if (!line?.ok) throw new AppError('internal', 'An order line lost its price');
      return {
        serviceId: service.id,
        companyId: body.companyId,
        setupCents: line.price.setup,
        monthlyCents: body.overrideRecurringCharge ?? line.price.monthlyRate,
        currency: line.price.currency,
        termMonths,
        promoCode: line.price.promo?.code ?? null,
        promoSchedule: line.price.promo?.schedule ?? null,
      };
    }),
  );
  await input.provision(
    tx,
    services.map((s) => s.id),
  );
  const answer: PlacedOrder = {
    orderId,
    companyId: body.companyId,
    services: services.map((s) => ({
      technicalServiceId: s.id,
      technicalServiceUid: s.uid,
      name: s.name,
      productType: s.productType,
      provisioningStatus: 'NEW',
      aggregationId: s.aggregationId,
    })),
    quote,
  };
  await repo.saveAnswer(tx, orderId, answer);
  await audit({
    action: 'order.placed',
    entityType: 'order',
    entityId: orderId,
    companyId: body.companyId,
    after: { kind, productType: body.productType, services: services.map((s) => s.id), idempotencyKey: key },
  });
  return answer;
}
