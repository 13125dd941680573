import { z } from 'zod';
import { defineJob, defineModule } from '../define-module.js';
import { apiKeyOwners } from './api-keys.repository.js';
import { apiKeyRoutes } from './api-keys.routes.js';
import { authRoutes } from './auth.routes.js';
import { passwordLinkRoutes } from './password-links.routes.js';
import type { AuthService } from './auth.service.js';
import type { PersonSessions } from '../people/index.js';
import { countLiveSessions, revokeSessionsOf } from './sessions.repository.js';

declare module '../define-module.js' {
  interface PlatformServices {
    /** the platform's sign-in and token service (the access plugin authenticates with it) */
    auth: AuthService;
  }
}

export { createAuthService } from './auth.service.js';

/**
 * A person's sessions as people's changes need them (decision 0067): the staff's login facts count them, and a
 * deactivated person's end at once. The modules' list gives them to the people area.
 */
export const personSessions: PersonSessions = { countLive: countLiveSessions, endAll: revokeSessionsOf };

/** Hourly: deletes tokens dead for a day and login-failure counts whose window is over. */
export const purgeTokensJob = defineJob({
  name: 'auth.purgeExpiredTokens',
  payload: z.object({}),
  cron: '17 * * * *',
  manual: true,
  timeLimitSeconds: 600,
  // its deletes are idempotent and run through the auth service's own connection
  transactional: false,
  handler: async (_payload, run) => ({ deleted: await run.ctx.auth.purgeDeadTokens() }),
});

export const authModule = defineModule({
  name: 'auth',
  description: 'Log in and out, sessions, two-factor, password changes, password links, API keys and their tokens',
  tenantResolvers: { apiKey: apiKeyOwners },
  async routes(app, ctx) {
    // Each in a scope of its own: the form bodies the login routes take reach those routes only.
    await app.register(authRoutes, ctx);
    await app.register(passwordLinkRoutes, ctx);
    await app.register(apiKeyRoutes, ctx);
  },
  jobs: [purgeTokensJob],
});
