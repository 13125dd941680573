import { parseDigits } from './network-identifiers.js';
import type { Permission } from './permissions.js';
import { INTERCAP_DISTANCE_BAND, VXC_MESSAGES, vxcSpeedAbovePortMessage, vxcSpeedCeiling } from './vxc-rules.js';

/** A VXC's speed change (admin console §4, §5, §6; decision 0053). */
export const SPEED_CHANGE_MESSAGES = {
  changed: 'Rate limit changed successfully',
  requestCreated: 'Rate limit change request created',
  chooseEnd: 'Please select which end the request will be made on behalf of',
  // Our words (the spec names the rule, not the text).
  vxcNotFound: 'VXC not found',
  unchanged: 'The VXC already runs at this speed',
  speedMovedOn: 'The speed of this VXC has changed meanwhile: check the price again',
  requestPending: 'A speed change of this VXC is already waiting for the approval of the other end',
  notYourEnd: 'You may only ask for a speed change on behalf of an end your company owns',
  requestNotFound: 'Speed change request not found',
  alreadyDecided: 'This speed change request has already been decided',
  notYoursToDecide: 'Only the owner of the other end may decide this speed change request',
  rejected: 'Rate limit change request rejected',
  withdrawn: 'Rate limit change request withdrawn',
  alreadyWithdrawn: 'This speed change request has already been withdrawn',
  notYoursToWithdraw: 'Only the company that asked for this speed change may withdraw it',
  ended: 'A cancelled or decommissioned VXC keeps the speed it has',
} as const;

/** The end of a VXC a speed change is asked for on behalf of: A (the payer's Port) or B (the other end's). */
export const VXC_END_CHOICES = ['A', 'B'] as const;
export type VxcEndChoice = (typeof VXC_END_CHOICES)[number];

/** The Port speeds of a VXC's two ends (null when unknown). */
export interface SpeedChangeEnds {
  aPortSpeedMbps: number | null;
  bPortSpeedMbps: number | null;
}

/**
 * A VXC's new speed as typed (admin console §5): digits only and at least 1, then not above the slower end's Port —
 * the default ceiling (10000 Mbps) when neither Port's speed is known. Answers the speed, or the message. `ends`
 * null: the Ports are not known yet (a form before its first check), so only the first two are checked.
 */
export function parseSpeedChange(
  input: string | number,
  ends: SpeedChangeEnds | null,
): { speedMbps: number } | { error: string } {
  const speed = parseDigits(typeof input === 'string' ? input.trim() : input);
  if (speed === null || speed < 1) return { error: VXC_MESSAGES.speedDigits };
  if (ends === null) return { speedMbps: speed };
  const ceiling = vxcSpeedCeiling(ends.aPortSpeedMbps, ends.bPortSpeedMbps);
  return speed > ceiling ? { error: vxcSpeedAbovePortMessage(ceiling) } : { speedMbps: speed };
}

/** The other end of a VXC. */
export const otherEnd = (end: VxcEndChoice): VxcEndChoice => (end === 'A' ? 'B' : 'A');

/**
 * Whether the change needs the other end's approval (admin console §4): only a change that moves the monthly price
 * does, and then only when the other end belongs to another company than the end asking, whose approval the one
 * asking cannot give itself (it does not act for that company). `nonPayerStatus` as the spec's speed change result
 * names it.
 */
export function speedChangeApproval(change: {
  priceChanges: boolean;
  requestingCompanyId: number;
  otherEndCompanyId: number;
  /** the person asking may approve for the other end's company too (a customer acting for both) */
  approvesForOtherEnd: boolean;
}): 'APPROVED' | 'UN_ASSESSED' {
  if (!change.priceChanges || change.approvesForOtherEnd) return 'APPROVED';
  return change.requestingCompanyId === change.otherEndCompanyId ? 'APPROVED' : 'UN_ASSESSED';
}

/**
 * The permission a speed change asks for in the paying company (admin console §6): modify_service, except for a VXC
 * of the INTERCAP distance band, whose price moves so much that it takes place_order instead.
 */
export function speedChangePermission(distanceBand: string | null): Permission {
  return distanceBand === INTERCAP_DISTANCE_BAND ? 'place_order' : 'modify_service';
}
