import type { DbOrTx } from '../../db/client.js';
import { emitWebhookEvent } from '../webhooks/index.js';

/**
 * The company's webhooks hear what changed, in the change's transaction (decision 0093): the names of the fields
 * changed and their new values.
 */
export function emitCompanyUpdated(tx: DbOrTx, companyId: number, changed: Record<string, unknown>, at?: Date) {
  return emitWebhookEvent(
    tx,
    { companyId, key: 'COMPANY_UPDATED', payload: { companyId, changed: Object.keys(changed), values: changed } },
    at ? { at } : {},
  );
}
