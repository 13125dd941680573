import { defineModule } from '../define-module.js';
import { chargeRunJob, checkPendingJob, directDebitJob } from './card-jobs.js';
import { cardsRoutes } from './cards.routes.js';

/**
 * Card payments (decision 0091): the card provider's hosted page to pay or register a card, confirmed by its
 * access code; registered cards charged once per Idempotency-Key; direct debit; the card-provider receipt CSV; and
 * the pending check that resolves every payment the provider has not answered. An approved payment is recorded and
 * allocated through the payments core.
 */
export const cardsModule = defineModule({
  name: 'cards',
  description: 'Card payments, registered cards, direct debit and the card-provider receipt CSV',
  routes: cardsRoutes,
  jobs: [chargeRunJob, checkPendingJob, directDebitJob],
});
