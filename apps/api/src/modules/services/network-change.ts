import { isCurrencyCode, SERVICE_CHANGE_MESSAGES, vlanTakenMessage } from '@portico/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Provisioner, Reconfiguration } from '../../integrations/provisioning/provisioner.js';
import type { JobDeclaration } from '../../jobs/define-job.js';
import type { JobQueue } from '../../jobs/queue.js';
import { inChange, systemChange } from '../audit/index.js';
import { defineJob, type ModuleContext } from '../define-module.js';
import { vlansTakenOnPort } from './ports.js';
import { recordRateLimitChange } from './rate-limit-change.js';
import * as changes from './service-changes.repository.js';
import { auditService } from './service-audit.js';
import * as repo from './network-change.repository.js';
import * as services from './services.repository.js';

export type NetworkField = Reconfiguration['field'];

/**
 * Sends accepted changes to the network (decision 0061): with a provisioner, the change is recorded PENDING and the
 * reconfiguration job queued in the change's transaction, the service keeping its values until the network has
 * applied it; null (production with no provisioner adapter) means the change is applied to the portal at once, as
 * staff then configure the network by hand (decision 0038).
 */
export interface NetworkSender {
  queue: JobQueue;
  provisioner: Provisioner;
  now: () => Date;
}

/** Where a route's network changes go: the configured provisioner's network, or null when none is (decision 0061). */
export function networkSenderOf(deps: {
  queue: JobQueue;
  integrations: { provisioner: Provisioner | null };
  now: () => Date;
}): NetworkSender | null {
  const provisioner = deps.integrations.provisioner;
  return provisioner ? { queue: deps.queue, provisioner, now: deps.now } : null;
}

const reconfigurationPayload = z.object({ changeId: z.number().int().positive() });

/**
 * What a change asks of the network: the setting of the service, its value before and the value asked for, and the
 * monthly price the change moves the service to (a rate limit's, decision 0079), recorded for billing when applied.
 */
export interface NetworkChangeAsked<F extends NetworkField = NetworkField> {
  serviceId: number;
  field: F;
  from: string | null;
  to: string;
  price?: { monthlyCents: number; currency: string } | null;
}

/** A change as the network applied it: the setting, the values, its price, and when it was applied. */
export interface AppliedNetworkChange<F extends NetworkField> {
  field: F;
  from: string | null;
  to: string;
  price: { monthlyCents: number; currency: string } | null;
  at: Date;
}

/**
 * Brings the service's records to a change the network has applied (in the job's transaction); answers null, or the
 * reason the change cannot be applied after all (the change then fails and nothing is moved).
 */
export type ApplyNetworkChange<F extends NetworkField> = (
  tx: DbOrTx,
  service: services.ServiceRow,
  change: AppliedNetworkChange<F>,
) => Promise<string | null>;

/**
 * A kind of change sent to the network (decisions 0061, 0069): its settings, and the job that asks the network for
 * one and settles it. An area whose records hold a setting declares its own kind, lists its job among its module's
 * jobs, and sends its changes with `send`; the row, the pending rule, the job's settling and the marks are the
 * services area's, the same for every kind.
 */
export interface ReconfigurationKind<F extends NetworkField> {
  readonly fields: readonly F[];
  readonly job: JobDeclaration<typeof reconfigurationPayload, ModuleContext>;
  /**
   * Records the change PENDING and queues the kind's job in the caller's transaction (the service's row locked by
   * the caller); refused with 409 while a change of the same setting of the service is pending.
   */
  send(tx: DbOrTx, sender: NetworkSender, ask: NetworkChangeAsked<F>): Promise<void>;
}

/**
 * Declares a kind of change sent to the network: the job (`name`, the declaring area's) locks the change; one
 * already settled is left alone (a run repeated after a dead worker). It asks the provisioner, then in one audited
 * change settles it: APPLIED with `apply` bringing the records to it, or FAILED with the network's reason (or
 * `apply`'s) and the records as they were. The provisioner's apply is harmless to repeat.
 */
