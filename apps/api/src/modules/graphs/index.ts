import { defineModule } from '../define-module.js';
import { graphsRoutes } from './graphs.routes.js';

/** A service's traffic graphs, from the network's telemetry (decision 0046). */
export const graphsModule = defineModule({
  name: 'graphs',
  description: "Graphs: a service's traffic in and out, from the network's telemetry",
  routes: graphsRoutes,
});
