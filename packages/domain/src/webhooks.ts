/**
 * Signed outbound webhooks (decision 0093): a company's endpoints receive the events they subscribe to as a signed
 * JSON POST, retried with back-off until the receiver answers 2xx, every attempt kept in the delivery log.
 */

/**
 * The event keys a company may subscribe to. Stable: receivers switch on them, so a key is never renamed; a new event
 * is a new key.
 */
export const WEBHOOK_EVENT_KEYS = [
  'PAYMENT_RECEIVED',
  'PAYMENT_ALLOCATED',
  'PAYMENT_UNALLOCATED',
  'PAYMENT_REMOVED',
  'CARD_REGISTERED',
  'CARD_REMOVED',
  'CARD_PAYMENT_APPROVED',
  'CARD_PAYMENT_DECLINED',
  'INVOICE_COMMITTED',
  'INVOICE_CREDITED',
  'INVOICE_PAID',
  'COMPANY_UPDATED',
  'PERSON_CREATED',
  'PERSON_UPDATED',
] as const;
export type WebhookEventKey = (typeof WEBHOOK_EVENT_KEYS)[number];

/** The key of a test send: delivered to the one endpoint it was sent to, never subscribed to. */
export const WEBHOOK_TEST_KEY = 'WEBHOOK_TEST';
/** Any key an event may carry: a subscribable one, or the test send's. */
export type WebhookDeliveredKey = WebhookEventKey | typeof WEBHOOK_TEST_KEY;

export function isWebhookEventKey(value: string): value is WebhookEventKey {
  return (WEBHOOK_EVENT_KEYS as readonly string[]).includes(value);
}

/** What each key means, as the event picker shows it. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventKey, string>> = {
  PAYMENT_RECEIVED: 'A payment was received',
  PAYMENT_ALLOCATED: 'A payment was allocated to an invoice',
  PAYMENT_UNALLOCATED: 'A payment allocation was undone',
  PAYMENT_REMOVED: 'A payment was removed',
  CARD_REGISTERED: 'A card was registered',
  CARD_REMOVED: 'A card was removed',
  CARD_PAYMENT_APPROVED: 'A card payment was approved',
  CARD_PAYMENT_DECLINED: 'A card payment was declined',
  INVOICE_COMMITTED: 'An invoice was issued',
  INVOICE_CREDITED: 'A credit note was issued',
  INVOICE_PAID: 'An invoice was paid in full',
  COMPANY_UPDATED: "The company's details changed",
  PERSON_CREATED: 'A person was added',
  PERSON_UPDATED: "A person's details changed",
};

export const WEBHOOK_MESSAGES = {
  created: 'Webhook created',
  updated: 'Webhook updated',
  deleted: 'Webhook deleted',
  testQueued: 'Test event queued',
  redeliveryQueued: 'Redelivery queued',
  urlRequired: 'Enter the URL the events are sent to',
  urlInvalid: 'Enter a valid URL, such as https://example.com/webhooks',
  urlHttpsRequired: 'The webhook URL must start with https://',
  urlCredentials: 'The webhook URL cannot contain a user name or password',
  urlTooLong: 'The webhook URL must be 2000 characters or fewer',
  urlPrivate: 'The webhook URL must be a public internet address',
  descriptionTooLong: 'The description must be 200 characters or fewer',
  keysRequired: 'Choose at least one event for the webhook',
  keyUnknown: 'Choose events from the list',
  tooMany: 'A company can have at most 20 webhooks',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Webhook delivery not found',
  testNeedsActive: 'Enable the webhook to send a test event',
  redeliverNeedsActive: 'Enable the webhook to send the delivery again',
  redeliverPending: 'The delivery is still being tried',
  privateAddress: 'The webhook URL resolves to a private address, so nothing was sent',
  redirect: 'The receiver answered with a redirect, which webhooks do not follow',
  timeout: 'The receiver did not answer within 10 seconds',
} as const;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOKS_PER_COMPANY_MAX = 20;
/** How long one attempt waits for the receiver's answer. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * The wait after each failed attempt: 1 min, 5 min, 30 min, 2 h, 8 h, 24 h. A delivery is tried at most once more
 * than there are waits (7 times over about 35 hours), then it is FAILED.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 28_800, 86_400] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/** Seconds until the next attempt after `attempts` failed ones, or null when the delivery has no attempt left. */
