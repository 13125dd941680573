import { type PlacedOrder, placedOrderSchema } from '@portico/contract';
import { SERVICE_MESSAGES } from '@portico/domain';
import { AppError } from '../../errors.js';
import type { OrderRow } from './ordering.repository.js';

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
