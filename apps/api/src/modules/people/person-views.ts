import type { PersonView, Position } from '@portico/contract';
import type { PersonRow, PositionRow } from './people.repository.js';

export function toPersonView(row: PersonRow): PersonView {
  return {
    personId: row.id,
    partyId: row.id,
    personUid: row.uid,
    companyId: row.companyId,
    companyUid: row.companyUid,
    companyName: row.companyName,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    salutation: row.salutation,
    phone: row.phone,
    mobile: row.mobile,
    dateOfBirth: row.dateOfBirth,
    altId: row.altId,
    description: row.description,
    positionId: row.positionId,
    position: row.position,
    active: row.active,
    channelManager: row.channelManager,
    requireTotp: row.requireTotp,
    mfaEnabled: row.mfaEnabled,
    notificationsEnabled: row.notificationsEnabled,
    forcePasswordReset: row.forcePasswordReset,
    featureFlags: row.featureFlags,
    email: row.emails.find((e) => e.primary)?.email ?? null,
    emails: row.emails,
    securityRoles: row.securityRoles,
    positionSecurityRoles: row.positionSecurityRoles,
    createdAt: row.createdAt.getTime(),
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
  };
}

/** What the audit log keeps of a person: the editable facts, never credentials. */
export function auditView(row: PersonRow) {
  const { createdAt: _c, lastLoginAt: _l, companyName: _n, companyUid: _u, ...rest } = row;
  return rest;
}

/** What a webhook is told of a person (decision 0093): who they are and how to reach them, no sign-in settings. */
export function personEventData(view: PersonView): Record<string, unknown> {
  const { personId, personUid, username, firstName, lastName, email, phone, mobile, position, active } = view;
  return { personId, personUid, username, firstName, lastName, email, phone, mobile, position, active };
}

export function toPositionView(row: PositionRow): Position {
  return {
    positionId: row.id,
    name: row.name,
    companyId: row.companyId,
    securityRoleIds: row.securityRoles.map((r) => r.id),
    securityRoles: row.securityRoles,
    people: row.people,
  };
}
