import { defineModule } from '../define-module.js';
import { seedDemoServices } from './services.seed.js';

/** Technical services (ports, VXCs) at locations: their table and demo rows; ordering and provisioning build on it. */
export const servicesModule = defineModule({
  name: 'services',
  description: 'Technical services: ports and VXCs at data centres',
  seed: { demo: seedDemoServices },
});
