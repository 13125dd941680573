import { access, defineEndpoints } from './endpoint.js';
import { serviceParams } from './ordering.js';
import { addLagPortsSchema, serviceDetailSchema } from './service-lag.js';

/**
 * A LAG grown from its service screen (admin console §9; decision 0054): billed ports, so the owning company's
 * people holding `place_order` (staff too).
 */
export const serviceLagEndpoints = defineEndpoints('services', {
  addLagPorts: {
    method: 'POST',
    path: '/secure/technicalservice/:id/lag/ports',
    summary:
      'Add 1 to 7 ports to the LAG this port belongs to (at most 8 in all): each at its location, speed and term, ' +
      'billed as its ports are, then provisioned',
    access: access.tenant('service', 'id', 'place_order'),
    params: serviceParams,
    body: addLagPortsSchema,
    response: serviceDetailSchema,
  },
});
