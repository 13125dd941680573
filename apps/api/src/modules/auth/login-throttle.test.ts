import { describe, expect, it } from 'vitest';
import { sourceOf } from '../../http/failure-counter.js';
import { backoffDelayMs, loginAccount } from './login-throttle.js';

const settings = {
  perMinutePerAddress: 30,
  maxFailuresPerAddress: 10,
  backoffAfterFailures: 20,
  backoffMaxMs: 60_000,
  failureWindowMs: 900_000,
};

describe('login throttle', () => {
  it('waits from the 20th failure on, doubling from a second to at most a minute', () => {
    expect(backoffDelayMs(19, settings)).toBeNull();
    expect([20, 21, 22, 25, 26, 40, 10_000].map((n) => backoffDelayMs(n, settings))).toEqual([
      1_000, 2_000, 4_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('counts every spelling of a username as one account', () => {
    expect(loginAccount(' STAFF.Admin ')).toBe(loginAccount('staff.admin'));
  });

  it('counts an IPv6 /64 as one source, and a mapped IPv4 address as itself', () => {
    expect(sourceOf('10.0.0.1')).toBe('10.0.0.1');
    expect(sourceOf('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(sourceOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:0db8:0001:0002:0:0:0:9%eth0')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(sourceOf(undefined)).toBe('unknown');
  });
});
