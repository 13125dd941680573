import type { SpeedChangeCheck } from '@portico/contract';
import {
  type Currency,
  hasPermission,
  otherEnd,
  parseSpeedChange,
  PRICE_LOOKUP_MESSAGES,
  SPEED_CHANGE_MESSAGES,
  speedChangeApproval,
  speedChangePermission,
  type VxcEndChoice,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, forbidden, invalid } from '../../errors.js';
import type { Actor } from '../../http/actor.js';
import { holds } from '../../http/company-access.js';
import { findCompanies } from '../companies/index.js';
import { lookupPrice, priceContext } from '../pricing/index.js';
import * as repo from './services.repository.js';

/** The deps of a speed change: the database and the one clock. */
export interface SpeedChangeDeps {
  db: DbOrTx;
  now: () => Date;
}

type VxcEnd = SpeedChangeCheck['ends'][number] & { locationId: number | null };

/** A VXC with its two ends (whose, which Port, how fast). */
export interface VxcFacts {
  service: repo.ServiceRow;
  ends: Record<VxcEndChoice, VxcEnd>;
}

const notAVxc = () => new AppError('not_found', SPEED_CHANGE_MESSAGES.vxcNotFound);

/** The VXC's ends read; any other service (or a VXC without both ends) is no VXC here. */
export async function vxcFacts(db: DbOrTx, service: repo.ServiceRow): Promise<VxcFacts> {
  if (service.productType !== 'VXC' || service.aEndServiceId === null || service.bEndServiceId === null)
    throw notAVxc();
  // a cancelled VXC is on its way out: billing is told of its end, not of a new speed
  if (service.provisioningStatus === 'CANCELLED' || service.provisioningStatus === 'DECOMMISSIONED')
    throw new AppError('conflict', SPEED_CHANGE_MESSAGES.ended);
  const [aId, bId] = [service.aEndServiceId, service.bEndServiceId];
  const rows = await repo.findServices(db, [aId, bId]);
  const names = await findCompanies(
    db,
    rows.map((r) => r.companyId),
  );
  const end = (which: VxcEndChoice, id: number): VxcEnd => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notAVxc();
    return {
      end: which,
      companyId: row.companyId,
      companyName: names.find((c) => c.id === row.companyId)?.name ?? '',
      portId: row.id,
      portName: row.name,
      portSpeedMbps: row.rateLimitMbps,
      locationId: row.locationId,
    };
  };
  return { service, ends: { A: end('A', aId), B: end('B', bId) } };
}

/**
 * Who may change the VXC's speed (admin console §6, decision 0053): the people of either end's company — the payer
 * or the owner of the B end's Port — holding modify_service there, or place_order for an INTERCAP VXC; staff holding
 * the same permission in their own company.
 */
export function requireSpeedChanger(actor: Actor, { service, ends }: VxcFacts): void {
  const permission = speedChangePermission(service.distanceBand);
  const allowed = actor.isStaff
    ? hasPermission(actor.permissions, actor.companyUid, permission)
    : holds(actor, ends.A.companyId, permission) || holds(actor, ends.B.companyId, permission);
  if (!allowed) throw forbidden();
}

/** The VXC's monthly price at a speed, for the paying company, today (the one price lookup, as ordering prices it). */
export async function vxcMonthlyPrice(
  db: DbOrTx,
  now: Date,
  facts: VxcFacts,
  speedMbps: number,
): Promise<{ currency: Currency; monthly: number }> {
  const { A, B } = facts.ends;
  if (A.locationId === null || B.locationId === null) throw invalid(PRICE_LOOKUP_MESSAGES.vxcEndsRequired);
  const price = await lookupPrice(db, priceContext({ companyId: facts.service.companyId }, now), {
    productType: 'VXC',
    locationId: A.locationId,
    bLocationId: B.locationId,
    speedMbps,
    termMonths: facts.service.termMonths ?? 12,
    rateType: 'MONTHLY',
  });
  return { currency: price.currency, monthly: price.monthlyRate };
}

/** What a speed change would do: the new speed, its price against today's, and whose approval it waits for. */
export interface SpeedChangePlan {
  speed: number;
  currentSpeed: number;
  onBehalfOf: VxcEndChoice | null;
  endRequired: boolean;
  nonPayerStatus: 'APPROVED' | 'UN_ASSESSED' | null;
  approverCompanyId: number | null;
  requestingCompanyId: number | null;
  currency: Currency;
  currentMonthly: number | null;
  newMonthly: number;
  priceChanges: boolean;
}

/**
 * Plans a speed change of a VXC (admin console §4, §5): the speed within the slower Port, different from today's;
 * the new monthly price and today's (a speed without a price of its own counts as a change of price); the end asked
 * for — a customer's is the paying end when it may ask for the payer, else the B end, unless it names another end
 * its company owns; staff name it when the price moves — and whether the other end's owner has approved.
 */
export async function planSpeedChange(
  db: DbOrTx,
  now: Date,
  actor: Actor,
  facts: VxcFacts,
  input: { speed: string | number; onBehalfOf?: VxcEndChoice | null },
): Promise<SpeedChangePlan> {
  const { service, ends } = facts;
  const parsed = parseSpeedChange(input.speed, {
    aPortSpeedMbps: ends.A.portSpeedMbps,
    bPortSpeedMbps: ends.B.portSpeedMbps,
  });
  if ('error' in parsed) throw invalid(parsed.error);
  const speed = parsed.speedMbps;
  const currentSpeed = service.rateLimitMbps;
  if (speed === currentSpeed) throw new AppError('conflict', SPEED_CHANGE_MESSAGES.unchanged);

  const next = await vxcMonthlyPrice(db, now, facts, speed);
  const current = await vxcMonthlyPrice(db, now, facts, currentSpeed).catch((error: unknown) => {
    if (error instanceof AppError && error.code !== 'internal') return null;
    throw error;
  });
  const currentMonthly = current && current.currency === next.currency ? current.monthly : null;
  const priceChanges = currentMonthly !== next.monthly;

  let end: VxcEndChoice | null = input.onBehalfOf ?? null;
  if (!actor.isStaff) {
    // a customer asks for an end whose company it may change the speed for: the payer's unless it names the other
    const permission = speedChangePermission(service.distanceBand);
    const mayAskFor = (which: VxcEndChoice) => holds(actor, ends[which].companyId, permission);
    end ??= mayAskFor('A') ? 'A' : 'B';
    if (!mayAskFor(end)) throw new AppError('forbidden', SPEED_CHANGE_MESSAGES.notYourEnd);
  }
  const endRequired = end === null && priceChanges;
  let nonPayerStatus: SpeedChangePlan['nonPayerStatus'] = priceChanges ? null : 'APPROVED';
  let approverCompanyId: number | null = null;
  if (end !== null) {
    const other = ends[otherEnd(end)].companyId;
    nonPayerStatus = speedChangeApproval({
      priceChanges,
      requestingCompanyId: ends[end].companyId,
      otherEndCompanyId: other,
      approvesForOtherEnd: !actor.isStaff && holds(actor, other, 'approve_order'),
    });
    if (nonPayerStatus === 'UN_ASSESSED') approverCompanyId = other;
  }
  return {
    speed,
    currentSpeed,
    onBehalfOf: end,
    endRequired,
    nonPayerStatus,
    approverCompanyId,
    requestingCompanyId: end === null ? null : ends[end].companyId,
    currency: next.currency,
    currentMonthly,
    newMonthly: next.monthly,
    priceChanges,
  };
}
