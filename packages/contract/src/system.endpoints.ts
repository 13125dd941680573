import { socialConfigSchema } from './auth.js';
import { access, defineEndpoints } from './endpoint.js';
import {
  batchCheckQuerySchema,
  batchRunRequestSchema,
  batchRunResultSchema,
  healthSchema,
  jobStatusSchema,
  mailResendRequestSchema,
  mailResendResultSchema,
} from './jobs.js';

/** The system area: health, which sign-in options exist, and background jobs. */
export const systemEndpoints = defineEndpoints('system', {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and configuration',
    access: access.public,
    response: healthSchema,
    envelope: false,
  },
  batchCheck: {
    method: 'GET',
    path: '/secure/batchprocess/check',
    summary: 'Status of a background job: the given job id (params), or the latest job of that kind (method)',
    access: access.staff(),
    query: batchCheckQuerySchema,
    response: jobStatusSchema,
  },
  batchRun: {
    method: 'POST',
    path: '/secure/batchprocess/run',
    summary: 'Start a background job now',
    access: access.staff('admin'),
    body: batchRunRequestSchema,
    response: batchRunResultSchema,
    status: 202,
  },
  mailResend: {
    method: 'POST',
    path: '/secure/batchprocess/resend',
    summary:
      'Send an unsent mail again: queues one more attempt of a stopped mail job whose mail the server never took (idempotent)',
    access: access.staff(),
    body: mailResendRequestSchema,
    response: mailResendResultSchema,
    status: 202,
  },
  socialConfig: {
    method: 'GET',
    path: '/v2/social/config',
    summary: 'Which social sign-in providers are available',
    access: access.public,
    response: socialConfigSchema,
  },
});
