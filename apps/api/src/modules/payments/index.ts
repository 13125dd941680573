import { defineModule } from '../define-module.js';
import { paymentsRoutes } from './payments.routes.js';

/**
 * Payments stand on billing (decision 0090): they allocate to its committed invoices and move their due amounts
 * through billing's index, in the payment's transaction. The card provider's area records its payments here.
 */
export { recordPayment, type PaymentToRecord } from './record-payment.js';
export { autoAllocateCompany } from './allocate.js';
export { companyBalance, companyBalances } from './balances.js';
/** Where a company was last invoiced: the market a card payment goes to when it has no supply and owes nothing. */
export { latestInvoicedSupplier } from './payments.repository.js';
/** The demo's payments of its year of invoices (decision 0090): the demo seed's step after billing's. */
export { payDemoYear } from './payments-demo.seed.js';

export const paymentsModule = defineModule({
  name: 'payments',
  description:
    'Payments: staff receipt payments and allocate them to committed invoices (by hand or oldest first); ' +
    'customers read their payments, balance and statement',
  routes: (app, ctx) => paymentsRoutes(app, ctx),
});
