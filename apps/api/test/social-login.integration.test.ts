import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { totpCode } from '@portico/domain';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MFA_SECRET } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

/** A local test issuer standing in for Google: its own key, served as JWKS over HTTP on loopback. */
let issuerServer: Server;
let issuerUrl: string;
let signWithIssuer: (claims: Record<string, unknown>, audience?: string) => Promise<string>;
let t: TestApp;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  issuerServer = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuerUrl = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  signWithIssuer = (claims, audience = 'portico-google-client') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(issuerUrl)
      .setAudience(audience)
      .setSubject('google-sub-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  t = await createTestApp({
    GOOGLE_ISSUER: issuerUrl,
    GOOGLE_CLIENT_ID: 'portico-google-client',
    GOOGLE_JWKS_URL: `${issuerUrl}/jwks`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => issuerServer.close(resolve));
});

const socialLogin = (provider: string, idToken: string) =>
  t.app.inject({ method: 'POST', url: `/v2/social/login/${provider}`, payload: { idToken, accessToken: 'at' } });

describe('social sign-in against a configured issuer (Google)', () => {
  it('logs in the person whose verified e-mail the ID token carries', async () => {
    const idToken = await signWithIssuer({ email: 'acme.admin@portico.example', email_verified: true });
    const res = await socialLogin('google', idToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'acme.admin', companyName: 'Acme Networks Pty Ltd' });
  });

  it('refuses tokens for another audience, unverified e-mails and unknown people', async () => {
    for (const idToken of [
      await signWithIssuer({ email: 'acme.admin@portico.example', email_verified: true }, 'someone-else'),
      await signWithIssuer({ email: 'acme.admin@portico.example', email_verified: false }),
      await signWithIssuer({ email: 'stranger@example.com', email_verified: true }),
    ]) {
      const res = await socialLogin('google', idToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Login failed - please try again...');
    }
  });

  it('refuses a token signed by a key the issuer does not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'acme.admin@portico.example', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(issuerUrl)
      .setAudience('portico-google-client')
      .setSubject('x')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await socialLogin('google', forged)).statusCode).toBe(401);
  });

  it('does not let the simulator mint tokens for a configured provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/simulator/social/google/token',
      payload: { email: 'acme.admin@portico.example' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('social sign-in through the local simulator (Facebook, LinkedIn)', () => {
  it('reports which providers are simulated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/social/config' });
    expect(res.json().data.providers).toEqual([
      { provider: 'google', simulated: false },
      { provider: 'facebook', simulated: true },
      { provider: 'linkedin', simulated: true },
    ]);
  });

  it('signs in with a simulator token, which no other provider accepts', async () => {
    const minted = await t.app.inject({
      method: 'POST',
      url: '/simulator/social/linkedin/token',
      payload: { email: 'acme.viewer@portico.example' },
    });
    const { idToken } = minted.json().data;
    const res = await socialLogin('linkedin', idToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.username).toBe('acme.viewer');
    expect((await socialLogin('facebook', idToken)).statusCode).toBe(401);
    expect((await socialLogin('google', idToken)).statusCode).toBe(401);
  });

  it('still asks for the MFA code of a person with MFA', async () => {
    const minted = await t.app.inject({
      method: 'POST',
      url: '/simulator/social/facebook/token',
      payload: { email: 'mfa.user@portico.example' },
    });
    const res = await socialLogin('facebook', minted.json().data.idToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().data).toBe('2FA');
  });

  it('takes a one-time password once (issue #7, 3.1)', async () => {
    const minted = await t.app.inject({
      method: 'POST',
      url: '/simulator/social/facebook/token',
      payload: { email: 'mfa.user@portico.example' },
    });
    const { idToken } = minted.json().data;
    const oneTimePassword = await totpCode(DEMO_MFA_SECRET);
    const withCode = () =>
      t.app.inject({ method: 'POST', url: '/v2/social/login/facebook', payload: { idToken, oneTimePassword } });
    expect((await withCode()).statusCode).toBe(200);
    const replay = await withCode();
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: 'Login Failed - Please enter your MFA code', data: '2FA' });
  });
});
