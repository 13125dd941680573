import { MESSAGES } from './messages.js';

/** Paging and the answer's format say how a list is read, not which rows: they never narrow it. */
const NOT_FILTERS = new Set(['page', 'pageSize', 'format']);

/**
 * The spec's rule for exports: a list is exported only once at least one filter narrows it. A filter left empty
 * (undefined, null, blank text, `false`, an empty list) is no filter; `widening` names switches that show more
 * rows rather than fewer (the price lists' `history`), which do not count either.
 */
export function isNarrowed(filters: Readonly<Record<string, unknown>>, widening: readonly string[] = []): boolean {
  return Object.entries(filters).some(([key, value]) => {
    if (NOT_FILTERS.has(key) || widening.includes(key)) return false;
    if (value === undefined || value === null || value === false) return false;
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.length > 0;
    return true;
  });
}

/** 'Please filter first!' for an export of a list no filter narrows; null when it may be exported. */
export function filterFirstError(
  filters: Readonly<Record<string, unknown>>,
  widening: readonly string[] = [],
): string | null {
  return isNarrowed(filters, widening) ? null : MESSAGES.filterFirst;
}
