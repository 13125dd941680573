import { randomUUID } from 'node:crypto';
import type { SocialProvider } from '@portico/contract';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * A local stand-in for Google, Facebook and LinkedIn sign-in: it signs ID tokens with its own key, and the
 * verifier trusts that key for every provider that has no real issuer configured. Nothing leaves the machine.
 */
export interface IdentitySimulator {
  issuer(provider: SocialProvider): string;
  audience(provider: SocialProvider): string;
  jwks: { keys: JWK[] };
  issueIdToken(provider: SocialProvider, email: string): Promise<string>;
}

export async function createIdentitySimulator(publicUrl: string): Promise<IdentitySimulator> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const issuer = (provider: SocialProvider) => `${publicUrl}/simulator/social/${provider}`;
  const audience = (provider: SocialProvider) => `portico-${provider}`;
  return {
    issuer,
    audience,
    jwks: { keys: [jwk] },
    issueIdToken(provider, email) {
      return new SignJWT({ email, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(issuer(provider))
        .setAudience(audience(provider))
        .setSubject(`sim-${email.toLowerCase()}`)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
    },
  };
}
