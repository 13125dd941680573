import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { degreesNumber } from './catalogue-view.js';
import { locations } from './catalogue.tables.js';

/** Where some locations are: name, metro, country and coordinates in degrees (ids missing or unplaced left out). */
export async function findLocationPoints(db: DbOrTx, locationIds: readonly number[]) {
  const ids = [...new Set(locationIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      locationId: locations.id,
      name: locations.name,
      metro: locations.metro,
      countryCode: locations.countryCode,
      latitudeMicro: locations.latitudeMicro,
      longitudeMicro: locations.longitudeMicro,
    })
    .from(locations)
    .where(inArray(locations.id, ids));
  return rows.flatMap(({ latitudeMicro, longitudeMicro, ...place }) => {
    const latitude = degreesNumber(latitudeMicro);
    const longitude = degreesNumber(longitudeMicro);
    return latitude === null || longitude === null ? [] : [{ ...place, latitude, longitude }];
  });
}
