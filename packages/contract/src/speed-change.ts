import { VXC_END_CHOICES } from '@portico/domain';
import { z } from 'zod';
import { epochMs, idParam } from './envelope.js';
import { vxcDecisionSchema } from './ordering-vxc.js';
import { currencySchema } from './pricing.js';

/**
 * A VXC's speed change (admin console §3, §4, §7; decision 0053). The speed travels as typed in the path: the
 * domain's `parseSpeedChange` checks it against the VXC's Ports, which only the server knows.
 */
export const speedChangeParams = z.object({ id: idParam, speed: z.string().max(20) });

export const vxcEndChoiceSchema = z.enum(VXC_END_CHOICES);

export const speedChangeQuery = z.object({
  /** the end the change is asked for on behalf of: staff must choose one when the price moves */
  onBehalfOf: vxcEndChoiceSchema.optional(),
  /** the speed the caller saw when it checked the price; the change is refused when the VXC has moved on since */
  currentSpeed: idParam.optional(),
});

/** The other end's approval of a speed change, as the spec's speed change result names it. */
export const nonPayerStatusSchema = z.enum(['APPROVED', 'UN_ASSESSED']);

const vxcEndSchema = z.object({
  end: vxcEndChoiceSchema,
  companyId: z.number().int(),
  companyName: z.string(),
  portId: z.number().int(),
  portName: z.string(),
  /** the end Port's speed (Mbps): a form checks the new speed against the slower one */
  portSpeedMbps: z.number().int(),
});

/** A request waiting for (or decided by) the other end's owner, or withdrawn by the company that asked. */
export const speedChangeRequestSchema = z.object({
  requestId: z.number().int(),
  technicalServiceId: z.number().int(),
  serviceName: z.string(),
  fromMbps: z.number().int(),
  toMbps: z.number().int(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN']),
  requestedByCompanyId: z.number().int(),
  requestedByCompanyName: z.string(),
  approverCompanyId: z.number().int(),
  approverCompanyName: z.string(),
  createdAt: epochMs,
  /** the caller may approve or reject it (the approver's people holding approve_order, while it is pending) */
  canDecide: z.boolean(),
  /** the caller may withdraw it (the asking company's people holding the permission that asked, while pending) */
  canWithdraw: z.boolean(),
});
export type SpeedChangeRequestView = z.infer<typeof speedChangeRequestSchema>;

/**
 * `GET technicalservice/vxc/{id}/speedChange/{speed}`: what the change would do — the price-change confirmation. The
 * monthly prices come from the price lookup for the paying company, in `currency` minor units.
 */
export const speedChangeCheckSchema = z.object({
  technicalServiceId: z.number().int(),
  /** the new speed (Mbps) */
  speed: z.number().int(),
  currentSpeed: z.number().int(),
  /** APPROVED: the change applies at once; UN_ASSESSED: a request goes to the other end; null: choose an end first */
  nonPayerStatus: nonPayerStatusSchema.nullable(),
  /** staff must choose the end the change is asked for on behalf of (the price moves) */
  endRequired: z.boolean(),
  onBehalfOf: vxcEndChoiceSchema.nullable(),
  currency: currencySchema,
  /** the monthly price at the current speed; null when that speed has no price */
  currentMonthly: z.number().int().nullable(),
  newMonthly: z.number().int(),
  priceChanges: z.boolean(),
  ends: z.tuple([vxcEndSchema, vxcEndSchema]),
  /** the company whose approval the change waits for, when it does */
  approverCompanyName: z.string().nullable(),
  /** a request of this VXC already waiting: no other change is taken until it is decided */
  pendingRequest: speedChangeRequestSchema.nullable(),
});
export type SpeedChangeCheck = z.infer<typeof speedChangeCheckSchema>;

/** `PUT technicalservice/vxc/{id}/speedChange/{speed}`: the spec's speed change result, and what became of it. */
export const speedChangeResultSchema = z.object({
  nonPayerStatus: nonPayerStatusSchema,
  speed: z.number().int(),
  /** true: the rate limit changed; false: a request waits for the other end (`requestId`) */
  applied: z.boolean(),
  requestId: z.number().int().nullable(),
});
export type SpeedChangeResult = z.infer<typeof speedChangeResultSchema>;

export const speedChangeRequestParams = z.object({ requestId: idParam });
/** the requests where this one company (one the caller acts for) asks or decides; absent: every company of the caller */
export const speedChangeRequestsQuery = z.object({ companyId: idParam.optional() });
export const speedChangeDecisionSchema = vxcDecisionSchema;
