import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createIdentitySimulator } from '../src/integrations/identity/identity-simulator.js';
import { createSmtpMailer } from '../src/integrations/mail/smtp-mailer.js';
import { createStaffAdmin } from '../src/modules/people/create-staff-admin.js';
import { createTestApp, openTestDatabase, type TestApp } from './harness.js';

/** The settings a production start needs, with the mail server of this test. */
const productionEnv = (smtpPort: number, extra: Record<string, string> = {}) => ({
  RUN_MODE: 'production',
  PUBLIC_URL: 'https://portal.example',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Portico <noreply@portal.example>',
  ...extra,
});

/** A local SMTP server that keeps what it receives, standing in for the provider's mail relay. */
let smtp: SMTPServer;
let smtpPort: number;
const received: string[] = [];

/** A local identity provider (its own key, JWKS over loopback), standing in for Google. */
let issuerServer: Server;
let issuerUrl: string;
let signWithIssuer: (email: string) => Promise<string>;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'real-key', alg: 'RS256', use: 'sig' };
  issuerServer = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuerUrl = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  signWithIssuer = (email) =>
    new SignJWT({ email, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'real-key' })
      .setIssuer(issuerUrl)
      .setAudience('portico-google')
      .setSubject('real-sub')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise((resolve) => issuerServer.close(resolve));
});

describe('production start-up check', () => {
  it('refuses a configuration that would fall back to a simulator, naming each missing setting', () => {
    expect(() => loadConfig({ RUN_MODE: 'production' })).toThrow(/SMTP_URL is missing/);
    expect(() => loadConfig({ RUN_MODE: 'production' })).toThrow(/PUBLIC_URL is missing/);
    expect(() => loadConfig({ RUN_MODE: 'production' })).toThrow(/MAIL_FROM is missing/);
    expect(() => loadConfig({ ...productionEnv(25), SMTP_URL: '' })).toThrow();
  });

  it('refuses demo data and half-configured sign-in providers', () => {
    expect(() => loadConfig(productionEnv(25, { SEED_DEMO: 'true' }))).toThrow(/SEED_DEMO=true/);
    expect(() => loadConfig(productionEnv(25, { GOOGLE_ISSUER: 'https://accounts.google.com' }))).toThrow(
      /GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL must be set together/,
    );
    expect(() => loadConfig(productionEnv(25, { CARD_PROVIDER_URL: 'https://api.cards.example' }))).toThrow(
      /CARD_PROVIDER_URL, CARD_PROVIDER_API_KEY and CARD_PROVIDER_PASSWORD must be set together/,
    );
  });

  it('takes the card provider adapter when it is configured (decision 0091)', () => {
    const config = loadConfig(
      productionEnv(25, {
        CARD_PROVIDER_URL: 'https://api.cards.example',
        CARD_PROVIDER_API_KEY: 'key',
        CARD_PROVIDER_PASSWORD: 'secret',
      }),
    );
    expect(config.cardProvider).toEqual({ baseUrl: 'https://api.cards.example', apiKey: 'key', password: 'secret' });
    expect(loadConfig(productionEnv(25)).cardProvider).toBeNull();
  });

  it('accepts a complete configuration, with no demo data', () => {
    const config = loadConfig(productionEnv(25));
    expect(config.mode).toBe('production');
    expect(config.seedDemo).toBe(false);
    expect(config.mail).toEqual({ kind: 'smtp', url: 'smtp://127.0.0.1:25', from: 'Portico <noreply@portal.example>' });
  });

  it('is demo mode by default, with the demo data and the simulators', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ mode: 'demo', seedDemo: true, mail: { kind: 'simulator' } });
  });
});

