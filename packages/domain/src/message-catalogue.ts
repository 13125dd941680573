import { AWS_MESSAGES } from './aws-direct-connect.js';
import { CATALOGUE_MESSAGES } from './catalogue.js';
import { CLOUD_PARTNER_MESSAGES } from './cloud-partners.js';
import { COMPANY_MESSAGES } from './company-rules.js';
import { EXCHANGE_RATE_MESSAGES } from './exchange-rates.js';
import { INPUT_MESSAGES } from './input-messages.js';
import { IX_MESSAGES } from './ix-rules.js';
import { MESSAGES } from './messages.js';
import { PARTNER_MESSAGES } from './partner-rules.js';
import { PEOPLE_MESSAGES } from './people-rules.js';
import { PRICE_LOOKUP_MESSAGES, PRICING_MESSAGES } from './price-messages.js';
import { PRICEBOOK_RULE_MESSAGES } from './pricebook-rules.js';
import { PRICEBOOK_MESSAGES } from './pricing.js';
import { PROMO_MESSAGES } from './promo-rules.js';
import { SERVICE_MESSAGES } from './service-rules.js';
import { SUPPLY_RULE_MESSAGES } from './supply-rules.js';
import { VXC_APPROVAL_MESSAGES } from './vxc-approval.js';
import { VXC_MESSAGES } from './vxc-rules.js';
import { PRODUCT_ORDER_MESSAGES } from './product-orders.js';
import { SERVICE_KEY_MESSAGES } from './service-keys.js';
import { TRAFFIC_MESSAGES } from './traffic.js';
import { SERVICE_SEARCH_MESSAGES } from './service-usage.js';
import { SERVICE_LOCK_MESSAGES } from './service-lock.js';
import { LIFECYCLE_MESSAGES } from './service-lifecycle.js';
import { SPEED_CHANGE_MESSAGES } from './speed-change.js';
import { SERVICE_CHANGE_MESSAGES } from './service-changes.js';
import { API_KEY_MESSAGES } from './api-keys.js';
import { WEBHOOK_MESSAGES } from './webhooks.js';
import { BILLABLE_MESSAGES } from './billables.js';
import { CHARGE_MESSAGES } from './charges.js';
import { BILLING_MESSAGES } from './billing-status.js';
import { BILL_RUN_MESSAGES, TEST_CLOCK_MESSAGES } from './bill-runs.js';
import { INVOICE_MESSAGES } from './invoice-status.js';
import { INVOICE_SEARCH_MESSAGES } from './invoice-search.js';
import { BILLABLE_UPKEEP_MESSAGES } from './billable-upkeep.js';
import { ACCOUNTING_MESSAGES } from './accounting.js';
import { ERP_MESSAGES } from './erp.js';
import { CARD_MESSAGES } from './card-receipts.js';
import { PAYMENT_MESSAGES } from './payments.js';

/**
 * Every table of messages written for users, the spec's and our own, by its exported name. The API shows a
 * validation failure carrying one of these exactly as written, never behind a field name. A module's new table
 * (an export whose name ends in MESSAGES) is added here; a test fails until it is.
 */
export const MESSAGE_TABLES = {
  MESSAGES,
  CARD_MESSAGES,
  INPUT_MESSAGES,
  COMPANY_MESSAGES,
  PARTNER_MESSAGES,
  PEOPLE_MESSAGES,
  SUPPLY_RULE_MESSAGES,
  EXCHANGE_RATE_MESSAGES,
  PROMO_MESSAGES,
  PRICING_MESSAGES,
  PRICE_LOOKUP_MESSAGES,
  PRICEBOOK_RULE_MESSAGES,
  PRICEBOOK_MESSAGES,
  CATALOGUE_MESSAGES,
  SERVICE_MESSAGES,
  VXC_MESSAGES,
  VXC_APPROVAL_MESSAGES,
  AWS_MESSAGES,
  IX_MESSAGES,
  CLOUD_PARTNER_MESSAGES,
  PRODUCT_ORDER_MESSAGES,
  SERVICE_KEY_MESSAGES,
  TRAFFIC_MESSAGES,
  SERVICE_SEARCH_MESSAGES,
  SERVICE_LOCK_MESSAGES,
  LIFECYCLE_MESSAGES,
  SPEED_CHANGE_MESSAGES,
  SERVICE_CHANGE_MESSAGES,
  API_KEY_MESSAGES,
  WEBHOOK_MESSAGES,
  BILLABLE_MESSAGES,
  BILLING_MESSAGES,
  BILL_RUN_MESSAGES,
  TEST_CLOCK_MESSAGES,
  INVOICE_MESSAGES,
  INVOICE_SEARCH_MESSAGES,
  CHARGE_MESSAGES,
  BILLABLE_UPKEEP_MESSAGES,
  ACCOUNTING_MESSAGES,
  ERP_MESSAGES,
  PAYMENT_MESSAGES,
} as const;

// every message table holds texts only (its type says so): a catalogue of those texts
const CATALOGUE: ReadonlySet<string> = new Set<string>(
  Object.values(MESSAGE_TABLES).flatMap((table): string[] => Object.values(table)),
);

export function isCatalogueMessage(text: string): boolean {
  return CATALOGUE.has(text);
}
