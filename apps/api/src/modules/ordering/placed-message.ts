import {
  IX_MESSAGES,
  orderPlacedMessage,
  PRODUCT_ORDER_MESSAGES,
  SERVICE_MESSAGES,
  VXC_MESSAGES,
} from '@portico/domain';

/** The order row's kind of an order of several products (the public API's network design). */
export const NETWORK_DESIGN_KIND = 'NETWORK_DESIGN';

/** The message a placed order answers with, by the product its order row names (a LAG's is the spec's). */
export function placedMessage(kind: string): string {
  if (kind === 'LAG') return SERVICE_MESSAGES.lagCreated;
  if (kind === 'VXC') return VXC_MESSAGES.created;
  if (kind === 'IX') return IX_MESSAGES.created;
  if (kind === NETWORK_DESIGN_KIND) return PRODUCT_ORDER_MESSAGES.networkDesignCreated;
  return orderPlacedMessage(kind) ?? SERVICE_MESSAGES.portCreated;
}
