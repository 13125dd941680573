import type { SocialProvider } from '@portico/contract';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { SocialProviderConfig } from '../../config.js';

export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  email: string;
}

/** Checks an identity provider's ID token: signature against the issuer's keys, issuer, audience, expiry. */
export interface IdTokenVerifier {
  verify(provider: SocialProvider, idToken: string): Promise<VerifiedIdentity>;
  /** a provider with no issuer (not configured, and no simulator in production) is switched off */
  isAvailable(provider: SocialProvider): boolean;
  isSimulated(provider: SocialProvider): boolean;
}

export interface IssuerKeys {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  simulated: boolean;
}

export function issuerFromConfig(config: SocialProviderConfig): IssuerKeys {
  return {
    issuer: config.issuer,
    audience: config.clientId,
    keys: createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5_000 }),
    simulated: false,
  };
}

export function localIssuer(issuer: string, audience: string, jwks: { keys: object[] }): IssuerKeys {
  return {
    issuer,
    audience,
    keys: createLocalJWKSet(jwks as Parameters<typeof createLocalJWKSet>[0]),
    simulated: true,
  };
}

export function createIdTokenVerifier(issuers: Partial<Record<SocialProvider, IssuerKeys>>): IdTokenVerifier {
  return {
    isAvailable: (provider) => issuers[provider] !== undefined,
    isSimulated: (provider) => issuers[provider]?.simulated === true,
    async verify(provider, idToken) {
      const issuer = issuers[provider];
      if (!issuer) throw new Error(`${provider} sign-in is not configured`);
      const { payload } = await jwtVerify(idToken, issuer.keys, {
        issuer: issuer.issuer,
        audience: issuer.audience,
        algorithms: ['RS256', 'ES256'],
        clockTolerance: 30,
      });
      const email = typeof payload.email === 'string' ? payload.email : null;
      // Providers flag unverified addresses; signing in by an address nobody proved to own would be a takeover.
      if (!email || payload.email_verified === false || !payload.sub)
        throw new Error('ID token lacks a verified email');
      return { provider, subject: payload.sub, email };
    },
  };
}
