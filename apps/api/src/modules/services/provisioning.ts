import {
  CONFIGURED_FOLLOW_UP_DAYS,
  configuredFollowUpKey,
  isPastProvisioningStep,
  nextProvisioningStep,
  PROVISIONING_STATUSES,
  type ProvisioningStatus,
  routingKeyOf,
  SERVICE_MESSAGES,
} from '@portico/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Provisioner } from '../../integrations/provisioning/provisioner.js';
import type { JobDeclaration, JobRun } from '../../jobs/define-job.js';
import type { JobQueue } from '../../jobs/queue.js';
import { type ChangeActor, inChange, systemChange } from '../audit/index.js';
import { defineJob, type ModuleContext } from '../define-module.js';
import * as repo from './services.repository.js';
import { auditService } from './service-audit.js';

/**
 * Moves the service one step, from where it is to `to`, in one change: the conditional update (a service already
 * moved on is not moved again), its lifecycle event (once: the unique key) and its audit record. Null when the
 * service was no longer at `from`.
 */
async function takeStep(
  db: DbOrTx,
  who: ChangeActor,
  service: repo.ServiceRow,
  to: ProvisioningStatus,
  at: Date,
  actor: string,
  /** queues a job in the step's transaction; given, a step to CONFIGURED queues its follow-ups */
  send?: SendInStep,
): Promise<repo.ServiceRow | null> {
  return inChange(db, who, async ({ tx, audit }) => {
    const moved = await repo.moveStatus(tx, service.id, service.provisioningStatus, to);
    if (!moved) return null;
    const routingKey = routingKeyOf(to);
    if (routingKey) await repo.recordEvent(tx, { serviceId: service.id, routingKey, at, actor });
    if (to === 'CONFIGURED' && send)
      for (const days of CONFIGURED_FOLLOW_UP_DAYS)
        await send(
          tx,
          configuredFollowUpJob,
          { serviceId: service.id, days },
          { key: `${service.id}:${configuredFollowUpKey(days)}`, startAfterSeconds: days * 86_400 },
        );
    const before = { provisioningStatus: service.provisioningStatus };
    await auditService(audit, service, 'service.provisioning', before, { provisioningStatus: to });
    return moved;
  });
}

/** A job about one service, run as the provisioning system within a minute: nothing when the service is gone. */
function serviceJob<S extends z.ZodType<{ serviceId: number }>>(
  name: string,
  payload: S,
  handle: (service: repo.ServiceRow, input: z.output<S>, run: JobRun<ModuleContext>) => Promise<unknown>,
): JobDeclaration<S, ModuleContext> {
  return defineJob({
    name,
    payload,
    actor: 'provisioning',
    timeLimitSeconds: 60,
    async handler(input, run) {
      const service = await repo.findService(run.tx, input.serviceId);
      if (!service) return { skipped: 'no such service' };
      return handle(service, input, run);
    },
  });
}

/** Queues a job in the given transaction (a job's own `send`, or the queue's with `tx`). */
type SendInStep = (
  tx: DbOrTx,
  job: typeof configuredFollowUpJob,
  payload: z.input<typeof followUpPayload>,
  options: { key: string; startAfterSeconds: number },
) => Promise<unknown>;

const followUpPayload = z.object({
  serviceId: z.number().int().positive(),
  days: z.union(CONFIGURED_FOLLOW_UP_DAYS.map((d) => z.literal(d))),
});

/**
 * 7 and 14 days after a service reached CONFIGURED (decision 0045): its CONFIGURED_PLUS_7 or _14 event when it is
 * still CONFIGURED then (once: the event's unique key); nothing when it has gone LIVE or further meanwhile.
 */
export const configuredFollowUpJob: JobDeclaration<typeof followUpPayload, ModuleContext> = serviceJob(
  'services.configuredFollowUp',
  followUpPayload,
  async (service, { serviceId, days }, run) => {
    if (service.provisioningStatus !== 'CONFIGURED') return { skipped: `now ${service.provisioningStatus}` };
    const routingKey = configuredFollowUpKey(days);
    await repo.recordEvent(run.tx, { serviceId, routingKey, at: run.ctx.now(), actor: 'system:provisioning' });
    return { event: routingKey };
  },
);

