import { describe, expect, it } from 'vitest';
import { isValidTotp, newTotpSecret, totpCode, totpUri } from './totp.js';

// RFC 6238 appendix B, SHA-1: the seed is the ASCII string "12345678901234567890" (base32 below). The RFC lists
// 8-digit codes; a 6-digit code is the same truncated value mod 10^6, i.e. its last six digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at T=%i gives the RFC code %s', async (seconds, code8) => {
    expect(await totpCode(RFC_SECRET, seconds * 1000)).toBe(code8.slice(-6));
  });

  it('accepts the current code and one step of drift, not more', async () => {
    const now = 1_795_000_000_000;
    const secret = newTotpSecret();
    expect(await isValidTotp(secret, await totpCode(secret, now), now)).toBe(true);
    expect(await isValidTotp(secret, await totpCode(secret, now - 30_000), now)).toBe(true);
    expect(await isValidTotp(secret, await totpCode(secret, now - 120_000), now)).toBe(false);
    expect(await isValidTotp(secret, 'abcdef', now)).toBe(false);
  });

  it('builds an authenticator URI', () => {
    expect(totpUri('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'mfa.user')).toMatch(
      /^otpauth:\/\/totp\/Portico:mfa\.user\?.*secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP/,
    );
  });
});
