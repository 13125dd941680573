/**
 * What one network design (`/v3/networkdesign/validate`, `/v4/networkdesign/buy`) may ask (decision 0059): what a
 * person orders at once, so that one request cannot hold a process for seconds. Past it the contract answers 400 with
 * the message and nothing is priced or written.
 */
export const NETWORK_DESIGN_LIMITS = {
  /** items (products, or VXCs / IXs hung off one) in one design */
  items: 20,
  /** VXCs or IXs hung off one product in one item */
  perItem: 20,
  /** services of all kinds the whole design orders */
  services: 25,
} as const;

export const NETWORK_DESIGN_LIMIT_MESSAGE = `A network design may order at most ${NETWORK_DESIGN_LIMITS.services} services (${NETWORK_DESIGN_LIMITS.items} items, ${NETWORK_DESIGN_LIMITS.perItem} VXCs or IXs on one product): order more in several designs`;

/** How many services an item orders: one product, or the VXCs or IXs hung off one. */
function servicesOf(item: object): number {
  const hung = 'associatedVxcs' in item ? item.associatedVxcs : 'associatedIxs' in item ? item.associatedIxs : null;
  return Array.isArray(hung) ? hung.length : 1;
}

/** Whether a design stays within NETWORK_DESIGN_LIMITS: items, services on one product, services in all. */
export function withinDesignLimits(items: readonly object[]): boolean {
  if (items.length > NETWORK_DESIGN_LIMITS.items) return false;
  if (items.some((item) => servicesOf(item) > NETWORK_DESIGN_LIMITS.perItem)) return false;
  return items.reduce((n, item) => n + servicesOf(item), 0) <= NETWORK_DESIGN_LIMITS.services;
}
