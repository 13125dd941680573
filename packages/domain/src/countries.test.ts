import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, countryOptions, isCountryCode } from './countries.js';

describe('countries', () => {
  it('holds the 249 assigned ISO 3166-1 alpha-2 codes, once each', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
  });

  it('knows the markets of the provider and refuses codes that are not countries', () => {
    for (const code of ['AU', 'NZ', 'SG', 'HK', 'US', 'CA', 'GB', 'MX', 'DE', 'NL', 'JP'])
      expect(isCountryCode(code)).toBe(true);
    for (const code of ['ZZ', 'UK', 'EU', 'XK', 'au', 'A', 'AUS', '']) expect(isCountryCode(code)).toBe(false);
  });

  it('names countries through the platform and sorts the picker by name', () => {
    expect(countryName('AU')).toBe('Australia');
    expect(countryName('GB')).toBe('United Kingdom');
    const options = countryOptions();
    expect(options).toHaveLength(249);
    expect(options[0]?.name.localeCompare(options[1]?.name ?? '')).toBeLessThan(0);
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(options[0]).toEqual({ code: 'AF', name: 'Afghanistan' });
  });

  it('names countries in the language asked for, and falls back to the code', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('AU', 'not a locale!')).toBe('AU');
  });
});
