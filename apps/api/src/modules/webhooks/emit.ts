import { randomUUID } from 'node:crypto';
import type { WebhookDeliveredKey } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './webhooks.repository.js';

/** An event a change gives a company's webhooks: its key and what it says (`data` of the delivery). */
export interface WebhookEventInput {
  companyId: number;
  key: WebhookDeliveredKey;
  payload: Record<string, unknown>;
}

/**
 * Writes events in the caller's transaction (decision 0093): each event, and one PENDING delivery per enabled webhook
 * of its company subscribed to its key, land exactly when the change that gave them commits, and the sweeper
 * (`webhooks.sweep`, every minute) sends them. An event no webhook receives is not kept. `at` is when it happened
 * (the caller's clock; the database's time when absent). Set-wise: a bill run's commit of many invoices is three
 * statements. Answers the deliveries' ids.
 */
export async function emitWebhookEvents(
  tx: DbOrTx,
  events: readonly WebhookEventInput[],
  options: { at?: Date } = {},
): Promise<number[]> {
  if (events.length === 0) return [];
  const endpoints = await repo.activeEndpointsOf(tx, [...new Set(events.map((e) => e.companyId))]);
  if (endpoints.length === 0) return [];
  const withEndpoints = events
    .map((e) => ({
      ...e,
      uid: randomUUID(),
      endpointIds: endpoints.filter((w) => w.companyId === e.companyId && w.eventKeys.includes(e.key)).map((w) => w.id),
    }))
    .filter((e) => e.endpointIds.length > 0);
  return repo.insertEventsWithDeliveries(tx, withEndpoints, options.at);
}

/** One event: see `emitWebhookEvents`. */
export function emitWebhookEvent(tx: DbOrTx, event: WebhookEventInput, options: { at?: Date } = {}): Promise<number[]> {
  return emitWebhookEvents(tx, [event], options);
}
