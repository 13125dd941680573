import { defineModule } from '../define-module.js';
import { pricebookRoutes } from './pricebook.routes.js';
import { seedPricebookDemo } from './pricebook.seed.js';

/**
 * What other modules may use of the price book (decisions 0023, 0024): the VXC and MVE prices in force on a day,
 * each one indexed query. The price lookup service, quotes and the bill run call these.
 */
export { findMvePrice, findVxcPrices, findVxcRateCard } from './find-prices.js';
/** The same reads as SQL for the price lookup's one statement, and their answers from its rows (decision 0096). */
export { mvePriceOf, vxcRateCardOf } from './find-prices.js';
export {
  type MveLookupRow,
  mvePriceInForceSql,
  type VxcRateCardRow,
  vxcRowsInForceSql,
} from './pricebook.repository.js';

export const pricebookModule = defineModule({
  name: 'pricebook',
  description: 'The price book: dated VXC and MVE prices, edited or deleted only before they start',
  routes: pricebookRoutes,
  seed: { demo: seedPricebookDemo },
});
