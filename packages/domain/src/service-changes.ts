/** Changes of a service's network settings: a port's rate limit, a VXC's or IX's VLAN, MAC and rate limit (decision 0051). */
export const SERVICE_CHANGE_MESSAGES = {
  portUpdated: 'Port updated successfully',
  accepted: 'Your update has been accepted and will be applied in a few moments',
} as const;
