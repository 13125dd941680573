import { defineModule } from '../define-module.js';
import { systemRoutes } from './system.routes.js';

export const systemModule = defineModule({
  name: 'system',
  description: 'Health, sign-in options and background jobs',
  routes: systemRoutes,
});
