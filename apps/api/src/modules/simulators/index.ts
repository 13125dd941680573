import { defineModule } from '../define-module.js';
import { simulatorRoutes } from './simulators.routes.js';

/**
 * The routes that drive and read the local simulators. Enabled only when the integrations built simulators, which
 * they do in demo mode only: in production these routes do not exist at all (404).
 */
export const simulatorsModule = defineModule({
  name: 'simulators',
  description:
    'Demo mode only: drive the local identity provider, read the mail the simulator kept, and tell the accounting simulator to fail',
  enabled: (ctx) => ctx.integrations.simulators !== null,
  routes: simulatorRoutes,
});
