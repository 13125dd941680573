import { defineModule } from '../define-module.js';
import { partnersRoutes } from './partners.routes.js';

export const partnersModule = defineModule({
  name: 'partners',
  description: 'Partners, their managed companies and commission',
  async routes(app, ctx) {
    await app.register(partnersRoutes, ctx);
  },
});
