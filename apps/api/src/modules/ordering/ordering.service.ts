import { orderServiceSummaries } from '../services/index.js';
import type { OrderingDeps } from './ordering-deps.js';
import * as repo from './ordering.repository.js';
import { ixOrders } from './ix-order.js';
import { orderLookups } from './order-lookups.js';
import { portOrders } from './port-order.js';
import { vxcApprovals } from './vxc-approvals.js';
import { vxcOrders } from './vxc-order.js';
import { AppError } from '../../errors.js';
import { SERVICE_MESSAGES } from '@portico/domain';
import type { OrderServices } from '@portico/contract';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';

export function createOrderingService(deps: OrderingDeps) {
  return {
    ...portOrders(deps),
    ...vxcOrders(deps),
    ...vxcApprovals(deps),
    ...ixOrders(deps),
    ...orderLookups(deps),
    /** An order's services and their provisioning status, for the page that polls them. */
    async orderServices(actor: Actor, orderId: number): Promise<OrderServices> {
      const order = await repo.findOrder(deps.db, orderId);
      if (!order) throw new AppError('not_found', SERVICE_MESSAGES.orderNotFound);
      requireCompanyAccess(actor, order.companyId);
      return { orderId, companyId: order.companyId, services: await orderServiceSummaries(deps.db, orderId) };
    },
  };
}
