import { defineModule } from '../define-module.js';
import { suppliesRoutes } from './supplies.routes.js';
import { seedSuppliesReference } from './supplies.seed.js';

export const suppliesModule = defineModule({
  name: 'supplies',
  description: 'Supplies: the markets a company buys in, with their billing and tax settings',
  async routes(app, ctx) {
    await suppliesRoutes(app, ctx);
  },
  seed: { reference: seedSuppliesReference },
});
