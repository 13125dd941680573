import { orderPlacedMessage, SERVICE_MESSAGES } from '@portico/domain';

/** The message a placed order answers with, by the product its order row names (a LAG's is the spec's). */
export const placedMessage = (kind: string): string =>
  kind === 'LAG' ? SERVICE_MESSAGES.lagCreated : (orderPlacedMessage(kind) ?? SERVICE_MESSAGES.portCreated);
