import { z } from 'zod';
import { idParam } from './envelope.js';

export const dashboardParamsSchema = z.object({ id: idParam });

/**
 * Whether the dashboard's traffic (utilisation, busiest VXCs) could be read: `available`; `not_available` without a
 * telemetry source (production until one is configured); `not_permitted` for a caller without `graphs` there.
 */
export const DASHBOARD_TRAFFIC_STATES = ['available', 'not_available', 'not_permitted'] as const;

/** One of the company's busiest VXCs over the last 24 hours (the spec's vxc1 to vxc5, busiest first). */
export const dashboardVxcSchema = z.object({
  technicalServiceId: z.number().int(),
  name: z.string(),
  rateLimitMbps: z.number().int(),
  /** the mean of the busier direction over the window, in bits per second */
  averageBps: z.number().int(),
});
export type DashboardVxc = z.infer<typeof dashboardVxcSchema>;

/** A recorded change of the company's services and orders: who did what, when, in words. */
export const dashboardActivitySchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  /** a person's name, or the part of the system that made the change ("provisioning") */
  who: z.string(),
  /** what was done, in words ("Sydney to Melbourne is live") */
  what: z.string(),
  /** the service the change is about, when it is one */
  technicalServiceId: z.number().int().nullable(),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

/** A location where the company has services, with its coordinates for the map. */
export const dashboardLocationSchema = z.object({
  locationId: z.number().int(),
  name: z.string(),
  metro: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** the company's services there (NEW ones not counted) */
  services: z.number().int(),
});
export type DashboardLocation = z.infer<typeof dashboardLocationSchema>;

/** `GET /secure/dashboard/company/{id}` (customer portal §3 "Dashboard"; decision 0052). */
export const dashboardSchema = z.object({
  companyId: z.number().int(),
  servicesLive: z.number().int(),
  servicesProvisioning: z.number().int(),
  /** the company's services by provisioning status, NEW left out */
  byStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  traffic: z.enum(DASHBOARD_TRAFFIC_STATES),
  /** the window the traffic covers, epoch ms */
  from: z.number().int(),
  to: z.number().int(),
  /** percent (one decimal) of the live ports' capacity used over the window; null when not known */
  networkUtilisation: z.number().nullable(),
  topVxcs: z.array(dashboardVxcSchema),
  recentActivity: z.array(dashboardActivitySchema),
  locations: z.array(dashboardLocationSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
