import type { CreateServiceKeyParsed, Page, ServiceKey } from '@portico/contract';
import { isConnectablePort, SERVICE_KEY_MESSAGES, serviceKeyError } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import { inChange, rowAudit } from '../audit/index.js';
import { findServices } from '../services/index.js';
import type { OrderingDeps } from './ordering-deps.js';
import type { OrderCaller } from './order-caller.js';
import * as repo from './product-orders.repository.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';

const auditKey = rowAudit('serviceKey');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

function view(row: repo.ServiceKeyRow, portName: string): ServiceKey {
  return {
    keyId: row.id,
    key: row.key,
    companyId: row.companyId,
    portServiceId: row.portServiceId,
    portName,
    singleUse: row.singleUse,
    maxSpeedMbps: row.maxSpeedMbps,
    validFrom: iso(row.validFrom),
    validTo: iso(row.validTo),
    preApproved: row.preApproved,
    description: row.description,
    active: row.active,
    usedAt: iso(row.usedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

async function views(db: DbOrTx, rows: readonly repo.ServiceKeyRow[]): Promise<ServiceKey[]> {
  const ports = await findServices(db, [...new Set(rows.map((r) => r.portServiceId))]);
  const names = new Map(ports.map((p) => [p.id, p.name]));
  return rows.map((row) => view(row, names.get(row.portServiceId) ?? ''));
}

/** What an order learns from a service key it names: the port it stands for, and whether it is pre-approved. */
export interface ResolvedServiceKey {
  keyId: number;
  companyId: number;
  portServiceId: number;
  preApproved: boolean;
}

const normalised = (key: string) => (UUID.test(key.trim()) ? key.trim().toLowerCase() : null);

/**
 * The key an order names, read before the order's transaction to find its B end (decision 0058): refused with
 * `notFound` when there is none (a text that is not a uuid included). The rest of its rules are `serviceKeyError`'s,
 * checked by the order once it knows the speed, and again by `resolveServiceKey` in the transaction.
 */
export async function findKeyForOrder(db: DbOrTx, key: string): Promise<repo.ServiceKeyRow> {
  const text = normalised(key);
  const row = text ? await repo.findServiceKeyByKey(db, text) : null;
  if (!row) throw invalid(SERVICE_KEY_MESSAGES.notFound);
  return row;
}

/**
 * The port a service key stands for, in the caller's order transaction (decisions 0043, 0058): the key must exist, be
 * active, within its window at `now`, allow the speed, and — single use — not have been used; a single-use key is
 * marked used in `tx` by a conditional update, so it is used only if the order commits, and of two orders naming it
 * the database lets one mark it and refuses the other. Refusals carry the domain's messages.
 */
export async function resolveServiceKey(
  tx: DbOrTx,
  key: string,
  use: { speed: number; now: Date },
): Promise<ResolvedServiceKey> {
  const text = normalised(key);
  const row = text ? await repo.lockServiceKeyByKey(tx, text) : null;
  const error = serviceKeyError(row, { speedMbps: use.speed, now: use.now });
  if (error || !row) throw invalid(error ?? SERVICE_KEY_MESSAGES.notFound);
  if (row.singleUse && !(await repo.markServiceKeyUsed(tx, row.id, use.now)))
    throw invalid(SERVICE_KEY_MESSAGES.alreadyUsed);
  return { keyId: row.id, companyId: row.companyId, portServiceId: row.portServiceId, preApproved: row.preApproved };
}

/** Service keys of a company: its own screen and the staff's /adminServiceKey. */
export function serviceKeys(deps: OrderingDeps) {
  const { db, now } = deps;
  return {
    async listServiceKeys(
      actor: Actor,
      q: { companyId: number; page: number; pageSize: number },
    ): Promise<Page<ServiceKey>> {
      requireCompanyAccess(actor, q.companyId, 'place_order');
      const { rows, total } = await repo.listServiceKeys(db, q.companyId, q);
      return { items: await views(db, rows), total, page: q.page, pageSize: q.pageSize };
    },

    async createServiceKey(caller: OrderCaller, body: CreateServiceKeyParsed): Promise<ServiceKey> {
      requireCompanyAccess(caller.actor, body.companyId, 'place_order');
      const [port] = await findServices(db, [body.portServiceId]);
      if (!port || !isConnectablePort(port, body.companyId)) throw invalid(SERVICE_KEY_MESSAGES.portRequired);
      return inChange(db, caller, async ({ tx, audit }) => {
        const row = await repo.insertServiceKey(tx, {
          companyId: body.companyId,
          portServiceId: port.id,
          singleUse: body.singleUse,
          maxSpeedMbps: body.maxSpeedMbps,
          validFrom: body.validFrom ? new Date(body.validFrom) : null,
          validTo: body.validTo ? new Date(body.validTo) : null,
          preApproved: body.preApproved,
          description: body.description,
          createdBy: caller.actor.personId,
          createdAt: now(),
        });
        // the key itself is a secret of the company: the audit record names the row, not the key
        const { portServiceId, singleUse, maxSpeedMbps } = row;
        await auditKey(audit, row, 'serviceKey.created', undefined, { portServiceId, singleUse, maxSpeedMbps });
        return view(row, port.name);
      });
    },

    async deactivateServiceKey(caller: OrderCaller, keyId: number): Promise<ServiceKey> {
      const found = await repo.findServiceKey(db, keyId);
      if (!found) throw new AppError('not_found', SERVICE_KEY_MESSAGES.notFound);
      requireCompanyAccess(caller.actor, found.companyId, 'place_order');
      return inChange(db, caller, async ({ tx, audit }) => {
        const row = await repo.deactivateServiceKey(tx, keyId);
        if (!row) throw new AppError('not_found', SERVICE_KEY_MESSAGES.notFound);
        await auditKey(audit, row, 'serviceKey.deactivated', { active: found.active }, { active: false });
        const [item] = await views(tx, [row]);
        return item!;
      });
    },
  };
}
