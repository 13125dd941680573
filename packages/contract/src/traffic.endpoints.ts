import { access, defineEndpoints } from './endpoint.js';
import { trafficParams, trafficSchema } from './traffic.js';

/** A service's traffic, in and out, for its graphs (admin console §7): the company's people holding `graphs`. */
export const trafficEndpoints = defineEndpoints('graphs', {
  traffic: {
    method: 'GET',
    path: '/secure/graph/nServiceId/:nServiceId/from/:from/to/:to/points/:points',
    summary: "A service's traffic in and out (bits per second) in `points` equal steps from `from` to `to`",
    access: access.tenant('service', 'nServiceId', 'graphs'),
    params: trafficParams,
    response: trafficSchema,
  },
});
