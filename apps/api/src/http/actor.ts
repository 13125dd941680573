import type { PermissionMap } from '@portico/domain';

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
}
