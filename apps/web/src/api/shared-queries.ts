import { catalogueEndpoints, companiesEndpoints, peopleEndpoints, promoEndpoints } from '@portico/contract';
import { usePageQuery, useEndpointQuery } from './hooks';
import { api } from './index';

/**
 * Reads that several features show: the markets (catalogue, price book, a company's prices) and the company names
 * of a picker; the companies that virtually employ the person (the header's switcher, and which controls a page
 * offers for a company's service or order, `lib/auth/company-access.ts`);
 * and the promo code check of the quote (and, later, registration). Their keys sit under the owning area's prefix ('catalogue', 'companies'), so that area's writes,
 * which invalidate the whole prefix, refresh them too.
 */
const sharedKeys = {
  markets: ['catalogue', 'markets'] as const,
  companyNames: (search: string) => ['companies', 'names', search] as const,
  virtualEmployers: (personId: number) => ['people', 'virtual', personId] as const,
};

export const useMarkets = () => useEndpointQuery(sharedKeys.markets, catalogueEndpoints.markets, {});

/**
 * Company ids and names matching `search` (name, trading name, e-mail or id) for a picker; nothing is asked while
 * the search is empty. A picker shows the failure itself, so it stays out of the banner.
 */
export const useCompanyNames = (search: string) =>
  usePageQuery(
    sharedKeys.companyNames(search),
    companiesEndpoints.nameSearch,
    { query: { search, limit: 20 }, banner: false },
    { enabled: search !== '', staleTime: 60_000 },
  );

/** The companies that virtually employ the person, with their uids (the keys of the login's permissions). */
export const useVirtualEmployers = (personId: number, enabled: boolean) =>
  useEndpointQuery(
    sharedKeys.virtualEmployers(personId),
    peopleEndpoints.virtualEmployers,
    { query: { personId }, banner: false },
    { enabled, staleTime: 5 * 60_000 },
  );

/** The public promo code check (no session needed: also on the registration page). */
export const validatePromoCode = (promoCode: string) =>
  api.call(promoEndpoints.validate, { body: { promoCode }, token: null, banner: false });
