import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  JOBS: z.enum(['in-process', 'external', 'off']).default('in-process'),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** failed attempts on one account from one address before that address is locked out of it for the window */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /** failed attempts on one account from all addresses after which each further attempt waits (never a lockout) */
  LOGIN_BACKOFF_AFTER_FAILURES: z.coerce.number().int().positive().default(20),
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().positive().default(60),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  WEB_DIST: z.string().optional(),
  /** set when behind a reverse proxy, so client addresses (and the per-address login limit) come from X-Forwarded-For */
  TRUST_PROXY: bool.default(false),
  GOOGLE_ISSUER: z.string().url().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().optional(),
  FACEBOOK_ISSUER: z.string().url().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_JWKS_URL: z.string().url().optional(),
  LINKEDIN_ISSUER: z.string().url().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_JWKS_URL: z.string().url().optional(),
});

export type SocialProviderConfig = { issuer: string; clientId: string; jwksUrl: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  logLevel: string;
  seedDemo: boolean;
  jobs: 'in-process' | 'external' | 'off';
  tokenTtlMs: number;
  /** see docs/decisions/0016-login-throttling.md */
  login: {
    perMinutePerAddress: number;
    maxFailuresPerAddress: number;
    backoffAfterFailures: number;
    backoffMaxMs: number;
    failureWindowMs: number;
  };
  /** Providers with real issuer settings; any provider not listed here is served by the local identity simulator. */
  social: Partial<Record<'google' | 'facebook' | 'linkedin', SocialProviderConfig>>;
  webDist: string | null;
  trustProxy: boolean;
  version: string;
}

/** The only place that reads process.env: everything else receives an AppConfig. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const social: AppConfig['social'] = {};
  for (const [provider, prefix] of [
    ['google', 'GOOGLE'],
    ['facebook', 'FACEBOOK'],
    ['linkedin', 'LINKEDIN'],
  ] as const) {
    const issuer = e[`${prefix}_ISSUER`];
    const clientId = e[`${prefix}_CLIENT_ID`];
    const jwksUrl = e[`${prefix}_JWKS_URL`];
    if (issuer && clientId && jwksUrl) social[provider] = { issuer, clientId, jwksUrl };
  }
  const publicHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://${publicHost}:${e.PORT}`,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    jobs: e.JOBS,
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3_600_000,
    login: {
      perMinutePerAddress: e.LOGIN_RATE_LIMIT_PER_MINUTE,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      backoffAfterFailures: e.LOGIN_BACKOFF_AFTER_FAILURES,
      backoffMaxMs: e.LOGIN_BACKOFF_MAX_SECONDS * 1000,
      failureWindowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    social,
    webDist: e.WEB_DIST ?? null,
    trustProxy: e.TRUST_PROXY,
    version: '0.1.0',
  };
}
