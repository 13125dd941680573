import { createHash } from 'node:crypto';
import { type PlacedOrder, placedOrderSchema } from '@portico/contract';
import { SERVICE_MESSAGES } from '@portico/domain';
import { AppError } from '../../errors.js';
import type { OrderRow } from './ordering.repository.js';

/** JSON with its keys sorted at every level: the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** What an order's key is bound to: its kind and its body as parsed (defaults filled in). */
export function requestHash(kind: string, body: unknown): string {
  return createHash('sha256')
    .update(`${kind}\u0000${canonical(body)}`)
    .digest('hex');
}

/**
 * The first answer of an order already placed under the key, or a refusal when the key was used for another
 * request (422, decision 0039).
 */
export function replayOf(row: OrderRow, hash: string): PlacedOrder {
  if (row.requestHash !== hash) throw new AppError('idempotency_mismatch', SERVICE_MESSAGES.idempotencyKeyReused);
  const answer = placedOrderSchema.safeParse(row.answer);
  if (!answer.success) throw new AppError('conflict', SERVICE_MESSAGES.orderInProgress);
  return answer.data;
}
