import { z } from 'zod';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { JobDefinition } from './queue.js';

export const JOB_NAMES = { purgeTokens: 'auth.purgeExpiredTokens', sendMail: 'mail.send' } as const;

/** What a `mail.send` job carries: checked when it is queued and again before it is sent. */
const mailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(20_000),
  kind: z.string().min(1).max(50),
});

/** Every background job of the app. Workers (in-process or `npm run worker`) register exactly these. */
export function jobDefinitions(services: { auth: AuthService; mailer: Mailer }): JobDefinition[] {
  return [
    {
      name: JOB_NAMES.purgeTokens,
      cron: '17 * * * *',
      manual: true,
      expireInSeconds: 600,
      handler: async () => ({ deleted: await services.auth.purgeDeadTokens() }),
    },
    {
      // Mail leaves through the queue: a slow or failing mail service never holds up a request, and pg-boss retries.
      name: JOB_NAMES.sendMail,
      payload: mailPayload,
      // A mail server answers in seconds; a run still going after a minute is dead and is retried.
      expireInSeconds: 60,
      handler: async (data) => services.mailer.send(mailPayload.parse(data)),
    },
  ];
}
