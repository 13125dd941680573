import type { Mailer, MailMessage } from '../integrations/mail/mailer.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { JobDefinition } from './queue.js';

export const JOB_NAMES = { purgeTokens: 'auth.purgeExpiredTokens', sendMail: 'mail.send' } as const;

/** Every background job of the app. Workers (in-process or `npm run worker`) register exactly these. */
export function jobDefinitions(services: { auth: AuthService; mailer: Mailer }): JobDefinition[] {
  return [
    {
      name: JOB_NAMES.purgeTokens,
      cron: '17 * * * *',
      manual: true,
      handler: async () => ({ deleted: await services.auth.purgeDeadTokens() }),
    },
    {
      // Mail leaves through the queue: a slow or failing mail service never holds up a request, and pg-boss retries.
      name: JOB_NAMES.sendMail,
      handler: async (data) => services.mailer.send(data as unknown as MailMessage),
    },
  ];
}
