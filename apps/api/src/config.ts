import path from 'node:path';
import { SYNC_TIMEOUT_MS } from '@portico/domain';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  /** demo: demo data and every external system simulated; production: no simulator, real adapters or features off */
  RUN_MODE: z.enum(['demo', 'production']).default('demo'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL cancels any API query running longer than this (0: never); see decision 0017 */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.optional(),
  JOBS: z.enum(['in-process', 'external', 'off']).default('in-process'),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** failed attempts on one account from one address before that address is locked out of it for the window */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /** failed attempts on one account from all addresses after which each further attempt waits (never a lockout) */
  LOGIN_BACKOFF_AFTER_FAILURES: z.coerce.number().int().positive().default(20),
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().positive().default(60),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** promo codes that are not valid, or e-mail addresses and usernames already taken, one account or address may try */
  GUESS_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  GUESS_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** VLAN checks one address may make a minute (decision 0060: what a person typing VLANs into a form needs) */
  VLAN_CHECKS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** demo mode: seconds the provisioning simulator waits between a new service's steps (NEW → … → LIVE) */
  PROVISIONING_STEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(3),
  /** demo mode: seconds the simulated network takes to apply an accepted change of a live service's settings */
  PROVISIONING_RECONFIGURE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** the longest one call to the accounting system or the ERP may take (spec §9: 60 s); tests shorten it */
  SYNC_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(SYNC_TIMEOUT_MS),
  /** the wait before an accounting post is tried again, doubled each time (decision 0092) */
  SYNC_RETRY_BACKOFF_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /** the ERP's name in the export's paths (`/v2/supplies/{erp}`, `/v2/proxy/{erp}/…`) */
  ERP_NAME: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,30}$/)
    .default('dynamics'),
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
  /** smtp://user:pass@host:587 or smtps://…: the mail server; without it demo mode keeps mail in the simulator */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** the card provider's Rapid API (eWAY style): all three, or none (demo: the simulator; production: cards off) */
  CARD_PROVIDER_URL: z.string().url().optional(),
  CARD_PROVIDER_API_KEY: z.string().min(1).optional(),
  CARD_PROVIDER_PASSWORD: z.string().min(1).optional(),
});

export type SocialProviderConfig = { issuer: string; clientId: string; jwksUrl: string };

export type RunMode = 'demo' | 'production';

export type CardProviderConfig = { baseUrl: string; apiKey: string; password: string };

export type MailConfig = { kind: 'simulator' } | { kind: 'smtp'; url: string; from: string };

