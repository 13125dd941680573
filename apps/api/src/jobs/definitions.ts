import type { AuthService } from '../modules/auth/auth.service.js';
import type { JobDefinition } from './queue.js';

export const JOB_NAMES = { purgeTokens: 'auth.purgeExpiredTokens' } as const;

/** Every background job of the app. Workers (in-process or `npm run worker`) register exactly these. */
export function jobDefinitions(services: { auth: AuthService }): JobDefinition[] {
  return [
    {
      name: JOB_NAMES.purgeTokens,
      cron: '17 * * * *',
      manual: true,
      handler: async () => ({ deleted: await services.auth.purgeDeadTokens() }),
    },
  ];
}
