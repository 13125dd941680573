import { IX_MESSAGES, RATE_TYPES, SERVICE_MESSAGES, VXC_APPROVAL_STATUSES, VXC_MESSAGES } from '@portico/domain';
import { z } from 'zod';
import { idBody, idParam } from './envelope.js';
import { portDropdownEntrySchema } from './order-dropdowns.js';

// Schemas of VXC and IX orders and of VXC approvals (issue #17; decisions 0039, 0040, 0042).

const name = z.string().trim().min(1, SERVICE_MESSAGES.nameRequired).max(100);
/** A VLAN as sent: range and the automatic -1 (staff only) are checked by the service, which knows the caller. */
const vlan = z.number({ error: VXC_MESSAGES.vlanRange }).int(VXC_MESSAGES.vlanRange);

/** The AWS DirectConnect details of a B end on an AWS Port, as the form and the API send them. */
export const awsDirectConnectSchema = z.object({
  type: z.string().max(20),
  awsAccountId: z.string().max(40),
  customerAddress: z.string().max(40).nullable().default(null),
  amazonAddress: z.string().max(40).nullable().default(null),
  asn: z.union([z.string().max(20), z.number()]).nullable(),
  authKey: z.string().max(100).nullable().default(null),
  prefixes: z.string().max(2000).nullable().default(null),
});

/**
 * A VXC order, as the customer's /orderVxc form sends it: the A end a Port of the company ordered for; the B end any
 * Port (another company's too; an AWS Port with its DirectConnect details), or an Azure service key or a Google
 * pairing key, from which the partner's Port is found. Ends and speed may be missing here: the service answers the
 * spec's one message for that.
 */
export const orderVxcSchema = z.object({
  companyId: idBody,
  aEndPortId: idBody.nullable().default(null),
  bEndPortId: idBody.nullable().default(null),
  /** a service key another company handed over: it names the B end instead of a Port (decision 0058) */
  serviceKey: z.string().trim().max(100).nullable().default(null),
  azureServiceKey: z.string().trim().max(100).nullable().default(null),
  googlePairingKey: z.string().trim().max(200).nullable().default(null),
  aws: awsDirectConnectSchema.nullable().default(null),
  /** Mbps: one of the options (0 = the whole slower Port when offered) */
  speed: z.number({ error: VXC_MESSAGES.speedNotOffered }).int(VXC_MESSAGES.speedNotOffered).nullable().default(null),
  rateType: z.enum(RATE_TYPES, { error: VXC_MESSAGES.rateTypeInvalid }).default('MONTHLY'),
  /** months for a MONTHLY VXC, days (1-20) for a DAILY one */
  term: z.number({ error: VXC_MESSAGES.monthlyTermNotOffered }).int(VXC_MESSAGES.monthlyTermNotOffered).default(12),
  aVlan: vlan,
  bVlan: vlan,
  serviceName: name,
  costCentre: z.string().trim().max(100).nullable().default(null),
  promoCode: z.string().trim().max(64).nullable().default(null),
});
export type OrderVxc = z.input<typeof orderVxcSchema>;
export type OrderVxcParsed = z.output<typeof orderVxcSchema>;

/** What staff add: any speed up to the slower Port, VLAN -1 (automatic), and the price fields (minor units, bp). */
export const adminOrderVxcSchema = orderVxcSchema.extend({
  setupCents: z.number().nullable().default(null),
  monthlyCents: z.number().nullable().default(null),
  discountBp: z.number().nullable().default(null),
});
export type AdminOrderVxc = z.input<typeof adminOrderVxcSchema>;
export type AdminOrderVxcParsed = z.output<typeof adminOrderVxcSchema>;
/** The admin order's body at the route: any object; the service checks it so a failure names its first detail. */
export const adminOrderVxcBodySchema = z.looseObject({ companyId: idBody });

