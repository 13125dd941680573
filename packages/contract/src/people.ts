import { MESSAGES, PEOPLE_MESSAGES, INPUT_MESSAGES } from '@portico/domain';
import { z } from 'zod';
import { permissionSchema } from './auth.js';
import { epochMs, httpUrl, idBody, idParam, mandatory, pageQuerySchema, pageSchema } from './envelope.js';
import { personCompanyFields } from './shared-fields.js';

// Schemas of the people area: people and employees, e-mail addresses, positions, security roles, virtual
// employment. Requests, responses and the shapes the web app's forms use.

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v));

/** 'YYYY-MM-DD' or nothing */
const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Use the format YYYY-MM-DD')
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));

export const personEmailAddressSchema = z
  .string({ error: PEOPLE_MESSAGES.emailInvalid })
  .trim()
  .min(1, PEOPLE_MESSAGES.emailInvalid)
  .max(320)
  .email(PEOPLE_MESSAGES.emailInvalid);

export const personEmailSchema = z.object({ email: z.string(), primary: z.boolean() });
export type PersonEmailRow = z.infer<typeof personEmailSchema>;

export const securityRoleRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A person as every list and detail view shows them (the spec's person / employee fields). */
export const personViewSchema = z.object({
  personId: z.number().int(),
  /** the spec's partyId: the same id */
  partyId: z.number().int(),
  personUid: z.string(),
  ...personCompanyFields,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  salutation: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  altId: z.string().nullable(),
  description: z.string().nullable(),
  positionId: z.number().int().nullable(),
  position: z.string().nullable(),
  active: z.boolean(),
  channelManager: z.boolean(),
  requireTotp: z.boolean(),
  mfaEnabled: z.boolean(),
  notificationsEnabled: z.boolean(),
  forcePasswordReset: z.boolean(),
  featureFlags: z.array(z.string()),
  /** primary address */
  email: z.string().nullable(),
  emails: z.array(personEmailSchema),
  /** roles given directly to the person */
  securityRoles: z.array(securityRoleRefSchema),
  /** roles that come with the position */
  positionSecurityRoles: z.array(securityRoleRefSchema),
  createdAt: epochMs,
  lastLoginAt: epochMs.nullable(),
});
export type PersonView = z.infer<typeof personViewSchema>;

export const personViewPageSchema = pageSchema(personViewSchema);

export const personIdParams = z.object({ personId: idParam });
export const employeeCompanyParams = z.object({ companyId: idParam });

/** GET /secure/party/person: staff search over every person; `providerOnly` keeps the provider's own employees. */
export const personSearchQuerySchema = pageQuerySchema.extend({
  companyId: idParam.optional(),
  providerOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type PersonSearchQuery = z.input<typeof personSearchQuerySchema>;

/** Profile fields a person may change about themself (and admins about them). */
const profileFields = {
  firstName: mandatory(100),
  lastName: mandatory(100),
  salutation: optionalText(20),
  phone: optionalText(40),
  mobile: optionalText(40),
  dateOfBirth: optionalDate,
};
/** What only a company admin (or staff) writes about a person. */
const adminFields = {
  altId: optionalText(100),
  description: optionalText(500),
};

/** POST /secure/party/company/{id}/employee: the body is the new user. */
export const newEmployeeSchema = z.object({
  username: z
    .string({ error: MESSAGES.uniqueUsernameEmails })
    .trim()
    .min(1, MESSAGES.uniqueUsernameEmails)
    .max(200)
    .regex(/^[^\s]+$/, INPUT_MESSAGES.usernameSpaces),
  email: personEmailAddressSchema,
  ...profileFields,
  ...adminFields,
  /** optional: without one the person sets a password through the welcome mail */
  password: z.string().max(500).optional(),
});
export type NewEmployee = z.input<typeof newEmployeeSchema>;

/** positionName and serverUrl travel as query parameters (spec §7). */
export const newEmployeeQuerySchema = z.object({
  positionName: z.string().max(200).optional(),
  serverUrl: httpUrl(500).optional(),
});

export const personProfileSchema = z.object(profileFields);
export type PersonProfileUpdate = z.input<typeof personProfileSchema>;

/** PUT /secure/party/company/{id}/employee: the user update of a company admin (profile plus admin fields). */
export const employeeUpdateSchema = personProfileSchema.extend({
  personId: idBody,
  ...adminFields,
  channelManager: z.boolean().optional(),
});
export type EmployeeUpdate = z.input<typeof employeeUpdateSchema>;

export const personEmailQuerySchema = z.object({ email: personEmailAddressSchema });

/** Switches of a person: active, notifications, forced password reset, require TOTP. */
export const personToggleSchema = z.object({ enabled: z.boolean() });

export const featureFlagQuerySchema = z.object({
  flag: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w.-]*$/, INPUT_MESSAGES.slug),
});

/** One line of a person's activity, from the audit log. */
export const personActivitySchema = z.object({
  id: z.number().int(),
  at: epochMs,
  action: z.string(),
  actorPersonId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export const personActivityPageSchema = pageSchema(personActivitySchema);
export const activityQuerySchema = pageQuerySchema.pick({ page: true, pageSize: true });

/** GET /secure/credential: login facts for staff, never a hash or secret. */
export const credentialQuerySchema = z.object({ username: z.string().trim().min(1).max(200) });
export const credentialSchema = personViewSchema
  .pick({
    personId: true,
    username: true,
    companyId: true,
    active: true,
    mfaEnabled: true,
    requireTotp: true,
    forcePasswordReset: true,
    lastLoginAt: true,
  })
  .extend({ hasPassword: z.boolean(), activeSessions: z.number().int() });

/** GET /mobile/email/validate */
export const emailValidateQuerySchema = z.object({
  email: z.string().trim().max(320),
  mobile: z.string().trim().max(40).optional(),
});
export const emailValidationSchema = z.object({
  email: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
  mobileValid: z.boolean().nullable(),
  /** why the address cannot be used, in the spec's words; null when it can */
  message: z.string().nullable(),
});

// Positions and security roles

export const positionIdParams = z.object({ positionId: idParam });
export const positionPersonParams = z.object({ positionId: idParam, personId: idParam });
export const positionRoleParams = z.object({ positionId: idParam, roleId: idParam });

export const positionSchema = z.object({
  positionId: z.number().int(),
  name: z.string(),
  /** null: shared by every company */
  companyId: z.number().int().nullable(),
  securityRoleIds: z.array(z.number().int()),
  securityRoles: z.array(securityRoleRefSchema),
  people: z.number().int(),
});
export type Position = z.infer<typeof positionSchema>;

export const positionListQuerySchema = z.object({ companyId: idParam.optional() });

export const newPositionSchema = z.object({
  name: z.string({ error: MESSAGES.enterPositionName }).trim().min(1, MESSAGES.enterPositionName).max(100),
  securityRoleIds: z.array(idBody, { error: MESSAGES.selectSecurityRole }).min(1, MESSAGES.selectSecurityRole).max(20),
  /** the company the position belongs to; staff may leave it out for a position every company can use */
  companyId: idBody.nullish(),
});
export type NewPosition = z.input<typeof newPositionSchema>;

export const securityRoleSchema = securityRoleRefSchema.extend({
  description: z.string().nullable(),
  permissions: z.array(permissionSchema),
  companyAdmin: z.boolean(),
  agentAdmin: z.boolean(),
  agentMarketingAdmin: z.boolean(),
  /** false when a customer company could not hold it (it has a provider-only permission) */
  customerAssignable: z.boolean(),
});
export type SecurityRole = z.infer<typeof securityRoleSchema>;

/** PUT /secure/party/person/{id}/securityRoles: the spec's list holding one role. */
export const securityRolesUpdateSchema = z.object({
  securityRoles: z.array(idBody, { error: MESSAGES.selectSecurityRole }).length(1, MESSAGES.selectSecurityRole),
});

export const permissionInfoSchema = z.object({
  permission: permissionSchema,
  staffOnly: z.boolean(),
  roles: z.array(securityRoleRefSchema),
});

// Virtual employment

export const virtualEmploymentQuerySchema = z.object({ personId: idParam });
export const virtualEmploymentSchema = z.object({
  ...personCompanyFields,
  securityRoleId: z.number().int().nullable(),
  securityRole: z.string().nullable(),
  since: epochMs,
});
export type VirtualEmployment = z.infer<typeof virtualEmploymentSchema>;

// The local mail simulator's outbox (staff, development aid)

export const sentMailQuerySchema = z.object({ to: z.string().trim().max(320).optional() });
export const sentMailSchema = z.object({
  id: z.string(),
  at: epochMs,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  /** the files the mail carried (an invoice's PDF, decision 0087): names, types and sizes, not their bytes */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