export function defineReconfiguration<F extends NetworkField>(kind: {
  name: string;
  fields: readonly F[];
  apply: ApplyNetworkChange<F>;
}): ReconfigurationKind<F> {
  const job: JobDeclaration<typeof reconfigurationPayload, ModuleContext> = defineJob({
    name: kind.name,
    payload: reconfigurationPayload,
    actor: 'provisioning',
    timeLimitSeconds: 60,
    async handler({ changeId }, run) {
      const change = await repo.lockChange(run.tx, changeId);
      if (!change || change.status !== 'PENDING') return { skipped: `already ${change?.status ?? 'gone'}` };
      const service = await services.findService(run.tx, change.serviceId);
      const provisioner = run.ctx.integrations.provisioner;
      if (!service || !provisioner) return { skipped: 'no service or no provisioner' };
      const field = change.field as F;
      if (!kind.fields.includes(field)) throw new Error(`${kind.name} does not apply ${change.field}`);
      const answer = await provisioner.reconfigure({
        serviceUid: service.uid,
        productType: service.productType,
        field,
        from: change.fromValue,
        to: change.toValue,
      });
      const at = run.ctx.now();
      const price =
        change.monthlyCents === null || change.currency === null
          ? null
          : { monthlyCents: change.monthlyCents, currency: change.currency };
      return inChange(run.tx, systemChange(run), async ({ tx, audit }) => {
        const reason = answer.applied
          ? await kind.apply(tx, service, { field, from: change.fromValue, to: change.toValue, price, at })
          : answer.reason;
        const status = reason === null ? 'APPLIED' : 'FAILED';
        await repo.settleChange(tx, changeId, { status, reason, at });
        await auditService(
          audit,
          service,
          'service.reconfiguration',
          { [field]: change.fromValue },
          { [field]: change.toValue, status, reason },
        );
        return { status };
      });
    },
  });
  return {
    fields: kind.fields,
    job,
    async send(tx, sender, ask) {
      // the service's row is locked for the change: no other change of it can slip in between this read and the insert
      if (await repo.hasPendingChange(tx, ask.serviceId, ask.field))
        throw new AppError('conflict', SERVICE_CHANGE_MESSAGES.changePending);
      const id = await repo.insertPendingChange(tx, { ...ask, at: sender.now() });
      await sender.queue.send(
        job,
        { changeId: id },
        { tx, key: `network-change:${id}`, startAfterSeconds: sender.provisioner.reconfigureSeconds },
      );
    },
  };
}

/** The settings the service's own rows hold: a VLAN of one end, an IX's MAC address, a rate limit. */
type ServiceField = Exclude<NetworkField, 'awsInterface'>;

/** Applies a change the network has made to the service's own rows: its VLAN, MAC address or rate limit. */
const applyToService: ApplyNetworkChange<ServiceField> = async (tx, service, { field, to, price, at }) => {
  if (field === 'macAddress') {
    await changes.setMacAddress(tx, service.id, to);
  } else if (field === 'rateLimit') {
    const toMbps = Number(to);
    await changes.setRateLimit(tx, [service.id], toMbps);
    // billing is told the day the network gives the new rate, at the price the change was confirmed at
    const prices =
      price && isCurrencyCode(price.currency) ? [{ serviceId: service.id, ...price, currency: price.currency }] : [];
    await recordRateLimitChange(tx, [service], { fromMbps: service.rateLimitMbps, toMbps, at }, prices);
  } else {
    const end = field === 'aVlan' ? 'a' : 'b';
    const portId = end === 'a' ? service.aEndServiceId : service.bEndServiceId;
    const current = end === 'a' ? service.aVlan : service.bVlan;
    const vlan = Number(to);
    if (portId === null) return SERVICE_CHANGE_MESSAGES.vlanEndMissing;
    if (vlan === current) return null;
    // another change took the VLAN on the Port while this one waited for the network
    if ((await vlansTakenOnPort(tx, portId)).includes(vlan)) return vlanTakenMessage([]);
    await changes.moveEndVlan(tx, { serviceId: service.id, end, portId, from: current, to: vlan });
  }
  return null;
};

/** Changes of the service's own settings (decision 0061), applied by `services.reconfigure`. */
const serviceReconfiguration = defineReconfiguration<ServiceField>({
  name: 'services.reconfigure',
  fields: ['aVlan', 'bVlan', 'macAddress', 'rateLimit'],
  apply: applyToService,
});

export const reconfigurationJob = serviceReconfiguration.job;

/** A change of the service's own settings asked of the network, recorded PENDING and queued (`send`). */
export function sendNetworkChange(tx: DbOrTx, sender: NetworkSender, ask: NetworkChangeAsked<ServiceField>) {
  return serviceReconfiguration.send(tx, sender, ask);
}
