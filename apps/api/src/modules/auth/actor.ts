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
  /** the company enforces MFA and the person has not enrolled yet: only enrolment routes are open */
  mustEnrolMfa: boolean;
}
