import { decommissionSchedule } from '@portico/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { JobDeclaration } from '../../jobs/define-job.js';
import type { JobQueue } from '../../jobs/queue.js';
import { inChange, systemChange } from '../audit/index.js';
import { defineJob, type ModuleContext } from '../define-module.js';
import * as lifecycle from './lifecycle.repository.js';
import { auditService } from './service-audit.js';
import * as repo from './services.repository.js';

const STEPS = ['DECOMMISSIONED_MINUS_7', 'DECOMMISSIONED'] as const;
const duePayload = z.object({
  serviceId: z.number().int().positive(),
  /** the lifecycle cycle the service was cancelled in: an un-cancel since starts another, and the job does nothing */
  cycle: z.number().int().min(0),
  step: z.enum(STEPS),
});

/**
 * A cancelled service's scheduled steps (decision 0049), as the system actor "lifecycle": seven days before its
 * termination date its DECOMMISSIONED_MINUS_7 event; after the termination date CANCELLED → DECOMMISSIONED with its
 * event, its VLANs freed and an audit record. Nothing when the service was un-cancelled meanwhile (its cycle moved
 * on) or has already gone. The step completes a cancel already decided, so a lock set since does not stop it.
 */
export const lifecycleDueJob: JobDeclaration<typeof duePayload, ModuleContext> = defineJob({
  name: 'services.lifecycleDue',
  payload: duePayload,
  actor: 'lifecycle',
  timeLimitSeconds: 60,
  async handler({ serviceId, cycle, step }, run) {
    const service = await repo.findService(run.tx, serviceId);
    if (!service) return { skipped: 'no such service' };
    if (service.lifecycleCycle !== cycle || service.provisioningStatus !== 'CANCELLED')
      return { skipped: `now ${service.provisioningStatus} in cycle ${service.lifecycleCycle}` };
    const at = run.ctx.now();
    const actor = 'system:lifecycle';
    if (step === 'DECOMMISSIONED_MINUS_7') {
      await repo.recordEvent(run.tx, { serviceId, routingKey: step, at, actor });
      return { event: step };
    }
    return inChange(run.tx, systemChange(run), async ({ tx, audit }) => {
      const moved = await lifecycle.decommissionIfStillCancelled(tx, serviceId, cycle);
      if (!moved) return { skipped: 'moved meanwhile' };
      await repo.recordEvent(tx, { serviceId, routingKey: 'DECOMMISSIONED', at, actor });
      await repo.releaseVlans(tx, serviceId);
      await auditService(
        audit,
        service,
        'service.lifecycle',
        { provisioningStatus: 'CANCELLED' },
        { provisioningStatus: 'DECOMMISSIONED', terminationDate: service.terminationDate },
      );
      return { event: 'DECOMMISSIONED' };
    });
  },
});

/**
 * Queues a cancelled service's scheduled steps in the cancel's transaction, each once per cycle (the key): its notice
 * when the termination date is more than a week away, and its decommissioning after the termination date.
 */
export async function scheduleDecommission(
  queue: JobQueue,
  tx: DbOrTx,
  service: { id: number; lifecycleCycle: number },
  terminationDate: string,
  now: Date,
): Promise<void> {
  const { noticeAt, endAt } = decommissionSchedule(terminationDate, now.getTime());
  const after = (at: number) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));
  const base = { serviceId: service.id, cycle: service.lifecycleCycle };
  if (noticeAt !== null)
    await queue.send(
      lifecycleDueJob,
      { ...base, step: 'DECOMMISSIONED_MINUS_7' },
      { tx, key: `${service.id}:${service.lifecycleCycle}:DECOMMISSIONED_MINUS_7`, startAfterSeconds: after(noticeAt) },
    );
  await queue.send(
    lifecycleDueJob,
    { ...base, step: 'DECOMMISSIONED' },
    { tx, key: `${service.id}:${service.lifecycleCycle}:DECOMMISSIONED`, startAfterSeconds: after(endAt) },
  );
}
