import { z } from 'zod';

/**
 * A location as the Go SDK's deprecated `ListLocations` reads `GET /v2/locations` (location_legacy.go `Location`,
 * `LocationProducts`): ids, names, market and metro, the address as a map of text, coordinates (0 when unknown),
 * and the speeds a Port and an MCR are sold in there.
 */
export const legacyLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  liveDate: z.number().int().nullable(),
  siteCode: z.string(),
  networkRegion: z.string(),
  address: z.record(z.string(), z.string()),
  campus: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  products: z.object({
    mcr: z.boolean(),
    mcrVersion: z.number().int(),
    megaport: z.array(z.number().int()),
    mve: z.array(z.looseObject({})),
    mcr1: z.array(z.number().int()),
    mcr2: z.array(z.number().int()),
  }),
  market: z.string(),
  metro: z.string(),
  vRouterAvailable: z.boolean(),
  status: z.string(),
});
export type LegacyLocation = z.infer<typeof legacyLocationSchema>;
