import { generate, generateSecret, generateURI, verify } from 'otplib';

/** TOTP as authenticator apps use it: SHA-1, 6 digits, 30-second steps, base32 secrets. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Portico';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpCode(secret: string, atMs: number = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(atMs / 1000) });
}

/** Accepts the current step and one step either side, for clock drift between phone and server. */
export async function isValidTotp(secret: string, code: string, atMs: number = Date.now()): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(atMs / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  return result.valid;
}

export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret });
}
