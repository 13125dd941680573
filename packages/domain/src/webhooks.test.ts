import { describe, expect, it } from 'vitest';
import {
  isPrivateAddress,
  parseWebhookSignatureHeader,
  verifyWebhookSignature,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  webhookKeysError,
  webhookRetryDelaySeconds,
  webhookSignature,
  webhookSignatureHeader,
  webhookUrlError,
} from './webhooks.js';

// a known vector, the same as `echo -n '1767225600.{"id":"evt_1"}' | openssl dgst -sha256 -hmac whsec_test`
const BODY = '{"id":"evt_1"}';
const SIGNED = '45b40331de0325606dc5400202ade162460fbe48daf9401adfdcd0d7b4f35470';

describe('webhook signatures', () => {
  it('signs "t.body" with HMAC-SHA256 in hex', async () => {
    expect(await webhookSignature('whsec_test', 1767225600, BODY)).toBe(SIGNED);
    expect(await webhookSignatureHeader('whsec_test', 1767225600, BODY)).toBe(`t=1767225600,v1=${SIGNED}`);
  });

  it('verifies a signature within the tolerance, and refuses another body, secret or an old time', async () => {
    const header = `t=1767225600,v1=${SIGNED}`;
    const at = { header, body: BODY, secret: 'whsec_test', nowSeconds: 1767225660 };
    expect(await verifyWebhookSignature(at)).toBe(true);
    expect(await verifyWebhookSignature({ ...at, body: '{"id":"evt_2"}' })).toBe(false);
    expect(await verifyWebhookSignature({ ...at, secret: 'whsec_other' })).toBe(false);
    expect(await verifyWebhookSignature({ ...at, nowSeconds: 1767225600 + 301 })).toBe(false);
    expect(await verifyWebhookSignature({ ...at, header: 'v1=abc' })).toBe(false);
  });

  it('reads the header parts, several signatures included', () => {
    expect(parseWebhookSignatureHeader(`t=1,v1=${SIGNED}, v1=${'0'.repeat(64)}`)).toEqual({
      timestamp: 1,
      signatures: [SIGNED, '0'.repeat(64)],
    });
    expect(parseWebhookSignatureHeader('t=x,v1=y')).toBeNull();
  });
});

describe('webhook URLs', () => {
  it('takes a public https URL in either mode', () => {
    expect(webhookUrlError('https://hooks.example.com/portico', 'production')).toBeNull();
    expect(webhookUrlError('https://hooks.example.com/portico', 'demo')).toBeNull();
  });

  it('refuses http in production, and anything on this machine or a private network', () => {
    expect(webhookUrlError('http://hooks.example.com/', 'production')).toBe(WEBHOOK_MESSAGES.urlHttpsRequired);
    expect(webhookUrlError('http://localhost:4000/', 'production')).toBe(WEBHOOK_MESSAGES.urlHttpsRequired);
    expect(webhookUrlError('https://localhost/', 'production')).toBe(WEBHOOK_MESSAGES.urlPrivate);
    expect(webhookUrlError('https://10.1.2.3/', 'production')).toBe(WEBHOOK_MESSAGES.urlPrivate);
    expect(webhookUrlError('https://[::1]/', 'production')).toBe(WEBHOOK_MESSAGES.urlPrivate);
  });

  it('allows a receiver on this machine over http in demo mode only', () => {
    expect(webhookUrlError('http://localhost:4000/hook', 'demo')).toBeNull();
    expect(webhookUrlError('http://127.0.0.1:4000/hook', 'demo')).toBeNull();
    expect(webhookUrlError('http://hooks.example.com/', 'demo')).toBe(WEBHOOK_MESSAGES.urlHttpsRequired);
  });

  it('refuses no URL, another scheme and credentials', () => {
    expect(webhookUrlError(' ', 'demo')).toBe(WEBHOOK_MESSAGES.urlRequired);
    expect(webhookUrlError('not a url', 'demo')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(webhookUrlError('ftp://example.com/', 'demo')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(webhookUrlError('https://u:p@example.com/', 'demo')).toBe(WEBHOOK_MESSAGES.urlCredentials);
    expect(webhookUrlError(`https://example.com/${'a'.repeat(2000)}`, 'demo')).toBe(WEBHOOK_MESSAGES.urlTooLong);
  });

  it('knows private addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '2606:4700::1111', 'example.com'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });
});

describe('webhook keys and retries', () => {
  it('needs at least one known key', () => {
    expect(webhookKeysError([])).toBe(WEBHOOK_MESSAGES.keysRequired);
    expect(webhookKeysError(['INVOICE_COMMITTED', 'NOPE'])).toBe(WEBHOOK_MESSAGES.keyUnknown);
    expect(webhookKeysError(['INVOICE_COMMITTED'])).toBeNull();
  });

  it('waits longer after each failed attempt, and gives up after the last', () => {
    expect(webhookRetryDelaySeconds(1)).toBe(60);
    expect(webhookRetryDelaySeconds(2)).toBe(300);
    expect(webhookRetryDelaySeconds(WEBHOOK_MAX_ATTEMPTS - 1)).toBe(86_400);
    expect(webhookRetryDelaySeconds(WEBHOOK_MAX_ATTEMPTS)).toBeNull();
  });
});
