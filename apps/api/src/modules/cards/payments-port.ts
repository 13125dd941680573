/**
 * What the cards area uses of the payments core (decision 0090), through its index only: an approved card payment
 * is recorded as a CARD payment transaction and the company's credit allocated, in the caller's transaction.
 */
export {
  autoAllocateCompany,
  companyBalance,
  companyBalances,
  latestInvoicedSupplier,
  type PaymentToRecord,
  recordPayment,
} from '../payments/index.js';
