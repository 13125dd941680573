import { describe, expect, it } from 'vitest';
import {
  isStrictIpv4Cidr,
  isValidAsn,
  normaliseMacAddress,
  parseCidrList,
  parseDigits,
} from './network-identifiers.js';

describe('strict IPv4 CIDR', () => {
  // edge vectors as published for IPv4 prefix parsers (RFC 4632 notation; octets 0-255, mask 0-32)
  it.each(['0.0.0.0/0', '255.255.255.255/32', '10.0.0.0/8', '192.168.1.0/24', '169.254.0.1/30', '1.2.3.4/9'])(
    'takes %s',
    (cidr) => expect(isStrictIpv4Cidr(cidr)).toBe(true),
  );

  it.each([
    ['an octet above 255', '256.1.1.1/24'],
    ['an octet of 300', '1.2.3.300/24'],
    ['a mask above 32', '1.2.3.4/33'],
    ['the legacy two-digit mask', '1.2.3.4/99'],
    ['a leading zero in an octet', '01.2.3.4/8'],
    ['a zero-padded octet', '1.2.3.004/8'],
    ['a leading zero in the mask', '1.2.3.4/08'],
    ['a space before the mask', '1.2.3.4 /24'],
    ['a space after the slash', '1.2.3.4/ 24'],
    ['no mask', '1.2.3.4'],
    ['an empty mask', '1.2.3.4/'],
    ['three octets', '1.2.3/24'],
    ['five octets', '1.2.3.4.5/24'],
    ['an empty octet', '1..3.4/24'],
    ['a negative mask', '1.2.3.4/-1'],
    ['a signed octet', '+1.2.3.4/24'],
    ['hexadecimal', '0x0a.0.0.0/8'],
    ['an IPv6 prefix', '2001:db8::/32'],
    ['nothing', ''],
    ['a trailing newline', '1.2.3.4/24\n'],
  ])('refuses %s (%j)', (_, cidr) => expect(isStrictIpv4Cidr(cidr)).toBe(false));
});

describe('a list of prefixes', () => {
  it('splits on commas, white space or both', () => {
    expect(parseCidrList('10.0.0.0/8,192.168.0.0/16')).toEqual(['10.0.0.0/8', '192.168.0.0/16']);
    expect(parseCidrList('10.0.0.0/8 192.168.0.0/16\t172.16.0.0/12')).toEqual([
      '10.0.0.0/8',
      '192.168.0.0/16',
      '172.16.0.0/12',
    ]);
    expect(parseCidrList(' 10.0.0.0/8 , 192.168.0.0/16 ')).toEqual(['10.0.0.0/8', '192.168.0.0/16']);
    expect(parseCidrList('10.0.0.0/8\n192.168.0.0/16')).toEqual(['10.0.0.0/8', '192.168.0.0/16']);
  });

  it('is empty when nothing is typed', () => {
    expect(parseCidrList('')).toEqual([]);
    expect(parseCidrList('   ')).toEqual([]);
  });

  it.each([
    ['an empty part between commas', '10.0.0.0/8,,192.168.0.0/16'],
    ['a trailing comma', '10.0.0.0/8,'],
    ['a leading comma', ',10.0.0.0/8'],
    ['a lone comma', ','],
    ['one bad prefix among good ones', '10.0.0.0/8 256.0.0.0/8'],
    ['a space inside a prefix', '10.0.0.0 /8'],
    ['a semicolon', '10.0.0.0/8;192.168.0.0/16'],
  ])('is not valid with %s (%j)', (_, text) => expect(parseCidrList(text)).toBeNull());
});

describe('numbers typed as digits', () => {
  it('takes digits only', () => {
    expect(parseDigits('42')).toBe(42);
    expect(parseDigits(7)).toBe(7);
    expect(parseDigits('4.0')).toBeNull();
    expect(parseDigits('-1')).toBeNull();
    expect(parseDigits('1e3')).toBeNull();
    expect(parseDigits(' 1')).toBeNull();
    expect(parseDigits(1.5)).toBeNull();
  });
});

describe('AS numbers', () => {
  it('takes 16- and 32-bit numbers', () => {
    expect(isValidAsn(1)).toBe(true);
    expect(isValidAsn('64512')).toBe(true);
    expect(isValidAsn(4_294_967_294)).toBe(true);
  });

  it('refuses 0, AS_TRANS, the last number and anything not a number', () => {
    expect(isValidAsn(0)).toBe(false);
    expect(isValidAsn(23456)).toBe(false);
    expect(isValidAsn(4_294_967_295)).toBe(false);
    expect(isValidAsn('AS64512')).toBe(false);
    expect(isValidAsn('')).toBe(false);
  });
});

describe('MAC addresses', () => {
  it('reads the usual ways of writing one, answering colons and lower case', () => {
    expect(normaliseMacAddress('00:1A:2b:3c:4d:5e')).toBe('00:1a:2b:3c:4d:5e');
    expect(normaliseMacAddress('00-1a-2b-3c-4d-5e')).toBe('00:1a:2b:3c:4d:5e');
    expect(normaliseMacAddress('001a.2b3c.4d5e')).toBe('00:1a:2b:3c:4d:5e');
  });

  it('refuses mixed separators, wrong lengths, group and all-zero addresses', () => {
    expect(normaliseMacAddress('00:1a-2b:3c:4d:5e')).toBeNull();
    expect(normaliseMacAddress('00:1a:2b:3c:4d')).toBeNull();
    expect(normaliseMacAddress('001a2b3c4d5e')).toBeNull();
    expect(normaliseMacAddress('00:1a:2b:3c:4d:5g')).toBeNull();
    expect(normaliseMacAddress('01:00:5e:00:00:01')).toBeNull();
    expect(normaliseMacAddress('ff:ff:ff:ff:ff:ff')).toBeNull();
    expect(normaliseMacAddress('00:00:00:00:00:00')).toBeNull();
  });
});
