import type { SpeedChangeRequestView } from '@portico/contract';
import { speedChangePermission } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { holds } from '../../http/company-access.js';
import { findCompanies } from '../companies/index.js';
import type { SpeedChangeRequestRow } from './speed-change.repository.js';
import * as repo from './services.repository.js';

/** The approver's people holding approve_order decide a pending request; staff do not speak for the other end. */
export const canDecideRequest = (actor: Actor, row: SpeedChangeRequestRow): boolean =>
  row.status === 'PENDING' && !actor.isStaff && holds(actor, row.approverCompanyId, 'approve_order');

/**
 * The asking company's people holding the permission that asked (modify_service, or place_order for an INTERCAP VXC)
 * withdraw a pending request (decision 0053); staff, who may have asked on a company's behalf, do not speak for it.
 */
export const canWithdrawRequest = (
  actor: Actor,
  row: Pick<SpeedChangeRequestRow, 'status' | 'requestedByCompanyId'>,
  distanceBand: string | null,
): boolean =>
  row.status === 'PENDING' &&
  !actor.isStaff &&
  holds(actor, row.requestedByCompanyId, speedChangePermission(distanceBand));

/** Requests as the approvals screen shows them, with their VXC's and companies' names (read once for all). */
export async function requestViews(
  db: DbOrTx,
  actor: Actor,
  rows: readonly SpeedChangeRequestRow[],
): Promise<SpeedChangeRequestView[]> {
  if (rows.length === 0) return [];
  const [services, companies] = await Promise.all([
    repo.findServices(
      db,
      rows.map((r) => r.serviceId),
    ),
    findCompanies(
      db,
      rows.flatMap((r) => [r.requestedByCompanyId, r.approverCompanyId]),
    ),
  ]);
  const companyName = (id: number) => companies.find((c) => c.id === id)?.name ?? '';
  return rows.map((row) => {
    const service = services.find((s) => s.id === row.serviceId);
    return {
      requestId: row.id,
      technicalServiceId: row.serviceId,
      serviceName: service?.name ?? '',
      fromMbps: row.fromMbps,
      toMbps: row.toMbps,
      status: row.status as SpeedChangeRequestView['status'],
      requestedByCompanyId: row.requestedByCompanyId,
      requestedByCompanyName: companyName(row.requestedByCompanyId),
      approverCompanyId: row.approverCompanyId,
      approverCompanyName: companyName(row.approverCompanyId),
      createdAt: row.createdAt.getTime(),
      canDecide: canDecideRequest(actor, row),
      canWithdraw: canWithdrawRequest(actor, row, service?.distanceBand ?? null),
    };
  });
}
