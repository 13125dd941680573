import type { NetworkChange } from '@portico/contract';
import { SERVICE_CHANGE_MESSAGES, vlanTakenMessage } from '@portico/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Provisioner, Reconfiguration } from '../../integrations/provisioning/provisioner.js';
import type { JobDeclaration } from '../../jobs/define-job.js';
import type { JobQueue } from '../../jobs/queue.js';
import { inChange, systemChange } from '../audit/index.js';
import { defineJob, type ModuleContext } from '../define-module.js';
import { vlansTakenOnPort } from './ports.js';
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

/** A change asked of the network, recorded PENDING and queued; refused while one of the same setting is pending. */
export async function sendNetworkChange(
  tx: DbOrTx,
  sender: NetworkSender,
  ask: { serviceId: number; field: NetworkField; from: string | null; to: string },
): Promise<void> {
  // the service's row is locked for the change: no other change of it can slip in between this read and the insert
  if (await repo.hasPendingChange(tx, ask.serviceId, ask.field))
    throw new AppError('conflict', SERVICE_CHANGE_MESSAGES.changePending);
  const id = await repo.insertPendingChange(tx, { ...ask, at: sender.now() });
  await sender.queue.send(
    reconfigurationJob,
    { changeId: id },
    { tx, key: `network-change:${id}`, startAfterSeconds: sender.provisioner.reconfigureSeconds },
  );
}

/** Applies a change the network has made to the service's own rows: its VLAN, MAC address or rate limit. */
async function applyToService(
  tx: DbOrTx,
  service: services.ServiceRow,
  field: NetworkField,
  to: string,
): Promise<string | null> {
  if (field === 'macAddress') {
    await changes.setMacAddress(tx, service.id, to);
  } else if (field === 'rateLimit') {
    await changes.setRateLimit(tx, [service.id], Number(to));
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
}

const reconfigurationPayload = z.object({ changeId: z.number().int().positive() });

/**
 * Asks the network to apply one accepted change, then settles it in one transaction: APPLIED with the service's
 * values moved, or FAILED with the network's reason and the service as it was. A change already settled (a run
 * repeated after a dead worker) is left alone; the provisioner's apply is harmless to repeat.
 */
export const reconfigurationJob: JobDeclaration<typeof reconfigurationPayload, ModuleContext> = defineJob({
  name: 'services.reconfigure',
  payload: reconfigurationPayload,
  actor: 'provisioning',
  timeLimitSeconds: 60,
  async handler({ changeId }, run) {
    const change = await repo.lockChange(run.tx, changeId);
    if (!change || change.status !== 'PENDING') return { skipped: `already ${change?.status ?? 'gone'}` };
    const service = await services.findService(run.tx, change.serviceId);
    const provisioner = run.ctx.integrations.provisioner;
    if (!service || !provisioner) return { skipped: 'no service or no provisioner' };
    const field = change.field as NetworkField;
    const answer = await provisioner.reconfigure({
      serviceUid: service.uid,
      productType: service.productType,
      field,
      from: change.fromValue,
      to: change.toValue,
    });
    return inChange(run.tx, systemChange(run), async ({ tx, audit }) => {
      const reason = answer.applied ? await applyToService(tx, service, field, change.toValue) : answer.reason;
      const status = reason === null ? 'APPLIED' : 'FAILED';
      await repo.settleChange(tx, changeId, { status, reason, at: run.ctx.now() });
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

/**
 * What the service screen shows of its network changes: for each setting, its newest change when it is pending or
 * failed (an applied change is the service's own value now).
 */
export async function openNetworkChanges(db: DbOrTx, serviceId: number): Promise<NetworkChange[]> {
  const rows = await repo.changesOf(db, serviceId);
  const newest = new Map<string, repo.NetworkChangeRow>();
  for (const row of rows) if (!newest.has(row.field)) newest.set(row.field, row);
  return [...newest.values()]
    .filter((row) => row.status !== 'APPLIED')
    .map((row) => ({
      field: row.field as NetworkField,
      from: row.fromValue,
      to: row.toValue,
      status: row.status as 'PENDING' | 'FAILED',
      reason: row.reason,
      requestedAt: row.requestedAt.getTime(),
    }));
}
