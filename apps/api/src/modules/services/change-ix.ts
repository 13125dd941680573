import type { IxProductChangeParsed, Product, TechnicalService } from '@portico/contract';
import { parseIxMacAddress, parseIxRateLimit, SERVICE_CHANGE_MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { found } from '../../db/rows.js';
import { invalid } from '../../errors.js';
import type { ChangeBy } from './changeable-service.js';
import { requireOneChange } from './change-vxc.js';
import * as repo from './service-changes.repository.js';
import * as services from './services.repository.js';
import { serviceView } from './service-view.js';
import { inVlanChange, type VlanChange, vlanEnd } from './vlan-change.js';
import { productView } from './product-view.js';
import { saveServiceFields } from './service-fields.js';
import { auditService } from './service-audit.js';
import { sendNetworkChange } from './network-change.js';
import { planRateLimitPrice } from './rate-limit-price.js';
import { recordRateLimitChange } from './rate-limit-change.js';

/** `PUT technicalservice/ix` as the body gives it: the IX, and one change. */
export interface IxChangeAsked {
  nServiceId: number;
  jServiceId?: number;
  vlan?: number;
  mac?: string;
  speed?: number | string;
}

type IxChangeStep = { ix: services.ServiceRow; change: VlanChange };
const record = ({ ix, change }: IxChangeStep, action: string, before: object, after: object) =>
  auditService(change.audit, ix, action, before, after);

/** An IX's VLAN, checked free on its Port (its own counting as free). */
async function changeIxVlan(step: IxChangeStep, vlan: number): Promise<void> {
  const end = vlanEnd(step.ix, 'a');
  await record(step, 'service.vlan', { vlan: end.current }, { vlan: await step.change.move(end, vlan) });
}

/** An IX's MAC address, by the IX order's rule. */
async function changeIxMac(step: IxChangeStep, input: string): Promise<void> {
  const mac = parseIxMacAddress(input);
  if ('error' in mac) throw invalid(mac.error);
  const before = await services.findMacAddress(step.change.tx, step.ix.id);
  const { tx, network } = step.change;
  if (network)
    await sendNetworkChange(tx, network, {
      serviceId: step.ix.id,
      field: 'macAddress',
      from: before,
      to: mac.macAddress,
    });
  else await repo.setMacAddress(tx, step.ix.id, mac.macAddress);
  await record(step, 'service.mac', { macAddress: before }, { macAddress: mac.macAddress });
}

/**
 * An IX's rate limit: a whole number above 0, not above its Port's (the spec's messages), re-priced by the one price
 * lookup (decision 0079). Sent to the network, its new price is recorded for billing the day the network applies it;
 * applied at once without one.
 */
async function changeIxRateLimit(step: IxChangeStep, speed: number | string): Promise<void> {
  const { ix, change } = step;
  const [port] = ix.aEndServiceId === null ? [] : await services.findServices(change.tx, [ix.aEndServiceId]);
  const rate = parseIxRateLimit(speed, port?.rateLimitMbps ?? ix.rateLimitMbps);
  if ('error' in rate) throw invalid(rate.error);
  const toMbps = rate.rateLimitMbps;
  if (toMbps === ix.rateLimitMbps) return;
  const at = change.now();
  const plan = await planRateLimitPrice(change.tx, at, [ix], toMbps);
  const price = plan.prices[0];
  if (change.network)
    await sendNetworkChange(change.tx, change.network, {
      serviceId: ix.id,
      field: 'rateLimit',
      from: String(ix.rateLimitMbps),
      to: String(toMbps),
      price: price ? { monthlyCents: price.monthlyCents, currency: price.currency } : null,
    });
  else {
    await repo.setRateLimit(change.tx, [ix.id], toMbps);
    await recordRateLimitChange(change.tx, [ix], { fromMbps: ix.rateLimitMbps, toMbps, at }, plan.prices);
  }
  await record(
    step,
    'service.rate_limit',
    { rateLimit: ix.rateLimitMbps, monthlyCents: plan.currentMonthly },
    { rateLimit: toMbps, monthlyCents: plan.newMonthly, currency: plan.currency },
  );
}

/**
 * An IX's VLAN (checked free on its Port, its own counting as free), MAC address (the IX order's rule) or rate limit
 * (a whole number above 0, not above its Port's: the spec's messages), in one audited change of the locked service.
 */
export async function changeIx(db: DbOrTx, by: ChangeBy, ask: IxChangeAsked): Promise<TechnicalService> {
  return inVlanChange(db, by, { id: ask.nServiceId }, 'IX', async (ix, change) => {
    requireOneChange(ask, [ask.vlan, ask.mac, ask.speed], SERVICE_CHANGE_MESSAGES.oneIxChange);
    const step = { ix, change };
    if (ask.vlan !== undefined) await changeIxVlan(step, ask.vlan);
    else if (ask.mac !== undefined) await changeIxMac(step, ask.mac);
    else if (ask.speed !== undefined) await changeIxRateLimit(step, ask.speed);
    return serviceView(change.tx, found(await services.findService(change.tx, ix.id), 'service'));
  });
}

/** What the audit record of the SDK's change shows before and after. */
const SHOWN = ['name', 'costCentre', 'publicGraph'] as const;

/**
 * The SDK's UpdateIX (`PUT /v2/product/ix/{uid}`, decision 0063): the name, cost centre, public graph, VLAN, MAC
 * address and rate limit asked for, each by the same rule as the page's change, in one audited change of the locked
 * IX; the network applies them after ('accepted').
 */
export async function changeIxProduct(
  db: DbOrTx,
  by: ChangeBy,
  uid: string,
  changes: IxProductChangeParsed,
): Promise<{ product: Product; message: string }> {
  return inVlanChange(db, by, { uid }, 'IX', async (ix, change) => {
    const step = { ix, change };
    if (changes.vlan !== undefined && changes.vlan !== ix.aVlan) await changeIxVlan(step, changes.vlan);
    if (changes.macAddress !== undefined) await changeIxMac(step, changes.macAddress);
    if (changes.rateLimit !== undefined && changes.rateLimit !== ix.rateLimitMbps)
      await changeIxRateLimit(step, changes.rateLimit);
    const fields = { name: changes.name, costCentre: changes.costCentre, publicGraph: changes.publicGraph };
    const after = await saveServiceFields(change, ix, fields, SHOWN);
    return { product: await productView(change.tx, after), message: SERVICE_CHANGE_MESSAGES.accepted };
  });
}
