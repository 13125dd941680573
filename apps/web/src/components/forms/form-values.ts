/** A form's text fields from a record: each value as it is, '' where it has none (or there is no record yet). */
export function textValues<K extends string>(
  source: { readonly [P in K]?: string | null } | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, source?.[key] ?? ''])) as Record<K, string>;
}

/** The same fields for the API: one left empty (or blank) is sent as null, `trim` also trims the rest. */
export function nullIfEmpty<K extends string>(
  values: Readonly<Record<K, string>>,
  keys: readonly K[],
  { trim = false } = {},
): Record<K, string | null> {
  return Object.fromEntries(
    keys.map((key) => [key, values[key].trim() === '' ? null : trim ? values[key].trim() : values[key]]),
  ) as Record<K, string | null>;
}

/** The same for a body whose optional fields are left out: one left empty (or blank) is not sent. */
export function undefinedIfEmpty<K extends string>(
  values: Readonly<Record<K, string>>,
  keys: readonly K[],
): Record<K, string | undefined> {
  return Object.fromEntries(keys.map((key) => [key, values[key].trim() === '' ? undefined : values[key]])) as Record<
    K,
    string | undefined
  >;
}