describe('a production server', () => {
  let t: TestApp;
  let staffEmail: string;
  beforeAll(async () => {
    t = await createTestApp(
      productionEnv(smtpPort, {
        GOOGLE_ISSUER: issuerUrl,
        GOOGLE_CLIENT_ID: 'portico-google',
        GOOGLE_JWKS_URL: `${issuerUrl}/jwks`,
      }),
    );
    staffEmail = 'first.admin@portal.example';
    await createStaffAdmin(
      t.database.db,
      { username: 'first.admin', email: staffEmail, firstName: 'First', lastName: 'Admin' },
      new Date(),
    );
  });
  afterAll(() => t.close());

  it('says so on /health, has no demo logins and no simulator', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.json().mode).toBe('production');
    const demo = await t.app.inject({
      method: 'POST',
      url: '/v3/login',
      payload: { username: 'staff.admin', password: 'Portico1' },
    });
    expect(demo.statusCode).toBe(401);
    expect(t.integrations.simulators).toBeNull();
    expect(t.integrations.creditBureau).toBeNull();
    expect(t.integrations.provisioner).toBeNull();
    expect(t.integrations.cloudPartners).toBeNull();
    expect(t.integrations.telemetry).toBeNull();
    // no accounting system or ERP adapter yet: sync and export are off, never simulated (decision 0092)
    expect(t.integrations.accounting).toBeNull();
    expect(t.integrations.erp).toBeNull();
    // no card provider configured: card payments are off, never simulated (decision 0091)
    expect(t.integrations.cardProvider).toBeNull();
  });

  it('has no simulator routes at all: 404 to everyone', async () => {
    for (const provider of ['google', 'facebook', 'linkedin']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/simulator/social/${provider}/token`,
        payload: { email: staffEmail },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/simulator/mail/messages' })).statusCode).toBe(404);
    expect(t.routes.some((r) => r.url.startsWith('/simulator'))).toBe(false);
    // nor billing's test clocks (decision 0089): a company's billing time is the real one
    expect(t.routes.some((r) => r.url.startsWith('/secure/testclock'))).toBe(false);
  });

  it('refuses an ID token signed by the simulator key on every social login, and accepts the real issuer', async () => {
    const simulator = await createIdentitySimulator(t.config.publicUrl);
    for (const provider of ['google', 'facebook', 'linkedin'] as const) {
      const idToken = await simulator.issueIdToken(provider, staffEmail);
      const res = await t.app.inject({
        method: 'POST',
        url: `/v2/social/login/${provider}`,
        payload: { idToken, accessToken: 'x' },
      });
      expect(res.statusCode, provider).toBe(401);
      expect(res.json().message).toBe('Login failed - please try again...');
    }
    // The real issuer's token for the same person works, so the refusals above are the key's doing.
    const real = await t.app.inject({
      method: 'POST',
      url: '/v2/social/login/google',
      payload: { idToken: await signWithIssuer(staffEmail), accessToken: 'x' },
    });
    expect(real.statusCode).toBe(200);
    expect(real.json().data.username).toBe('first.admin');
  });

  it('offers only the sign-in providers it has a real issuer for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/social/config' });
    expect(res.json().data.providers).toEqual([{ provider: 'google', simulated: false }]);
  });

  it('switches credit checks off rather than simulating them', async () => {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/v2/social/login/google',
        payload: { idToken: await signWithIssuer(staffEmail), accessToken: 'x' },
      })
    ).json().data.oAuthToken.accessToken as string;
    const res = await t.call(token, { method: 'POST', url: '/secure/party/company/1/creditcheck' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Credit checks are not available on this server: no credit bureau is configured.');
  });

  it('switches card payments off rather than simulating them', async () => {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/v2/social/login/google',
        payload: { idToken: await signWithIssuer(staffEmail), accessToken: 'x' },
      })
    ).json().data.oAuthToken.accessToken as string;
    const res = await t.call(token, {
      method: 'GET',
      url: '/accesscode',
      query: { companyId: '1', amountInCents: '100', redirectUrl: '/#/customerCreditCardPaymentResult' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Error connecting to credit card service provider. Please try again later.');
  });

  it('sends mail through the configured SMTP server', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/password/forgot',
      payload: { usernameOrEmail: 'first.admin' },
    });
    expect(res.statusCode).toBeLessThan(300);
    await expect.poll(() => received.find((m) => m.includes(staffEmail)), { timeout: 10_000 }).toBeTruthy();
    const mail = received.find((m) => m.includes(staffEmail)) ?? '';
    expect(mail).toContain('From: Portico <noreply@portal.example>');
    expect(mail).toContain('https://portal.example/');
  });
});

describe('a production server on a database that holds the demo data', () => {
  it('refuses to start, since the demo logins share a published password', async () => {
    const demo = await openTestDatabase('demo');
    try {
      const config = loadConfig({ ...productionEnv(smtpPort), LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
      config.database = demo.config;
      await expect(
        buildApp(config, { ...(demo.database ? { database: demo.database } : {}), logger: false }),
      ).rejects.toThrow(/holds the demo data/);
    } finally {
      await demo.close();
    }
  });
});

describe('the SMTP adapter', () => {
  it('delivers a message with its sender, recipient and subject', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtpPort}`, from: 'Portico <noreply@portal.example>' });
    await mailer.send({ to: 'someone@example.com', subject: 'Hello there', text: 'Body text', kind: 'test' });
    mailer.close();
    const mail = received.find((m) => m.includes('Hello there')) ?? '';
    expect(mail).toContain('To: someone@example.com');
    expect(mail).toContain('Body text');
  });

  it('carries an attachment (an invoice PDF, decision 0087) as a MIME part of its own', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtpPort}`, from: 'Portico <noreply@portal.example>' });
    const content = Buffer.from('%PDF-1.3 invoice');
    await mailer.send({
      to: 'billing@example.com',
      subject: 'Invoice AU-000001',
      text: 'Your invoice',
      kind: 'invoice',
      attachments: [{ filename: 'invoice-AU-000001.pdf', contentType: 'application/pdf', content }],
    });
    mailer.close();
    const mail = received.find((m) => m.includes('Invoice AU-000001')) ?? '';
    expect(mail).toMatch(/Content-Type: application\/pdf; name=invoice-AU-000001\.pdf/);
    expect(mail).toContain('Content-Disposition: attachment; filename=invoice-AU-000001.pdf');
    expect(mail).toContain(content.toString('base64'));
  });
});