export function webhookRetryDelaySeconds(attempts: number): number | null {
  if (attempts < 1) return 0;
  return WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1] ?? null;
}

/** Whether an address is one a production receiver may not be at: loopback, private, link-local, unspecified. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) return isPrivateAddress(mapped[1]);
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (!ip.includes(':')) return false;
  return (
    ip === '::' ||
    ip === '::1' ||
    /^f[cd][0-9a-f]{2}:/.test(ip) ||
    /^fe[89ab][0-9a-f]:/.test(ip) ||
    /^ff[0-9a-f]{2}:/.test(ip)
  );
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The error of a webhook URL, or null. In production a receiver is an https URL of a public host; in demo mode a
 * receiver on this machine (`http://localhost:…`, 127.0.0.1, [::1]) is allowed too, so a local receiver can be tried.
 * A host name is checked again where it resolves, at each delivery.
 */
export function webhookUrlError(text: string, mode: 'production' | 'demo'): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return WEBHOOK_MESSAGES.urlRequired;
  if (trimmed.length > WEBHOOK_URL_MAX) return WEBHOOK_MESSAGES.urlTooLong;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlInvalid;
  if (url.hostname === '') return WEBHOOK_MESSAGES.urlInvalid;
  if (url.username !== '' || url.password !== '') return WEBHOOK_MESSAGES.urlCredentials;
  const local = LOCAL_HOSTS.has(url.hostname.toLowerCase());
  if (mode === 'demo' && local) return null;
  if (url.protocol !== 'https:') return WEBHOOK_MESSAGES.urlHttpsRequired;
  if (mode === 'production' && (local || url.hostname.endsWith('.localhost') || isPrivateAddress(url.hostname)))
    return WEBHOOK_MESSAGES.urlPrivate;
  return null;
}

/** The error of the keys asked for, or null: at least one, each one of `WEBHOOK_EVENT_KEYS`. */
export function webhookKeysError(keys: readonly string[]): string | null {
  if (keys.length === 0) return WEBHOOK_MESSAGES.keysRequired;
  if (!keys.every(isWebhookEventKey)) return WEBHOOK_MESSAGES.keyUnknown;
  return null;
}

/** The headers of a delivery. */
export const WEBHOOK_SIGNATURE_HEADER = 'Portico-Signature';
export const WEBHOOK_EVENT_HEADER = 'Portico-Event';
/** How old a signature's time may be before a receiver should refuse it (a replayed request). */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The body every delivery POSTs, as JSON. */
export interface WebhookEnvelope {
  /** the event's id: the same on every attempt and redelivery, so a receiver can ignore a repeat */
  id: string;
  key: WebhookDeliveredKey;
  /** when the event happened, ISO 8601 */
  createdAt: string;
  companyId: number;
  data: Record<string, unknown>;
}

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The signature of a delivery: hex HMAC-SHA256, keyed by the endpoint's secret, of `<t>.<body>` — the unix time in
 * seconds, a dot, and the raw body exactly as sent. Web Crypto, so the same code runs in a browser or Node.
 */
export async function webhookSignature(secret: string, timestamp: number, body: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return toHex(await crypto.subtle.sign('HMAC', key, enc.encode(`${timestamp}.${body}`)));
}

/** The `Portico-Signature` header's value: `t=<unix seconds>,v1=<hex signature>`. */
export async function webhookSignatureHeader(secret: string, timestamp: number, body: string): Promise<string> {
  return `t=${timestamp},v1=${await webhookSignature(secret, timestamp, body)}`;
}

/** The parts of a `Portico-Signature` header, or null when it is not one. */
export function parseWebhookSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Compares two texts in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * What a receiver does with a delivery: true when the header signs this exact body with the secret and its time is
 * within `toleranceSeconds` of `nowSeconds`.
 */
export async function verifyWebhookSignature(input: {
  header: string;
  body: string;
  secret: string;
  nowSeconds: number;
  toleranceSeconds?: number;
}): Promise<boolean> {
  const parsed = parseWebhookSignatureHeader(input.header);
  if (!parsed) return false;
  const tolerance = input.toleranceSeconds ?? WEBHOOK_SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(input.nowSeconds - parsed.timestamp) > tolerance) return false;
  const expected = await webhookSignature(input.secret, parsed.timestamp, input.body);
  return parsed.signatures.some((s) => sameText(s, expected));
}
