import { COMPANY_MESSAGES } from './company-rules.js';
import { EXCHANGE_RATE_MESSAGES } from './exchange-rates.js';
import { MESSAGES } from './messages.js';
import { PARTNER_MESSAGES } from './partner-rules.js';
import { PEOPLE_MESSAGES } from './people-rules.js';
import { PRICE_LOOKUP_MESSAGES, PRICING_MESSAGES } from './price-quote.js';
import { PROMO_MESSAGES } from './promo-rules.js';
import { SUPPLY_RULE_MESSAGES } from './supply-rules.js';

/**
 * Every message written for users, the spec's and our own. The API answers a validation failure carrying one of
 * these with the message exactly as written; other (library) messages are prefixed with the field they concern.
 * A new area's message set is added here.
 */
const CATALOGUE: ReadonlySet<string> = new Set(
  [
    MESSAGES,
    COMPANY_MESSAGES,
    PARTNER_MESSAGES,
    PEOPLE_MESSAGES,
    SUPPLY_RULE_MESSAGES,
    EXCHANGE_RATE_MESSAGES,
    PROMO_MESSAGES,
    PRICING_MESSAGES,
    PRICE_LOOKUP_MESSAGES,
  ].flatMap((set) => Object.values(set).filter((v): v is string => typeof v === 'string')),
);

export function isCatalogueMessage(text: string): boolean {
  return CATALOGUE.has(text);
}
