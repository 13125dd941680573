import { isLagAddCount, PROVISIONING_STATUSES, SERVICE_MESSAGES } from '@portico/domain';
import { z } from 'zod';
import { technicalServiceSchema } from './ordering.js';
import { NETWORK_CHANGE_FIELDS } from './services-network.js';

/** A port of a LAG as its members' service screens list it. */
export const lagMemberSchema = z.object({
  technicalServiceId: z.number().int(),
  name: z.string(),
  provisioningStatus: z.enum(PROVISIONING_STATUSES),
});

/**
 * The LAG a port belongs to (decision 0054): its members, oldest first (NEW ones included: ports just added, still
 * being provisioned), and how many count towards its 8 ports (every member but a decommissioned one).
 */
export const lagSchema = z.object({
  aggregationId: z.number().int(),
  portCount: z.number().int(),
  members: z.array(lagMemberSchema),
});
export type Lag = z.infer<typeof lagSchema>;

/**
 * One service as its service screen reads it: the technical service and, for a port of a LAG, the LAG (null
 * otherwise). The server always sends `lag`; the default keeps an answer without it (an older server's) readable.
 */
/**
 * A change of the service's network settings sent to the network (decision 0061): PENDING until the network applies
 * it (the service's own values are what the network has), or FAILED with the network's reason. An AWS interface's
 * `from` and `to` are its settings as JSON (decision 0069, `describeAwsInterfaceSettings` puts them in words).
 */
export const networkChangeSchema = z.object({
  field: z.enum(NETWORK_CHANGE_FIELDS),
  from: z.string().nullable(),
  to: z.string(),
  status: z.enum(['PENDING', 'FAILED']),
  reason: z.string().nullable(),
  requestedAt: z.number().int(),
});
export type NetworkChange = z.infer<typeof networkChangeSchema>;

/**
 * An end of a VXC or IX as its service screen names it (decision 0078): the Port, MCR or MVE it runs on, by name and
 * id (for a link to it), and whose that is: a VXC's B end is often another company's Port.
 */
export const serviceEndSchema = z.object({
  end: z.enum(['A', 'B']),
  technicalServiceId: z.number().int(),
  name: z.string(),
  productType: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
});
export type ServiceEnd = z.infer<typeof serviceEndSchema>;

export const serviceDetailSchema = technicalServiceSchema.extend({
  /** whose service it is, by name: staff read every company's (issue 28) */
  companyName: z.string().default(''),
  lag: lagSchema.nullable().default(null),
  networkChanges: z.array(networkChangeSchema).default([]),
  /** a VXC's A and B ends, an IX's one (its Port); none for a service that runs on no other */
  ends: z.array(serviceEndSchema).default([]),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** `POST technicalservice/{id}/lag/ports`: how many ports to add to the LAG, 1 to 7 (admin console §9). */
export const addLagPortsSchema = z.object({
  count: z.number({ error: SERVICE_MESSAGES.lagAddCount }).refine(isLagAddCount, SERVICE_MESSAGES.lagAddCount),
});
export type AddLagPorts = z.input<typeof addLagPortsSchema>;
