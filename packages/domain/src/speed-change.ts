/** A VXC's speed change (admin console §4, §5, §6; decision 0051). */
export const SPEED_CHANGE_MESSAGES = {
  changed: 'Rate limit changed successfully',
  requestCreated: 'Rate limit change request created',
  chooseEnd: 'Please select which end the request will be made on behalf of',
} as const;
