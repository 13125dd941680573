import { z } from 'zod';
import { accountingFailureSchema, accountingSimulatorSchema } from './accounting.js';
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
  cardPage: {
    method: 'GET',
    path: '/simulator/cards/:accessCode',
    summary: "Demo mode only: the card provider simulator's hosted page (an HTML form for a card number)",
    access: access.public,
    params: z.object({ accessCode: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,89}$/) }),
    envelope: false,
  },
  cardSubmit: {
    method: 'POST',
    path: '/simulator/cards/:accessCode',
    summary:
      "Demo mode only: the hosted page's form: 4444 3333 2222 1111 approves, 4000 0000 0000 0002 declines, 4000 0000 0000 0119 stays pending",
    access: access.public,
    params: z.object({ accessCode: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,89}$/) }),
    body: z.object({ cardNumber: z.string().max(40), expiry: z.string().max(10).optional() }),
    envelope: false,
  },
  sentMail: {
    method: 'GET',
    path: '/simulator/mail/messages',
    summary: 'Demo mode only: mails the local mail simulator has sent, newest first',
    access: access.staff(),
    query: sentMailQuerySchema,
    response: z.array(sentMailSchema),
  },
  accountingSimulator: {
    method: 'GET',
    path: '/simulator/accounting',
    summary: "Demo mode only: the accounting simulator's state: what it is told to fail, how much it posted",
    access: access.staff(),
    response: accountingSimulatorSchema,
  },
  failAccounting: {
    method: 'PUT',
    path: '/simulator/accounting/failure',
    summary:
      "Demo mode only: tells the accounting simulator to refuse every post (or one company's) or to hang until the caller's time-out",
    access: access.staff(),
    body: accountingFailureSchema,
    response: accountingSimulatorSchema,
  },
  recoverAccounting: {
    method: 'DELETE',
    path: '/simulator/accounting/failure',
    summary: 'Demo mode only: the accounting simulator posts again',
    access: access.staff(),
    response: accountingSimulatorSchema,
  },
});
