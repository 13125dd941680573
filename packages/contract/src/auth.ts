import { MESSAGES, PERMISSIONS } from '@portico/domain';
import { z } from 'zod';
import { epochMs } from './envelope.js';
import { personCompanyFields, personNameFields } from './shared-fields.js';

export const permissionSchema = z.enum(PERMISSIONS);

export const loginRequestSchema = z.object({
  username: z.string({ error: MESSAGES.loginEmpty }).trim().min(1, MESSAGES.loginEmpty).max(200),
  password: z.string({ error: MESSAGES.loginEmpty }).min(1, MESSAGES.loginEmpty).max(500),
  timeZone: z.string().max(100).optional(),
  oneTimePassword: z
    .string()
    .trim()
    .max(12)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The user-login fields of the spec. */
export const userLoginSchema = z.object({
  username: z.string(),
  oAuthToken: z.object({
    accessToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresAt: epochMs,
  }),
  ...personCompanyFields,
  ...personNameFields,
  permissions: z.record(z.string(), z.array(permissionSchema)),
  featureFlags: z.array(z.string()),
  channelPartner: z.boolean(),
  mfaReset: z.boolean(),
  companyEnforcedMFA: z.boolean(),
  mfaEnabled: z.boolean(),
  /** staff asked this person to choose a new password; until they do, only account set-up is open */
  forcePasswordReset: z.boolean(),
  staff: z.boolean(),
  admin: z.boolean(),
});
export type UserLogin = z.infer<typeof userLoginSchema>;

/** GET /v2/profile: who the token belongs to (the login answer without the token). */
export const profileSchema = userLoginSchema.omit({ oAuthToken: true }).extend({
  email: z.string().nullable(),
  tokenExpiresAt: epochMs,
});
export type Profile = z.infer<typeof profileSchema>;

export const socialProviderSchema = z.enum(['google', 'facebook', 'linkedin']);
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const SOCIAL_PROVIDERS = socialProviderSchema.options;

export const socialLoginRequestSchema = z.object({
  idToken: z.string().min(10).max(10_000),
  accessToken: z.string().max(10_000).optional(),
  oneTimePassword: z.string().trim().max(12).optional(),
  timeZone: z.string().max(100).optional(),
});
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

export const passwordChangeRequestSchema = z.object({
  passwordCurrent: z.string().min(1).max(500),
  passwordNew: z.string().max(500),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

export const checkUsernameQuerySchema = z.object({ username: z.string().trim().min(1).max(200) });
export const checkEmailQuerySchema = z.object({ email: z.string().trim().email().max(320) });
/** Answer of the availability checks: true when nobody holds it yet. */
export const availabilitySchema = z.object({ available: z.boolean() });

export const mfaEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export const mfaVerifyRequestSchema = z.object({
  oneTimePassword: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const mfaStatusSchema = z.object({ mfaEnabled: z.boolean(), companyEnforcedMFA: z.boolean() });
/** DELETE /v2/mfa: turning two-factor off takes a current code from the app or the password (one is enough). */
export const mfaDisableRequestSchema = z.object({
  oneTimePassword: z.string().trim().max(12).optional(),
  password: z.string().max(500).optional(),
});
export type MfaDisableRequest = z.infer<typeof mfaDisableRequestSchema>;

/** The local identity-provider simulator: what a user "signs in" with when no real provider is configured. */
export const socialSimulatorTokenRequestSchema = z.object({ email: z.string().trim().email().max(320) });
export const socialSimulatorTokenSchema = z.object({ idToken: z.string(), accessToken: z.string() });
export const socialConfigSchema = z.object({
  providers: z.array(z.object({ provider: socialProviderSchema, simulated: z.boolean() })),
});

/** POST /public/password/forgot: ask for a link to set a new password. */
export const passwordForgotRequestSchema = z.object({
  usernameOrEmail: z.string({ error: MESSAGES.loginEmpty }).trim().min(1, MESSAGES.loginEmpty).max(320),
});
/** POST /public/password/set: choose a password with a link's token. */
export const passwordSetRequestSchema = z.object({
  token: z.string().trim().min(20).max(200),
  password: z.string().max(500),
});