const provisionPayload = z.object({
  serviceId: z.number().int().positive(),
  target: z.enum(PROVISIONING_STATUSES),
});

/**
 * One provisioning step of one service (decision 0038): NEW → DEPLOYABLE is the portal accepting the order and
 * needs no network; DEPLOYABLE → CONFIGURED → LIVE are asked of the provisioner, one step per run, each run queuing
 * the next (keyed `<serviceId>:<status>`, so a step is queued once) after the provisioner's pause. Without a
 * provisioner (production with no adapter yet) the service stays DEPLOYABLE until staff advance it. A step that
 * finds the service already past its target does nothing, so a run repeated after a dead worker is harmless; the
 * job is transactional, so a run killed mid-way leaves nothing and runs again.
 */
export const provisioningJob: JobDeclaration<typeof provisionPayload, ModuleContext> = serviceJob(
  'services.provision',
  provisionPayload,
  async (service, { serviceId, target }, run) => {
    const status = service.provisioningStatus as ProvisioningStatus;
    if (isPastProvisioningStep(status, target)) return { skipped: `already ${status}` };
    if (nextProvisioningStep(status) !== target) return { skipped: `not the next step from ${status}` };
    const provisioner = run.ctx.integrations.provisioner;
    if (target !== 'DEPLOYABLE') {
      if (!provisioner) return { skipped: 'no provisioner: staff advance it by hand' };
      await provisioner.provision({
        serviceUid: service.uid,
        productType: service.productType,
        from: status,
        to: target,
      });
    }
    const moved = await takeStep(
      run.tx,
      systemChange(run),
      service,
      target,
      run.ctx.now(),
      'system:provisioning',
      (_tx, job, payload, options) => run.send(job, payload, options),
    );
    if (!moved) return { skipped: 'moved by another run' };
    const next = nextProvisioningStep(target);
    if (next && provisioner)
      await run.send(
        provisioningJob,
        { serviceId, target: next },
        { key: `${serviceId}:${next}`, startAfterSeconds: provisioner.stepSeconds },
      );
    return { status: target };
  },
);

/** Queues the first provisioning step of each new service in the order's transaction. */
export async function startProvisioning(
  queue: JobQueue,
  tx: DbOrTx,
  serviceIds: readonly number[],
  provisioner: Provisioner | null,
): Promise<void> {
  for (const serviceId of serviceIds)
    await queue.send(
      provisioningJob,
      { serviceId, target: 'DEPLOYABLE' },
      { tx, key: `${serviceId}:DEPLOYABLE`, startAfterSeconds: provisioner?.stepSeconds ?? 0 },
    );
}

/**
 * Staff move a service one step along the provisioning path by hand (production without a provisioner), with the
 * audit record of who did it.
 */
export async function advanceProvisioning(
  db: DbOrTx,
  queue: JobQueue,
  who: ChangeActor & { actor: { personId: number; companyId: number } },
  serviceId: number,
  at: Date,
): Promise<repo.ServiceRow> {
  const service = await repo.findService(db, serviceId);
  if (!service) throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  const next = nextProvisioningStep(service.provisioningStatus as ProvisioningStatus);
  if (!next) throw new AppError('conflict', SERVICE_MESSAGES.cannotAdvance);
  const moved = await takeStep(
    db,
    who,
    service,
    next,
    at,
    `person:${who.actor.personId}`,
    (tx, job, payload, options) => queue.send(job, payload, { ...options, tx }),
  );
  if (!moved) throw new AppError('conflict', SERVICE_MESSAGES.cannotAdvance);
  return moved;
}

/**
 * Takes new services straight along the whole provisioning path now, each step with its event and audit record:
 * for data that starts out live (the demo's network), never for a customer's order.
 */
export async function provisionAtOnce(
  db: DbOrTx,
  who: ChangeActor,
  serviceIds: readonly number[],
  at: Date,
  actor: string,
): Promise<void> {
  for (const serviceId of serviceIds) {
    let service = await repo.findService(db, serviceId);
    let next = service ? nextProvisioningStep(service.provisioningStatus as ProvisioningStatus) : null;
    while (service && next) {
      service = await takeStep(db, who, service, next, at, actor);
      next = nextProvisioningStep(next);
    }
  }
}
