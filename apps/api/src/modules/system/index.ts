import { defineModule } from '../define-module.js';
import { systemRoutes } from './system.routes.js';

export const systemModule = defineModule({
  name: 'system',
  description: 'Health, sign-in options and background jobs',
  async routes(app, ctx) {
    await app.register(systemRoutes, {
      queue: ctx.queue,
      database: ctx.databaseKind,
      version: ctx.config.version,
      mode: ctx.config.mode,
      idTokens: ctx.integrations.idTokens,
    });
  },
});
