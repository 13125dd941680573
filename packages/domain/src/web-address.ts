/*
 * Web addresses people store (a partner's website and logo, a supply's website) are shown as links and images, so
 * they are absolute http:// or https:// addresses only: never `javascript:`, `data:`, a relative path or another
 * scheme (decision 0030).
 */

/**
 * The shape of a stored web address: http:// or https:// (any case), a host without spaces or user name
 * (`https://bank.example@evil.example` reads as the bank but goes to evil.example), then an optional path, query
 * or fragment without spaces. Migration 0008 cleared stored addresses with the same expression in PostgreSQL's
 * syntax, `~* '^https?://[^[:space:]/?#@]+([/?#][^[:space:]]*)?$'`.
 */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** Whether a text is an absolute http(s) web address a browser can open (MESSAGES.webAddressInvalid when not). */
export function isHttpUrl(text: string): boolean {
  if (!HTTP_URL_PATTERN.test(text)) return false;
  // the pattern fixes the scheme and a host; the URL parser refuses what is still no address (`http://[::1`)
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}
