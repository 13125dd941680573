import { defineModule } from '../define-module.js';
import { billedChangeRoutes } from './billed-changes.routes.js';
import { orderingRoutes } from './ordering.routes.js';
import * as repo from './ordering.repository.js';
import { seedDemoOrders } from './ordering.seed.js';
import * as keys from './product-orders.repository.js';
import { seedDemoServiceKeys } from './service-keys.seed.js';
import { awsInterfaceReconfiguration, awsInterfaceRoutes } from './vxc-aws-config.js';
import { expireVxcApprovalsJob } from './vxc-expiry.js';

export { resolveServiceKey } from './service-keys.js';

/**
 * Ordering (decision 0039): ports and LAGs today, priced as the quote prices them (`priceOrder`), placed in one
 * transaction with their services, promo use, pending billing set-ups and provisioning, once per Idempotency-Key.
 */
export const orderingModule = defineModule({
  name: 'ordering',
  description: 'Ordering: quotes and orders of ports and LAGs, idempotent on the Idempotency-Key header',
  tenantResolvers: {
    order: repo.orderOwners,
    serviceKey: keys.serviceKeyOwners,
  },
  routes: async (app, ctx) => {
    await orderingRoutes(app, ctx);
    // a VXC's AWS interface edit (decision 0051): its details are the VXC order's
    awsInterfaceRoutes(app, ctx);
    // ports added to a LAG and a product's lifecycle actions: services change, billing bills (decision 0067)
    billedChangeRoutes(app, ctx);
  },
  // a VXC's AWS interface change sent to the network (decision 0069)
  jobs: [expireVxcApprovalsJob, awsInterfaceReconfiguration.job],
  seed: {
    demo: async (tx) => {
      await seedDemoOrders(tx);
      await seedDemoServiceKeys(tx);
    },
  },
});
