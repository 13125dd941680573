import { defineModule } from '../define-module.js';
import { authRoutes } from './auth.routes.js';
import { passwordLinkRoutes } from './password-links.routes.js';

export { requireCompanyAccess, holds } from './company-access.js';
export type { Actor } from './actor.js';
export { hashPassword } from './auth.service.js';
export { availabilityCheck } from './availability-guard.js';
export { createFailureCounter, type FailureCounter, type FailureLimit, sourceOf } from './login-throttle.js';
export { issuePasswordLink, setPasswordUrl } from './password-links.service.js';

export const PURGE_TOKENS_JOB = 'auth.purgeExpiredTokens';

export const authModule = defineModule({
  name: 'auth',
  description: 'Log in and out, sessions, two-factor, password changes and password links',
  async routes(app, ctx) {
    // Each in a scope of its own: the form bodies the login routes take reach those routes only.
    await app.register(authRoutes, ctx);
    await app.register(passwordLinkRoutes, ctx);
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
