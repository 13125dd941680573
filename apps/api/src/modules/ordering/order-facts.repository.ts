import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedForIds } from '../../db/prepared.js';
import { locations, metros } from '../catalogue/catalogue.tables.js';
import { heldVlans } from '../services/index.js';
import { technicalServices } from '../services/services.tables.js';

/**
 * What an order needs around each of its Ports beside the Port itself (decision 0095): the VLANs held on it and the
 * place of its location (metro and zone, for the distance band).
 */
export interface PortSurroundings {
  /** the VLANs held on the Port, ascending: as services' `vlansTakenOnPort` answers them */
  vlans: number[];
  place: { metroId: number; zoneId: number } | null;
}

/**
 * The surroundings of some Ports in one statement, by Port id (an id that is no service is left out). The VLANs are
 * services' `heldVlans`, the rule `vlansTakenOnPort` answers by, read here for every Port at once.
 */
export async function findPortSurroundings(
  db: DbOrTx,
  portIds: readonly number[],
): Promise<Map<number, PortSurroundings>> {
  const ids = [...new Set(portIds)];
  if (ids.length === 0) return new Map();
  const rows = await surroundings(db, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        vlans: (row.vlans ?? []).map(Number),
        place: row.metroId !== null && row.zoneId !== null ? { metroId: row.metroId, zoneId: row.zoneId } : null,
      },
    ]),
  );
}

/** `findPortSurroundings`' statement, built once with the Ports' ids as one array (every order sends it). */
const surroundings = preparedForIds((db, ids, variant) => {
  const held = heldVlans(db, ids);
  return db
    .select({
      id: technicalServices.id,
      metroId: locations.metroId,
      zoneId: metros.zoneId,
      vlans: sql<number[] | null>`(select array_agg(distinct ${held.vlan} order by ${held.vlan}) from ${held}
                                    where ${held.port} = ${technicalServices.id})`,
    })
    .from(technicalServices)
    .leftJoin(locations, eq(locations.id, technicalServices.locationId))
    .leftJoin(metros, eq(metros.id, locations.metroId))
    .where(sql`${technicalServices.id} = any(${ids})`)
    .prepare(`port_surroundings_${variant}`);
});

/** Services by uid, any company's and any product's, in one statement (a network design's ends). */
export function findServicesByUid(
  db: DbOrTx,
  uids: readonly string[],
): Promise<{ id: number; uid: string; companyId: number }[]> {
  if (uids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: technicalServices.id, uid: technicalServices.uid, companyId: technicalServices.companyId })
    .from(technicalServices)
    .where(inArray(technicalServices.uid, [...new Set(uids)]));
}
