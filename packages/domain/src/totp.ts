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

/** The 30-second step a moment falls in (seconds since the epoch divided by the period). */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step whose code this is, looking at the current step and one step either side (clock drift between
 * phone and server), or null when it matches none. The server keeps the last step it accepted per person and
 * takes only later ones, so each code works once (RFC 6238 §5.2).
 */
export async function matchTotpStep(secret: string, code: string, atMs: number = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(atMs / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  return result.valid ? totpStep(atMs) + result.delta : null;
}

/** Whether the code is one of the three steps around now; it says nothing about whether it was used before. */
export async function isValidTotp(secret: string, code: string, atMs: number = Date.now()): Promise<boolean> {
  return (await matchTotpStep(secret, code, atMs)) !== null;
}

export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret });
}
