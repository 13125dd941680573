/**
 * A service's lifecycle actions (admin console §4, §7; decision 0049): cancel and cancel-now set CANCELLED,
 * terminate sets DECOMMISSIONED, un-cancel sets LIVE again.
 */
export const LIFECYCLE_ACTIONS = ['CANCEL', 'CANCEL_NOW', 'TERMINATE', 'UN_CANCEL'] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

export const LIFECYCLE_MESSAGES = {
  cancelled: 'Service has been cancelled',
  terminated: 'Service has been terminated',
  unCancelled: 'Service has been un-cancelled',
} as const;
