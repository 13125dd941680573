import { formatDateTime, formatDay } from './date-format.js';
import { formatCount, formatMinor } from './money-format.js';
import { formatSpeed } from './speed-format.js';

/*
 * What a recorded change changed, field by field, in a person's words (decision 0071): the company history and the
 * service history show these rather than the record's keys and raw values ('monthlyCents 16200 → 24300',
 * 'idempotencyKey', ISO timestamps). Money goes through the money formatter, days and instants through the date
 * formatter, speeds through the speed formatter; the system's own keys are left out.
 */

/** One changed field: its label, and its value before (null: it was not there) and after. */
export interface FieldChange {
  label: string;
  from: string | null;
  to: string;
}

/** Keys that mean something to the system only: never shown. */
const INTERNAL_KEYS = new Set([
  'id',
  'uid',
  'idempotencyKey',
  'version',
  'createdAt',
  'updatedAt',
  'passwordHash',
  'token',
  'tokenHash',
  'secret',
  'secretHash',
  'currency',
]);
const isInternal = (key: string) => INTERNAL_KEYS.has(key) || /(Uid|Hash|Secret|Token)$/.test(key);

/** Labels where the key's own words would mislead or read badly. */
const LABELS: Record<string, string> = {
  monthlyCents: 'Monthly price',
  setupCents: 'Setup charge',
  rateLimitMbps: 'Speed',
  rateLimit: 'Rate limit',
  speedMbps: 'Speed',
  name: 'Name',
  legalName: 'Legal name',
  tradingName: 'Trading name',
  costCentre: 'Cost centre',
  aVlan: 'A-End VLAN',
  bVlan: 'B-End VLAN',
  vlan: 'VLAN',
  macAddress: 'MAC address',
  provisioningStatus: 'Status',
  termMonths: 'Term',
  accountManagerId: 'Account manager',
  clientCategory: 'Client category',
  abn: 'ABN',
  vatNumber: 'VAT number',
  percentageBp: 'Discount',
};

/** 'monthlyCents' → 'Monthly'; 'contractEndDate' → 'Contract end date'. */
function labelOf(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/(Cents|Mbps|Bp|Ms)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as people read it, by what its key says it is. */
function valueOf(key: string, value: unknown, currency: string | null): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (key.endsWith('Cents')) return currency ? formatMinor(value, currency) : `${formatCount(value)} cents`;
    if (key.endsWith('Mbps') || key === 'rateLimit') return formatSpeed(value);
    if (key.endsWith('Bp')) return `${value / 100}%`;
    if (key === 'termMonths') return `${value} month${value === 1 ? '' : 's'}`;
    if (key.endsWith('At') || key.endsWith('Ms')) return formatDateTime(value);
    return String(value);
  }
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return formatDay(value);
    if (ISO_INSTANT.test(value)) return formatDateTime(new Date(value));
    return value;
  }
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((item) => valueOf(key, item, currency)).join(', ');
  // an object (an address, a set of settings): its shown parts, in order
  const parts = Object.entries(value as Record<string, unknown>)
    .filter(([k, v]) => !isInternal(k) && v !== null && v !== undefined && v !== '' && typeof v !== 'object')
    .map(([k, v]) => valueOf(k, v, currency));
  return parts.length === 0 ? 'none' : parts.join(', ');
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields a change changed, in the record's order: a field the same before and after is left out, and so is any
 * internal key. Without a `before` (a creation), every field is what was set. Amounts are in the record's own
 * `currency` (after, else before).
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = asRecord(before);
  const to = asRecord(after) ?? {};
  const currencyOf = (r: Record<string, unknown> | null) => (typeof r?.currency === 'string' ? r.currency : null);
  const currency = currencyOf(to) ?? currencyOf(from);
  const keys = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to)])].filter((key) => !isInternal(key));
  return keys.flatMap((key): FieldChange[] => {
    if (from && same(from[key], to[key])) return [];
    return [
      {
        label: labelOf(key),
        from: from ? valueOf(key, from[key], currency) : null,
        to: valueOf(key, to[key], currency),
      },
    ];
  });
}

/** 'Monthly price: AUD 162.00 → AUD 243.00'; a creation's field 'Name: Acme'. */
export function fieldChangeWords(change: FieldChange): string {
  return change.from === null ? `${change.label}: ${change.to}` : `${change.label}: ${change.from} → ${change.to}`;
}