/** The VLAN check the forms call on blur (admin console §7): the VLAN back when free, else free alternatives. */
export const vlanCheckParams = z.object({
  nid: idParam,
  vlan: z.coerce.number().int(),
});
export const vlanCheckQuery = z.object({ currentVlan: z.coerce.number().int().optional() });
export const vlanCheckSchema = z.object({
  vlan: z.number().int(),
  free: z.boolean(),
  /** exactly [vlan] when it is free; otherwise up to five free VLANs to offer */
  available: z.array(z.number().int()),
  message: z.string().nullable(),
});
export type VlanCheck = z.infer<typeof vlanCheckSchema>;

/** The Port dropdowns of the order forms: A ends of the company ordered for, B ends of anyone. */
export const portDropdownQuery = z.object({ companyId: idParam });
export const portDropdownsSchema = z.object({
  aEnds: z.array(portDropdownEntrySchema),
  bEnds: z.array(portDropdownEntrySchema),
});
export type PortDropdowns = z.infer<typeof portDropdownsSchema>;

const approvalStatus = z.enum(VXC_APPROVAL_STATUSES);
const side = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  portId: z.number().int(),
  portName: z.string(),
  vlan: z.number().int(),
  status: approvalStatus,
  approverId: z.number().int().nullable(),
  approverName: z.string().nullable(),
});

/** A VXC order as the approvals tab shows it: both sides, and whether the caller may decide one now. */
export const vxcApprovalSchema = z.object({
  vxcOrderId: z.number().int(),
  orderId: z.number().int(),
  technicalServiceId: z.number().int(),
  serviceName: z.string(),
  speed: z.number().int(),
  rateType: z.enum(RATE_TYPES),
  term: z.number().int(),
  payer: side,
  nonPayer: side,
  outcome: z.enum(['APPROVED', 'PENDING', 'REJECTED']),
  /** true when a side the caller may decide is still UN_ASSESSED */
  canDecide: z.boolean(),
  /** rejected because no one decided the waiting side within the approval window */
  expired: z.boolean(),
  createdAt: z.number().int(),
});
export type VxcApprovalView = z.infer<typeof vxcApprovalSchema>;
export const vxcApprovalsQuery = z.object({
  status: z.enum(['PENDING', 'ALL']).default('PENDING'),
  /** the orders where this one company (one the caller acts for) is a party; absent: every company of the caller */
  companyId: idParam.optional(),
});
export const vxcApprovalParams = z.object({ vxcOrderId: idParam });
export const vxcDecisionSchema = z.object({ decision: z.enum(['APPROVE', 'REJECT']) });
/** Every order of one company still waiting for the deciding company's side, rejected at once (decision 0068). */
export const vxcRejectAllSchema = z.object({
  /** the company deciding: one the caller acts for, with approve_order there */
  companyId: z.number().int().positive(),
  /** the company whose waiting orders are rejected */
  fromCompanyId: z.number().int().positive(),
});
export const vxcRejectAllResultSchema = z.object({ rejected: z.number().int() });

/** An IX order: the Port it connects, the exchange, rate limit, the router's MAC address, VLAN and ASN. */
export const orderIxSchema = z.object({
  companyId: idBody,
  portId: idBody,
  ixId: idBody,
  serviceName: name,
  rateLimit: z.union([z.number(), z.string().max(20)], { error: IX_MESSAGES.rateLimitInteger }),
  macAddress: z.string().max(40),
  vlan,
  asn: z.union([z.number(), z.string().max(20)], { error: IX_MESSAGES.asnInvalid }),
  term: z.number().int().default(12),
  promoCode: z.string().trim().max(64).nullable().default(null),
});
export type OrderIx = z.input<typeof orderIxSchema>;
export type OrderIxParsed = z.output<typeof orderIxSchema>;

export const ixChoicesQuery = z.object({ portId: idParam });
export const ixChoiceSchema = z.object({
  ixId: z.number().int(),
  name: z.string(),
  metro: z.string(),
  locationId: z.number().int(),
});
export type IxChoice = z.infer<typeof ixChoiceSchema>;
