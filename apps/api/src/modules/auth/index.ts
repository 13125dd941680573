import { defineModule } from '../define-module.js';
import { authRoutes } from './auth.routes.js';
import { passwordLinkRoutes } from './password-links.routes.js';
import { createPasswordLinkService } from './password-links.service.js';

export { requireCompanyAccess, holds } from './company-access.js';
export type { Actor } from './actor.js';

export const PURGE_TOKENS_JOB = 'auth.purgeExpiredTokens';

export const authModule = defineModule({
  name: 'auth',
  description: 'Log in and out, sessions, two-factor, password changes and password links',
  async routes(app, ctx) {
    await app.register(authRoutes, { auth: ctx.auth, loginRateLimit: ctx.config.login.perMinutePerAddress });
    await app.register(passwordLinkRoutes, {
      links: createPasswordLinkService({ db: ctx.db, config: ctx.config, queue: ctx.queue }),
    });
  },
  jobs: ({ auth }) => [
    {
      name: PURGE_TOKENS_JOB,
      cron: '17 * * * *',
      manual: true,
      expireInSeconds: 600,
      handler: async () => ({ deleted: await auth.purgeDeadTokens() }),
    },
  ],
});
