import { defineModule } from '../define-module.js';
import { graphsRoutes } from './graphs.routes.js';

/** Services' mean traffic over a window, for summaries (the dashboard's utilisation and busiest VXCs). */
export { meanTrafficOf, type TrafficWindow } from './traffic-means.js';

/** A service's traffic graphs, from the network's telemetry (decision 0046). */
export const graphsModule = defineModule({
  name: 'graphs',
  description: "Graphs: a service's traffic in and out, from the network's telemetry",
  routes: graphsRoutes,
});
