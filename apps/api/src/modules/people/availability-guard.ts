import { MESSAGES } from '@portico/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../../errors.js';
import { requireActor } from '../../plugins/access.js';
import type { Actor } from '../../http/actor.js';

/** How many username or e-mail availability answers one person gets per minute, per route. */
export const AVAILABILITY_CHECKS_PER_MINUTE = 30;

/**
 * Who may ask whether a username or e-mail address is taken: the people who can create a person (staff, and
 * company admins of a company they act for). Anyone else would only learn who else uses the portal.
 */
export function canCreatePeople(actor: Actor): boolean {
  return actor.isStaff || Object.values(actor.permissions).some((held) => held.includes('company_admin'));
}

/**
 * Route options for the availability checks (`GET /secure/checkUsername`, `/secure/checkEmail`,
 * `/mobile/email/validate`): refused (403) to anyone who cannot create a person, and rate-limited per person so
 * even they cannot walk the directory. The guard runs before the rate limit, so refused calls are not counted.
 */
export const availabilityCheck = {
  onRequest: async (request: FastifyRequest) => {
    if (!canCreatePeople(requireActor(request))) throw forbidden();
  },
  rateLimit: {
    max: AVAILABILITY_CHECKS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `person:${request.actor?.personId ?? request.ip}`,
    errorResponseBuilder: () => new AppError('rate_limited', MESSAGES.tooManyRequests),
  },
};
