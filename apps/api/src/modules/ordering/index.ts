import { defineModule } from '../define-module.js';

/** Ordering: ports and LAGs today (issue #17), priced as the quote prices them, placed once per Idempotency-Key. */
export const orderingModule = defineModule({
  name: 'ordering',
  description: 'Ordering: quotes and orders of ports and LAGs, idempotent on the Idempotency-Key header',
});
