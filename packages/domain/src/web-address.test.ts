import { describe, expect, it } from 'vitest';
import { HTTP_URL_PATTERN, isHttpUrl } from './web-address.js';

describe('stored web addresses are absolute http(s) addresses (decision 0030)', () => {
  it.each([
    'https://example.com',
    'http://example.com',
    'HTTPS://Example.com/logo.png',
    'https://example.com:8443/a/b?c=d#e',
    'https://bücher.example/',
    'https://192.0.2.10/logo.png',
    'https://[2001:db8::1]/',
  ])('takes %s', (text) => expect(isHttpUrl(text)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript://example.com/%0Aalert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/logo.png',
    '//example.com/logo.png',
    '/logo.png',
    'logo.png',
    'example.com',
    'www.example.com',
    'https:example.com',
    'https:/example.com',
    'https://',
    'https:///path',
    'https://bank.example@evil.example/',
    'https://user:pass@example.com/',
    ' https://example.com',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://example.com/\nx',
    'https://[not-an-ip/',
    '',
  ])('refuses %j', (text) => expect(isHttpUrl(text)).toBe(false));

  it('keeps the pattern the migration copied: scheme, host without user, then an optional path', () => {
    expect(HTTP_URL_PATTERN.source).toBe('^https?:\\/\\/[^\\s/?#@]+(?:[/?#]\\S*)?$');
    expect(HTTP_URL_PATTERN.flags).toBe('i');
  });
});
