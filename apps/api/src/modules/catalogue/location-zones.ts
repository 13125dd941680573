import type { LocationDiversityZone } from '@portico/contract';
import type { DbOrTx } from '../../db/client.js';
import { toDiversityZone } from './catalogue-view.js';
import * as repo from './catalogue.repository.js';

/** The diversity zones a location offers, with the port speeds of each (ordering checks a port's zone with it). */
export async function findLocationDiversityZones(db: DbOrTx, locationId: number): Promise<LocationDiversityZone[]> {
  return (await repo.findDiversityZones(db, [locationId])).map(toDiversityZone);
}
