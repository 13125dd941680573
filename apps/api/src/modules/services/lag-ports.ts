import {
  contractEndDate,
  type Currency,
  isCountedLagMember,
  isoDateOf,
  LAG_OVERRIDE_TERM_MONTHS,
  lagAddPortsRefusal,
  type ProvisioningStatus,
  SERVICE_MESSAGES,
} from '@portico/domain';
import { AppError, invalid } from '../../errors.js';
import { requireCompanyAccess } from '../../http/company-access.js';
import { requestHash } from '../../http/idempotency.js';
import type { ChangeContext } from '../../http/context.js';
import type { Change } from '../audit/index.js';
import { recordBillingEvent } from './billing-events.js';
import type { RouteContext } from '../define-module.js';
import { changeableService } from './changeable-service.js';
import { createServices, type NewService, portComponents } from './create-services.js';
import { claimLagAddition, findLagAddition, findLagMembers, lockLag, saveLagAdded } from './lag.repository.js';
import { recordOrderedPrices } from './service-prices.repository.js';
import { pricedService } from './price-check.js';
import { startProvisioning } from './provisioning.js';
import { auditService } from './service-audit.js';
import type { ServiceRow } from './services.repository.js';

type LagDeps = Pick<RouteContext, 'queue' | 'now' | 'integrations'>;

/** A port a LAG addition made, to be billed by the caller in the same change at the price it was ordered at. */
export interface AddedLagPort {
  serviceId: number;
  companyId: number;
  monthlyCents: number;
  currency: Currency;
  termMonths: number;
}

/** A LAG's ports are named as its order named them: the LAG's name, then #1, #2… */
const lagName = (name: string) => name.replace(/ #\d+$/, '');

/**
 * `POST technicalservice/{id}/lag/ports` (admin console §9; decisions 0054 and 0067), the services' part, in the
 * caller's change (`change`, opened by ordering, which bills the ports in it): `count` ports join the LAG of the
 * locked port — a locked or ended port refuses (changeableService), a service that is not a port of a LAG refuses,
 * and so does a count that would take the LAG above 8 ports. Each new port is created as an ordered LAG's are
 * (`createServices`: NEW, its component and NEW event), at the port's location, speed, term and diversity zone and
 * at its price (the ordered price and a billing event each), and queued for provisioning. The ports are billed, so
 * the addition is idempotent like an order: the caller's Idempotency-Key is claimed in the same transaction (unique
 * per company), and the same key sent again adds nothing; sent with another request, it is refused (422). Answers
 * the port and the ports added (none for a repeated key).
 */
export async function addLagPortsIn(
  { tx, audit }: Change,
  deps: LagDeps,
  who: ChangeContext,
  input: { serviceId: number; count: number; key: () => string },
): Promise<{ port: ServiceRow; added: AddedLagPort[] }> {
  const at = deps.now();
  const hash = requestHash('lag.ports', { serviceId: input.serviceId, count: input.count });
  const port = await changeableService(tx, { id: input.serviceId });
  // the route's tenant check has allowed it; checked again here (decision 0014)
  requireCompanyAccess(who.actor, port.companyId, 'place_order');
  const aggregationId = port.aggregationId;
  if (port.productType !== 'PORT' || aggregationId === null)
    throw new AppError('conflict', SERVICE_MESSAGES.notLagMember);
  // the key is read once the caller is known to own the port: another company's caller learns nothing from it
  const key = input.key();
  await lockLag(tx, aggregationId);
  const additionId = await claimLagAddition(tx, {
    companyId: port.companyId,
    idempotencyKey: key,
    requestHash: hash,
    aggregationId,
    portId: port.id,
    requestedBy: who.actor.personId,
  });
  if (additionId === null) {
    // the key was used: the same request is answered as it stands now, adding nothing; another is refused
    const first = await findLagAddition(tx, port.companyId, key);
    if (first?.requestHash !== hash) throw new AppError('idempotency_mismatch', SERVICE_MESSAGES.idempotencyKeyReused);
    return { port, added: [] };
  }
  const members = await findLagMembers(tx, aggregationId);
  const portCount = members.filter((m) => isCountedLagMember(m.provisioningStatus as ProvisioningStatus)).length;
  const refusal = lagAddPortsRefusal(input.count, portCount);
  if (refusal) throw invalid(refusal);

  const start = isoDateOf(at);
  // a port without a term of its own (none is ordered so) runs month to month, as a LAG staff order
  const termMonths = port.termMonths ?? LAG_OVERRIDE_TERM_MONTHS;
  const name = lagName(members.find((m) => m.id === aggregationId)?.name ?? port.name);
  const services = Array.from({ length: input.count }, (_, i): NewService => ({
    companyId: port.companyId,
    productType: 'PORT',
    name: `${name} #${members.length + i + 1}`,
    rateLimitMbps: port.rateLimitMbps,
    locationId: port.locationId,
    costCentre: port.costCentre,
    termMonths,
    autoRenewTermMonths: port.autoRenewTermMonths,
    contractStartDate: start,
    contractEndDate: contractEndDate(start, termMonths),
    marketplaceVisibility: port.marketplaceVisibility,
    diversityZone: port.diversityZone,
    promoCode: null,
    orderId: null,
    aggregationId,
    components: portComponents(port.locationId, port.rateLimitMbps),
  }));
  const created = await createServices(tx, services, {
    aggregate: false,
    at,
    actor: `person:${who.actor.personId}`,
  });
  const price = await pricedService(tx, port);
  const added = created.map((s): AddedLagPort => ({
    serviceId: s.id,
    companyId: port.companyId,
    monthlyCents: price.monthlyCents,
    currency: price.currency,
    termMonths,
  }));
  await recordOrderedPrices(tx, added, start);
  for (const s of created)
    await recordBillingEvent(tx, {
      serviceId: s.id,
      companyId: port.companyId,
      kind: 'LAG_PORT_ADDED',
      effectiveDate: start,
      amountCents: price.monthlyCents,
      currency: price.currency,
      detail: { aggregationId, addedFrom: port.id },
    });
  const addedIds = created.map((s) => s.id);
  await saveLagAdded(tx, additionId, addedIds);
  await startProvisioning(deps.queue, tx, addedIds, deps.integrations.provisioner);
  const after = { portCount: portCount + addedIds.length, aggregationId, added: addedIds };
  await auditService(audit, port, 'service.lag_ports_added', { portCount }, after);
  return { port, added };
}
