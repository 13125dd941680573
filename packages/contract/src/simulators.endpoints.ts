import { z } from 'zod';
import { socialProviderSchema, socialSimulatorTokenRequestSchema, socialSimulatorTokenSchema } from './auth.js';
import { access, defineEndpoints } from './endpoint.js';
import { sentMailQuerySchema, sentMailSchema } from './people.js';

/** Demo mode only: the routes that drive and read the local simulators (they do not exist in production). */
export const simulatorsEndpoints = defineEndpoints('simulators', {
  socialToken: {
    method: 'POST',
    path: '/simulator/social/:provider/token',
    summary:
      'Demo mode only: an ID token for an e-mail from the local identity-provider simulator (providers without a real issuer)',
    access: access.public,
    params: z.object({ provider: socialProviderSchema }),
    body: socialSimulatorTokenRequestSchema,
    response: socialSimulatorTokenSchema,
  },
  sentMail: {
    method: 'GET',
    path: '/simulator/mail/messages',
    summary: 'Demo mode only: mails the local mail simulator has sent, newest first',
    access: access.staff(),
    query: sentMailQuerySchema,
    response: z.array(sentMailSchema),
  },
});
