import { z, type ZodType } from 'zod';

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

const STRING_CANDIDATES = ['1', '2002', 'AU', 'Matrix', '2026-01-01', 'Portico1!Portico1', 'matrix@portico.example'];

/** What a field's name says it holds, where its schema alone cannot tell (a refinement such as a country list). */
const BY_NAME: [RegExp, string][] = [
  [/country/i, 'AU'],
  [/currency/i, 'AUD'],
  // a product named in a path, as the price lookup takes it (the SDK's name of our port)
  [/^productType$/, 'megaport'],
  // the end of a window (a graph's `to`), after the start the candidates give (`from` 1)
  [/^to$/, '2002'],
];

function sampleString(s: JsonSchema, key?: string): string {
  const named = key ? BY_NAME.find(([pattern]) => pattern.test(key))?.[1] : undefined;
  if (s.format === 'email') return 'matrix.probe@portico.example';
  if (s.format === 'date') return '2026-01-01';
  if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (s.format === 'uri' || s.format === 'url') return 'https://portico.example/x';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const fits = (v: string) =>
    (!s.pattern || new RegExp(s.pattern, 'u').test(v)) &&
    v.length >= (s.minLength ?? 0) &&
    v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
  if (named && fits(named)) return named;
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(s.minLength ?? 1, 1));
}

function sample(s: JsonSchema, key?: string): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0] ?? {}, key);
  if (s.allOf?.[0]) return sample(s.allOf[0], key);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of s.required ?? []) out[name] = sample(s.properties?.[name] ?? {}, name);
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'string':
      return sampleString(s, key);
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    default:
      return s.default ?? null;
  }
}

/**
 * A value the schema accepts, built from its JSON Schema (required fields only), with `overrides` laid over the
 * top; null when the schema still refuses it (a rule the generator cannot guess, such as a cross-field check).
 */
export function sampleInput(schema: ZodType, overrides: Record<string, unknown> = {}): Record<string, unknown> | null {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const base = sample(json);
  const value = { ...(base && typeof base === 'object' ? base : {}), ...overrides };
  if (schema.safeParse(value).success) return value;
  // a body of optional fields that needs at least one of them (a partial update): every field, sampled
  const all = sample({ ...json, required: Object.keys(json.properties ?? {}) });
  const full = { ...(all && typeof all === 'object' ? all : {}), ...overrides };
  return schema.safeParse(full).success ? full : null;
}
