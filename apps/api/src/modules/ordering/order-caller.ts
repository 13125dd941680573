import type { Actor } from '../../http/actor.js';

/** Who places an order: the actor, and the request its audit record names. */
export interface OrderCaller {
  actor: Actor;
  traceId?: string;
}
