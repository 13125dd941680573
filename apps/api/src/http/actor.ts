import type { Permission, PermissionMap } from '@portico/domain';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors.js';

/** Who is calling: set on every authenticated request from the bearer token. */
export interface Actor {
  tokenId: number;
  tokenExpiresAt: Date;
  personId: number;
  personUid: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  companyId: number;
  companyUid: string;
  companyName: string;
  isStaff: boolean;
  isAdmin: boolean;
  channelPartner: boolean;
  featureFlags: string[];
  permissions: PermissionMap;
  /** companies the person may act for (own company and virtual employers), id to uid */
  companyUidById: Map<number, string>;
  mfaEnabled: boolean;
  mfaReset: boolean;
  companyEnforcedMfa: boolean;
  /** MFA is required (by the company or for this person) and not set up yet: only account set-up routes are open */
  mustEnrolMfa: boolean;
  /** staff forced a password reset: only account set-up routes are open until the password is changed */
  mustChangePassword: boolean;
  /**
   * set when the token was made from an API key (decision 0050): the actor then holds the key's permissions its
   * creator still holds, in the key's company only, and is never staff or admin
   */
  apiKeyId?: number;
  /** with `apiKeyId`: what the key's creator holds in the key's company (a few rules look past the key to them) */
  apiKeyCreatorPermissions?: readonly Permission[];
}

/** The caller of an authenticated route (set by the access plugin); 401 when there is none. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