export interface AppConfig {
  /**
   * demo: demo data, simulators for every unconfigured integration, a "Demo" badge; production: none of that, and
   * start-up refuses a configuration that would need a simulator (see docs/decisions/0014-run-modes.md).
   */
  mode: RunMode;
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  /**
   * The longest an API query may run on PostgreSQL before the server cancels it and the caller gets a 503: one slow
   * query must not hold one of the pool's few connections for long (0: no limit). See decision 0017.
   */
  statementTimeoutMs: number;
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
  /**
   * The limit on probing (docs/decisions/0032-guessing-limits-and-security-follow-ups.md): failed promo codes, and
   * taken e-mail addresses or usernames, per account and per address, before 429 until the window is quiet.
   */
  guessing: { maxFailures: number; windowMs: number; vlanChecksPerMinute: number };
  /** the provisioning simulator's pace (demo mode) */
  provisioning: { stepSeconds: number; reconfigureSeconds: number };
  /**
   * The accounting sync and ERP export (decision 0092): each call's time-out, the back-off before an accounting
   * post is retried, and the ERP's name in paths. Production has no adapter for either yet: both are off there.
   */
  sync: { timeoutMs: number; retryBackoffMs: number; erpName: string };
  /**
   * Providers with real issuer settings. In demo mode any provider not listed is served by the local identity
   * simulator; in production it is switched off.
   */
  social: Partial<Record<'google' | 'facebook' | 'linkedin', SocialProviderConfig>>;
  mail: MailConfig;
  /**
   * The card provider's API (decision 0091); null: the simulator in demo mode, card payments off in production
   * (never the simulator).
   */
  cardProvider: CardProviderConfig | null;
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
  const mode = e.RUN_MODE;
  const problems = mode === 'production' ? productionProblems(e) : [];
  if (problems.length > 0)
    throw new Error(
      `Refusing to start in production mode (RUN_MODE=production):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  const publicHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    mode,
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://${publicHost}:${e.PORT}`,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? mode === 'demo',
    jobs: e.JOBS,
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3_600_000,
    login: {
      perMinutePerAddress: e.LOGIN_RATE_LIMIT_PER_MINUTE,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      backoffAfterFailures: e.LOGIN_BACKOFF_AFTER_FAILURES,
      backoffMaxMs: e.LOGIN_BACKOFF_MAX_SECONDS * 1000,
      failureWindowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    guessing: {
      maxFailures: e.GUESS_MAX_FAILURES,
      windowMs: e.GUESS_WINDOW_MINUTES * 60_000,
      vlanChecksPerMinute: e.VLAN_CHECKS_PER_MINUTE,
    },
    provisioning: { stepSeconds: e.PROVISIONING_STEP_SECONDS, reconfigureSeconds: e.PROVISIONING_RECONFIGURE_SECONDS },
    sync: { timeoutMs: e.SYNC_TIMEOUT_MS, retryBackoffMs: e.SYNC_RETRY_BACKOFF_MS, erpName: e.ERP_NAME },
    social,
    mail: e.SMTP_URL
      ? { kind: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM ?? `Portico <no-reply@${new URL(e.SMTP_URL).hostname}>` }
      : { kind: 'simulator' },
    cardProvider:
      e.CARD_PROVIDER_URL && e.CARD_PROVIDER_API_KEY && e.CARD_PROVIDER_PASSWORD
        ? { baseUrl: e.CARD_PROVIDER_URL, apiKey: e.CARD_PROVIDER_API_KEY, password: e.CARD_PROVIDER_PASSWORD }
        : null,
    webDist: e.WEB_DIST ?? null,
    trustProxy: e.TRUST_PROXY,
    version: '0.1.0',
  };
}

/**
 * What production mode refuses: every setting that would otherwise fall back to a simulator or to demo data.
 * Integrations without a real adapter yet (credit bureau, cloud partner key lookups) are switched off in production,
 * not simulated.
 */
function productionProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (e.SEED_DEMO === true)
    problems.push('SEED_DEMO=true: demo data (with its known passwords) is never loaded in production.');
  if (!e.PUBLIC_URL) problems.push('PUBLIC_URL is missing: the address users reach, used in the links of mails.');
  if (!e.SMTP_URL)
    problems.push(
      'SMTP_URL is missing: welcome and password mails need a real mail server (smtp://user:pass@host:587).',
    );
  if (!e.MAIL_FROM)
    problems.push('MAIL_FROM is missing: the sender address of mails, e.g. "Portico <noreply@example.com>".');
  const card = [e.CARD_PROVIDER_URL, e.CARD_PROVIDER_API_KEY, e.CARD_PROVIDER_PASSWORD].filter(Boolean).length;
  if (card > 0 && card < 3)
    problems.push(
      'CARD_PROVIDER_URL, CARD_PROVIDER_API_KEY and CARD_PROVIDER_PASSWORD must be set together (or none, to switch card payments off).',
    );
  for (const prefix of ['GOOGLE', 'FACEBOOK', 'LINKEDIN'] as const) {
    const set = [e[`${prefix}_ISSUER`], e[`${prefix}_CLIENT_ID`], e[`${prefix}_JWKS_URL`]].filter(Boolean).length;
    if (set > 0 && set < 3)
      problems.push(
        `${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_JWKS_URL must be set together (or none, to switch that sign-in off).`,
      );
  }
  return problems;
}
