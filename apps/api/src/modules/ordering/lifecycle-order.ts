import type { LifecycleState } from '@portico/contract';
import type { LifecycleAction } from '@portico/domain';
import type { Actor } from '../../http/actor.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { chargeUnCancels } from '../billing/index.js';
import type { RouteContext } from '../define-module.js';
import { lifecycleActor, takeLifecycleActionIn } from '../services/index.js';

/**
 * A product's lifecycle action (`POST /v3/product/{uid}/action/{action}`; decisions 0049, 0067) as one audited
 * change: services move the service and those that end or come back with it, recording each change for billing,
 * and billing charges the un-cancels among them (the days a bill run since the cancel billed as cancelled).
 */
export function takeLifecycleAction(
  deps: Pick<RouteContext, 'db' | 'queue' | 'now'>,
  who: ChangeContext,
  actor: Actor,
  input: { uid: string; action: LifecycleAction; safeDelete: boolean },
): Promise<LifecycleState> {
  const ctx = { queue: deps.queue, now: deps.now(), eventActor: `person:${actor.personId}` };
  return inChange(deps.db, who, async (change) => {
    const outcome = await takeLifecycleActionIn(change, ctx, { ...input, requireActor: lifecycleActor(actor) });
    await chargeUnCancels(change.tx, outcome.unCancelled);
    return outcome.state;
  });
}
