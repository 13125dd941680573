import { CURRENCIES, DISTANCE_BANDS, DIVERSITY_ZONES, LOCATION_STATUSES } from '@portico/domain';
import { z } from 'zod';
import { countryCode, epochMs, idBody, idParam, mandatory, pageQuerySchema, pageSchema } from './envelope.js';

// Schemas of the catalogue area: locations, markets, zones and zone links, and the network graph between metros.
// The spec leaves the field sets of catalogue item, market, zone and zone link unshown; ours are in decision 0021.

export const locationStatusSchema = z.enum(LOCATION_STATUSES);
export const diversityZoneSchema = z.enum(DIVERSITY_ZONES);
export const distanceBandSchema = z.enum(DISTANCE_BANDS);

// ----------------------------------------------------------------------------------------------------------------
// Locations: the catalogue list, the dropdown and the public list

/** What one diversity zone of a location offers. */
export const locationDiversityZoneSchema = z.object({
  zone: diversityZoneSchema,
  portSpeedsMbps: z.array(z.number().int()),
  mcrSpeedsMbps: z.array(z.number().int()),
  mveAvailable: z.boolean(),
});
export type LocationDiversityZone = z.infer<typeof locationDiversityZoneSchema>;

export const catalogueQuerySchema = pageQuerySchema.extend({
  marketId: idParam.optional(),
  metroId: idParam.optional(),
  status: locationStatusSchema.optional(),
});
/** What a client sends: every field optional (the server fills the defaults). */
export type CatalogueQuery = Partial<z.output<typeof catalogueQuerySchema>>;

/** Degrees as exact decimal text (six places: the stored millionths), so no float ever carries a coordinate. */
const degreesText = z.string().nullable();

export const catalogueItemSchema = z.object({
  locationId: z.number().int(),
  name: z.string(),
  dataCentre: z.string().nullable(),
  metroId: z.number().int().nullable(),
  metro: z.string(),
  state: z.string().nullable(),
  countryCode: z.string(),
  supplierId: z.number().int(),
  marketId: z.number().int().nullable(),
  market: z.string().nullable(),
  zoneId: z.number().int().nullable(),
  zone: z.string().nullable(),
  status: locationStatusSchema,
  latitude: degreesText,
  longitude: degreesText,
  diversityZones: z.array(locationDiversityZoneSchema),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
export const cataloguePageSchema = pageSchema(catalogueItemSchema);

/** A location in a dropdown: the spec's positional array [id, name, state, country]. */
export const locationDropdownEntrySchema = z.tuple([z.number().int(), z.string(), z.string().nullable(), z.string()]);
export type LocationDropdownEntry = z.infer<typeof locationDropdownEntrySchema>;

const publicDiversityZoneSchema = z.object({
  megaportSpeedMbps: z.array(z.number().int()),
  mcrSpeedMbps: z.array(z.number().int()),
  mveAvailable: z.boolean(),
});

/** A location as the provider's public API clients read it (its Go SDK's `LocationV3`; decision 0021). */
export const publicLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  metro: z.string(),
  /** the market's code: its country code */
  market: z.string(),
  country: z.string(),
  status: locationStatusSchema,
  address: z.object({ city: z.string(), state: z.string(), country: z.string() }),
  /** decimal degrees */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  dataCentre: z.object({ name: z.string() }),
  diversityZones: z.object({
    red: publicDiversityZoneSchema.optional(),
    blue: publicDiversityZoneSchema.optional(),
  }),
});
export type PublicLocation = z.infer<typeof publicLocationSchema>;

/** A metro as a path or a picker names it. */
const metroRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const metroSchema = metroRefSchema.extend({
  zoneId: z.number().int(),
  marketId: z.number().int(),
  countryCode: z.string(),
});
export type Metro = z.infer<typeof metroSchema>;

// ----------------------------------------------------------------------------------------------------------------
// Markets, zones and zone links

export const marketSchema = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  currency: z.enum(CURRENCIES),
  active: z.boolean(),
  updatedAt: epochMs,
});
export type Market = z.infer<typeof marketSchema>;

const marketFields = {
  supplierId: idBody,
  name: mandatory(100),
  countryCode,
  currency: z.enum(CURRENCIES, { error: 'Choose a currency' }),
  active: z.boolean().default(true),
};
/** PUT …/market: with an id it updates that market, without one it adds a market. */
export const marketSaveSchema = z.object({ id: idBody.optional(), ...marketFields });
export type MarketSave = z.input<typeof marketSaveSchema>;
/** PUT /v2/market/{id}: the market object (an id in the body is ignored: the path names the market). */
export const marketUpdateSchema = z.object(marketFields);
export const marketParamsSchema = z.object({ id: idParam });

export const zoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  updatedAt: epochMs,
});
export type Zone = z.infer<typeof zoneSchema>;

/** PUT …/zone: with an id it updates that zone, without one it adds a zone. */
export const zoneSaveSchema = z.object({
  id: idBody.optional(),
  name: mandatory(100),
  description: z.string().trim().max(500).nullable().optional(),
  active: z.boolean().default(true),
});
export type ZoneSave = z.input<typeof zoneSaveSchema>;

export const zoneLinkSchema = z.object({
  id: z.number().int(),
  aZoneId: z.number().int(),
  aZone: z.string(),
  bZoneId: z.number().int(),
  bZone: z.string(),
  active: z.boolean(),
  updatedAt: epochMs,
});
export type ZoneLink = z.infer<typeof zoneLinkSchema>;

/** PUT …/zoneLink: with an id it updates that link, without one it adds a link. The pair is unordered. */
export const zoneLinkSaveSchema = z.object({
  id: idBody.optional(),
  aZoneId: idBody,
  bZoneId: idBody,
  active: z.boolean().default(true),
});
export type ZoneLinkSave = z.input<typeof zoneLinkSaveSchema>;

// ----------------------------------------------------------------------------------------------------------------
// The network graph

export const networkGraphQuerySchema = z.object({ aLocationId: idParam, bLocationId: idParam });

export const networkPathSchema = z.object({
  aLocationId: z.number().int(),
  bLocationId: z.number().int(),
  /** the metros of the cheapest path, from the A end's to the B end's */
  metros: z.array(metroRefSchema),
  cost: z.number().int(),
  distanceBand: distanceBandSchema,
});
export type NetworkPathResult = z.infer<typeof networkPathSchema>;

export const networkCostSchema = z.object({
  aLocationId: z.number().int(),
  bLocationId: z.number().int(),
  cost: z.number().int(),
  distanceBand: distanceBandSchema,
});

export const networkGraphReloadSchema = z.object({
  metros: z.number().int(),
  links: z.number().int(),
  loadedAt: epochMs,
});
