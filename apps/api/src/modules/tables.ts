// Every area's tables, for tests, scripts and the check that each is in the migrations' schema. The application
// itself needs no such list: its Drizzle client runs no relational queries, so it is built without a schema, and
// drizzle-kit reads the tables from the `*.tables.ts` files (apps/api/drizzle.config.ts).
export * from '../db/app-meta.tables.js';
export * from '../db/login-throttle.tables.js';
export * from './accounting/accounting.tables.js';
export * from './audit/audit.tables.js';
export * from './auth/auth.tables.js';
export * from './billing/billing.tables.js';
export * from './cards/cards.tables.js';
export * from './catalogue/catalogue.tables.js';
export * from './companies/companies.tables.js';
export * from './exchange-rates/exchange-rates.tables.js';
export * from './mail/mail.tables.js';
export * from './ordering/ordering.tables.js';
export * from './partners/partners.tables.js';
export * from './payments/payments.tables.js';
export * from './people/people.tables.js';
export * from './pricebook/pricebook.tables.js';
export * from './pricing/pricing.tables.js';
export * from './promo/promo.tables.js';
export * from './services/services.tables.js';
export * from './supplies/supplies.tables.js';
export * from './webhooks/webhooks.tables.js';
