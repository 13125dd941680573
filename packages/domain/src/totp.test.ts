import { describe, expect, it } from 'vitest';
import { isValidTotp, matchTotpStep, newTotpSecret, totpCode, totpStep, totpUri } from './totp.js';

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

  // RFC 6238 appendix B lists the step T of each test time: floor(seconds / 30).
  it.each([
    [59, 0x1],
    [1111111109, 0x23523ec],
    [1111111111, 0x23523ed],
    [1234567890, 0x273ef07],
    [2000000000, 0x3f940aa],
    [20000000000, 0x27bc86aa],
  ])('puts T=%i in the RFC step %i', (seconds, step) => {
    expect(totpStep(seconds * 1000)).toBe(step);
  });

  it('starts a step on the 30th second, not before', () => {
    expect(totpStep(29_999)).toBe(0);
    expect(totpStep(30_000)).toBe(1);
  });

  it('accepts the current code and one step of drift, not more', async () => {
    const now = 1_795_000_000_000;
    const secret = newTotpSecret();
    expect(await isValidTotp(secret, await totpCode(secret, now), now)).toBe(true);
    expect(await isValidTotp(secret, await totpCode(secret, now - 30_000), now)).toBe(true);
    expect(await isValidTotp(secret, await totpCode(secret, now - 120_000), now)).toBe(false);
    expect(await isValidTotp(secret, 'abcdef', now)).toBe(false);
  });

  it('tells which step a code belongs to, one step either side of now and no further', async () => {
    const now = 1_795_000_000_000;
    const step = totpStep(now);
    const secret = newTotpSecret();
    const codeAt = (steps: number) => totpCode(secret, now + steps * 30_000);
    expect(await matchTotpStep(secret, await codeAt(0), now)).toBe(step);
    expect(await matchTotpStep(secret, await codeAt(-1), now)).toBe(step - 1);
    expect(await matchTotpStep(secret, await codeAt(1), now)).toBe(step + 1);
    for (const far of [-3, -2, 2, 3]) expect(await matchTotpStep(secret, await codeAt(far), now)).toBeNull();
    expect(await matchTotpStep(secret, '12345', now)).toBeNull();
    expect(await matchTotpStep(secret, '1234567', now)).toBeNull();
  });

  it('builds an authenticator URI', () => {
    expect(totpUri('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'mfa.user')).toMatch(
      /^otpauth:\/\/totp\/Portico:mfa\.user\?.*secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP/,
    );
  });
});
