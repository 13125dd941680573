import { CATALOGUE_MESSAGES, shortestPath } from '@portico/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { appMeta, locations, markets, networkLinks, zoneLinks, zones } from '../src/modules/tables.js';
import { seedReferenceData } from '../src/modules/seed.js';
import { distanceBandBetween, getPlace } from '../src/modules/catalogue/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { installWriteProbe } from './write-probe.js';

let t: TestApp;
let staff: string;
let customer: string;
let writes: () => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  writes = await installWriteProbe(t.database);
  [staff, customer] = await Promise.all([t.login('staff.admin'), t.login('acme.admin')]);
});
afterAll(() => t.close());

const PRICING = '/v2/proxy/pricingservice';
const get = (token: string | null, url: string, query?: Record<string, string>) =>
  t.call(token, { method: 'GET', url, query });
const put = (token: string | null, url: string, payload: object) => t.call(token, { method: 'PUT', url, payload });

/** The request is refused with this status and message, and wrote nothing. */
async function expectRefused(send: () => Promise<{ statusCode: number; json(): { message: string } }>, status: number) {
  const before = await writes();
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(await writes()).toBe(before);
  return res.json().message;
}

describe('the catalogue list', () => {
  it('pages every seeded location with market, metro, zone, status, data centre, coordinates and diversity zones', async () => {
    const res = await get(customer, '/secure/catalogue', { pageSize: '10' });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.items).toHaveLength(10);
    const markets = new Set<string>();
    let all: { market: string; metro: string }[] = [];
    for (let p = 1; p <= Math.ceil(page.total / 200); p++) {
      const more = await get(staff, '/secure/catalogue', { pageSize: '200', page: String(p) });
      all = all.concat(more.json().data.items);
    }
    for (const item of all) markets.add(item.market);
    expect(markets.size).toBe(14);
    expect(new Set(all.filter((i) => i.market === 'Australia').map((i) => i.metro)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(all.filter((i) => i.market === 'US').map((i) => i.metro)).size).toBeGreaterThanOrEqual(5);
  });

  it('shows a location as stored: exact coordinates from millionths, both diversity zones with their speeds', async () => {
    const res = await get(staff, '/secure/catalogue', { search: 'Equinix SY1' });
    const [sy1] = res.json().data.items;
    expect(sy1).toMatchObject({
      locationId: 1,
      name: 'Equinix SY1',
      dataCentre: 'Equinix',
      metro: 'Sydney',
      state: 'NSW',
      countryCode: 'AU',
      market: 'Australia',
      zone: 'Oceania',
      status: 'Active',
      latitude: '-33.921867',
      longitude: '151.188020',
    });
    expect(sy1.diversityZones).toEqual([
      { zone: 'blue', portSpeedsMbps: [1000, 10000, 100000], mcrSpeedsMbps: expect.any(Array), mveAvailable: true },
      {
        zone: 'red',
        portSpeedsMbps: [1000, 10000, 100000],
        mcrSpeedsMbps: [1000, 2500, 5000, 10000],
        mveAvailable: true,
      },
    ]);
    const [stored] = await t.database.db.select().from(locations).where(eq(locations.id, 1));
    expect(stored?.latitudeMicro).toBe(-33_921_867);
  });

  it('filters by market, metro and status', async () => {
    const au = (await get(staff, '/secure/catalogue', { marketId: '1', pageSize: '200' })).json().data;
    expect(au.items.length).toBeGreaterThan(5);
    expect(au.items.every((i: { market: string }) => i.market === 'Australia')).toBe(true);

    const sydney = (await get(staff, '/secure/catalogue', { metroId: '1' })).json().data;
    expect(sydney.items.map((i: { name: string }) => i.name)).toEqual([
      'Equinix SY1',
      'Equinix SY3',
      'Global Switch Sydney',
      'NextDC S1',
    ]);

    const expired = (await get(staff, '/secure/catalogue', { status: 'Expired' })).json().data;
    expect(expired.items.map((i: { name: string }) => i.name)).toEqual(['CyrusOne Carrollton']);

    const bad = await get(staff, '/secure/catalogue', { status: 'Closed' });
    expect(bad.statusCode).toBe(400);
  });

  it('exports every filtered row as CSV, not one page', async () => {
    const json = (await get(staff, '/secure/catalogue', { marketId: '5', pageSize: '1' })).json().data;
    const res = await get(staff, '/secure/catalogue', { marketId: '5', pageSize: '1', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/filename="catalogue.csv"/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'locationId,name,dataCentre,metro,state,country,market,zone,status,latitude,longitude,diversityZones,portSpeedsMbps,mcrSpeedsMbps,mveAvailable',
    );
    expect(lines).toHaveLength(json.total + 1);
    expect(lines.some((l) => l.startsWith('61,Equinix NY5,Equinix,New York,NJ,US,US,North America,Active,'))).toBe(
      true,
    );
  });

  it('is refused without a login', async () => {
    expect((await get(null, '/secure/catalogue')).statusCode).toBe(401);
  });

  it('lists the metros for the filters', async () => {
    const res = await get(customer, '/secure/catalogue/metros');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({ id: 1, name: 'Sydney', zoneId: 1, marketId: 1, countryCode: 'AU' });
  });
});

describe('the location dropdown', () => {
  it('answers orderable locations as the spec’s positional arrays [id, name, state, country]', async () => {
    const res = await get(customer, '/v2/dropdown/locations');
    expect(res.statusCode).toBe(200);
    const entries: unknown[][] = res.json().data;
    expect(entries).toContainEqual([1, 'Equinix SY1', 'NSW', 'AU']);
    expect(entries).toContainEqual([32, 'Spark Mayoral Drive', null, 'NZ']);
    const ids = entries.map((e) => e[0]);
    // Expired, Restricted and Deployment locations take no orders
    expect(ids).not.toContain(129);
    expect(ids).not.toContain(105);
    expect(ids).not.toContain(113);
    expect(ids).toContain(108); // New
    expect(entries.every((e) => e.length === 4)).toBe(true);
  });
});

describe('the public location list', () => {
  it('answers anyone in the shape the provider’s public API clients read', async () => {
    const res = await get(null, '/v3/locations');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: expect.any(String), terms: expect.any(String) });
    const sy1 = body.data.find((l: { id: number }) => l.id === 1);
    expect(sy1).toEqual({
      id: 1,
      name: 'Equinix SY1',
      metro: 'Sydney',
      market: 'AU',
      country: 'AU',
      status: 'Active',
      address: { city: 'Sydney', state: 'NSW', country: 'Australia' },
      latitude: -33.921867,
      longitude: 151.18802,
      dataCentre: { name: 'Equinix' },
      diversityZones: {
        red: { megaportSpeedMbps: [1000, 10000, 100000], mcrSpeedMbps: [1000, 2500, 5000, 10000], mveAvailable: true },
        blue: {
          megaportSpeedMbps: [1000, 10000, 100000],
          mcrSpeedMbps: [1000, 2500, 5000, 10000, 25000, 50000, 100000],
          mveAvailable: true,
        },
      },
    });
    expect(body.data.length).toBeGreaterThanOrEqual(40);
    const restricted = body.data.find((l: { id: number }) => l.id === 105);
    expect(restricted.diversityZones).toEqual({ red: expect.any(Object) });
    // a coordinate west of Greenwich keeps its sign and its digits
    expect(body.data.find((l: { id: number }) => l.id === 80).longitude).toBe(-0.002);
  });
});

describe('markets', () => {
  it('lists the 14 supplier markets to staff only', async () => {
    const res = await get(staff, `${PRICING}/market`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(14);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ id: 1, supplierId: 808, name: 'Australia', currency: 'AUD', active: true }),
    );
    expect((await get(customer, `${PRICING}/market`)).statusCode).toBe(403);
  });

  it('updates a market with the spec’s message', async () => {
    const res = await put(staff, `${PRICING}/market`, {
      id: 7,
      supplierId: 4640,
      name: 'Bulgaria',
      countryCode: 'bg',
      currency: 'BGN',
      active: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Market updated OK');
    expect(res.json().data).toMatchObject({ id: 7, currency: 'BGN', countryCode: 'BG' });
    const [row] = await t.database.db.select().from(markets).where(eq(markets.id, 7));
    expect(row?.currency).toBe('BGN');
  });

  it('updates a market through PUT /v2/market/{id}', async () => {
    const res = await put(staff, '/v2/market/7', {
      supplierId: 4640,
      name: 'Bulgaria',
      countryCode: 'BG',
      currency: 'EUR',
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Market updated OK');
    const [row] = await t.database.db.select().from(markets).where(eq(markets.id, 7));
    expect(row).toMatchObject({ currency: 'EUR', active: false });
  });

  it('refuses an unknown market, an unknown supplier, a taken name, bad input and customers, writing nothing', async () => {
    const valid = { supplierId: 808, name: 'Australia', countryCode: 'AU', currency: 'AUD', active: true };
    expect(await expectRefused(() => put(staff, '/v2/market/999', valid), 404)).toBe(CATALOGUE_MESSAGES.marketNotFound);
    expect(await expectRefused(() => put(staff, `${PRICING}/market`, { ...valid, id: 999 }), 404)).toBe(
      CATALOGUE_MESSAGES.marketNotFound,
    );
    expect(await expectRefused(() => put(staff, '/v2/market/1', { ...valid, supplierId: 1 }), 404)).toBe(
      CATALOGUE_MESSAGES.supplierNotFound,
    );
    expect(await expectRefused(() => put(staff, '/v2/market/2', valid), 409)).toBe(CATALOGUE_MESSAGES.marketNameTaken);
    await expectRefused(() => put(staff, '/v2/market/1', { ...valid, currency: 'XYZ' }), 400);
    await expectRefused(() => put(staff, '/v2/market/1', { ...valid, name: ' ' }), 400);
    await expectRefused(() => put(customer, '/v2/market/1', { ...valid, name: 'Hacked' }), 403);
    await expectRefused(() => put(customer, `${PRICING}/market`, { ...valid, id: 1, name: 'Hacked' }), 403);
  });
});

describe('zones', () => {
  it('lists zones to staff and updates one with the spec’s message', async () => {
    const list = await get(staff, `${PRICING}/zone`);
    expect(list.json().data.map((z: { name: string }) => z.name)).toEqual([
      'Asia',
      'Europe',
      'North America',
      'Oceania',
    ]);
    const res = await put(staff, `${PRICING}/zone`, { id: 2, name: 'Asia', description: 'Singapore, Hong Kong' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Zone updated OK');
    const [row] = await t.database.db.select().from(zones).where(eq(zones.id, 2));
    expect(row?.description).toBe('Singapore, Hong Kong');
  });

  it('adds a zone when the body has no id', async () => {
    const res = await put(staff, `${PRICING}/zone`, { name: 'Middle East' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Zone updated OK');
    expect(res.json().data).toMatchObject({ name: 'Middle East', active: true });
    expect(res.json().data.id).toBeGreaterThanOrEqual(100);
  });

  it('refuses an unknown zone, a taken name and customers, writing nothing', async () => {
    expect(await expectRefused(() => put(staff, `${PRICING}/zone`, { id: 999, name: 'Nowhere' }), 404)).toBe(
      CATALOGUE_MESSAGES.zoneNotFound,
    );
    expect(await expectRefused(() => put(staff, `${PRICING}/zone`, { id: 1, name: 'europe' }), 409)).toBe(
      CATALOGUE_MESSAGES.zoneNameTaken,
    );
    await expectRefused(() => put(customer, `${PRICING}/zone`, { id: 1, name: 'Hacked' }), 403);
    expect((await get(customer, `${PRICING}/zone`)).statusCode).toBe(403);
  });
});

describe('zone links', () => {
  it('lists the links with their zones’ names', async () => {
    const res = await get(staff, `${PRICING}/zoneLink`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ id: 1, aZoneId: 1, aZone: 'Oceania', bZoneId: 2, bZone: 'Asia', active: true }),
    );
  });

  it('adds a link in either order, stored lower zone first, and updates it', async () => {
    const added = await put(staff, `${PRICING}/zoneLink`, { aZoneId: 4, bZoneId: 1 });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Zone link updated OK');
    expect(added.json().data).toMatchObject({ aZoneId: 1, aZone: 'Oceania', bZoneId: 4, bZone: 'Europe' });
    const id = added.json().data.id as number;
    const updated = await put(staff, `${PRICING}/zoneLink`, { id, aZoneId: 1, bZoneId: 4, active: false });
    expect(updated.json().message).toBe('Zone link updated OK');
    const [row] = await t.database.db.select().from(zoneLinks).where(eq(zoneLinks.id, id));
    expect(row?.active).toBe(false);
  });

  it('refuses a zone linked to itself, a pair linked already, unknown ids and customers, writing nothing', async () => {
    expect(await expectRefused(() => put(staff, `${PRICING}/zoneLink`, { aZoneId: 2, bZoneId: 2 }), 400)).toBe(
      'A zone cannot be linked to itself',
    );
    expect(await expectRefused(() => put(staff, `${PRICING}/zoneLink`, { aZoneId: 2, bZoneId: 1 }), 409)).toBe(
      CATALOGUE_MESSAGES.zonesAlreadyLinked,
    );
    expect(await expectRefused(() => put(staff, `${PRICING}/zoneLink`, { id: 2, aZoneId: 1, bZoneId: 2 }), 409)).toBe(
      CATALOGUE_MESSAGES.zonesAlreadyLinked,
    );
    expect(await expectRefused(() => put(staff, `${PRICING}/zoneLink`, { aZoneId: 1, bZoneId: 999 }), 404)).toBe(
      CATALOGUE_MESSAGES.zoneNotFound,
    );
    expect(await expectRefused(() => put(staff, `${PRICING}/zoneLink`, { id: 999, aZoneId: 1, bZoneId: 3 }), 404)).toBe(
      CATALOGUE_MESSAGES.zoneLinkNotFound,
    );
    await expectRefused(() => put(staff, `${PRICING}/zoneLink`, { aZoneId: '1', bZoneId: 3 }), 400);
    await expectRefused(() => put(customer, `${PRICING}/zoneLink`, { aZoneId: 3, bZoneId: 4 }), 403);
  });
});

describe('the network graph', () => {
  it('joins every seeded metro to every other', async () => {
    const links = await t.database.db.select().from(networkLinks);
    const metroIds = [...new Set(links.flatMap((l) => [l.aMetroId, l.bMetroId]))];
    for (const id of metroIds) expect(shortestPath(links, 1, id), `metro ${id}`).not.toBeNull();
  });

  it('answers the cheapest metro path, its cost and the distance band between two locations', async () => {
    const zone = await get(customer, '/v2/networkgraph/shortest', { aLocationId: '1', bLocationId: '2' });
    expect(zone.statusCode).toBe(200);
    expect(zone.json().data).toEqual({
      aLocationId: 1,
      bLocationId: 2,
      metros: [
        { id: 1, name: 'Sydney' },
        { id: 2, name: 'Melbourne' },
      ],
      cost: 9,
      distanceBand: 'ZONE',
    });

    const metro = await get(customer, '/v2/networkgraph/shortest', { aLocationId: '1', bLocationId: '3' });
    expect(metro.json().data).toMatchObject({ metros: [{ id: 1, name: 'Sydney' }], cost: 0, distanceBand: 'METRO' });

    const far = await get(customer, '/v2/networkgraph/shortest', { aLocationId: '1', bLocationId: '80' });
    expect(far.json().data.distanceBand).toBe('INTERZONE');
    expect(far.json().data.metros.at(0).name).toBe('Sydney');
    expect(far.json().data.metros.at(-1).name).toBe('London');

    const cost = await get(customer, '/v2/networkgraph/cost', { aLocationId: '1', bLocationId: '80' });
    expect(cost.json().data).toEqual({
      aLocationId: 1,
      bLocationId: 80,
      cost: far.json().data.cost,
      distanceBand: 'INTERZONE',
    });
  });

  it('refuses unknown locations and bad ids', async () => {
    const res = await get(customer, '/v2/networkgraph/cost', { aLocationId: '1', bLocationId: '999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CATALOGUE_MESSAGES.locationNotFound);
    expect((await get(customer, '/v2/networkgraph/cost', { aLocationId: '1' })).statusCode).toBe(400);
    expect((await get(null, '/v2/networkgraph/cost', { aLocationId: '1', bLocationId: '2' })).statusCode).toBe(401);
  });

  it('keeps the graph it read until staff reload it from the database', async () => {
    const before = (await get(staff, '/v2/networkgraph/cost', { aLocationId: '1', bLocationId: '106' })).json().data;
    expect(before.cost).toBeGreaterThan(1);
    // a direct Sydney–Perth link, written behind the service's back
    await t.database.db.insert(networkLinks).values({ aMetroId: 1, bMetroId: 4, cost: 1 });
    const cached = (await get(staff, '/v2/networkgraph/cost', { aLocationId: '1', bLocationId: '106' })).json().data;
    expect(cached.cost).toBe(before.cost);

    await expectRefused(() => t.call(customer, { method: 'POST', url: '/v2/networkgraph/reload' }), 403);
    const reload = await t.call(staff, { method: 'POST', url: '/v2/networkgraph/reload' });
    expect(reload.statusCode).toBe(200);
    expect(reload.json().data).toMatchObject({ metros: 37, links: 47 });
    const after = (await get(staff, '/v2/networkgraph/cost', { aLocationId: '1', bLocationId: '106' })).json().data;
    expect(after.cost).toBe(1);
  });

  it('gives other modules the place of a location and the distance band of two', async () => {
    const { db } = t.database;
    expect(await getPlace(db, 1)).toEqual({ metroId: 1, zoneId: 1 });
    expect(await distanceBandBetween(db, 1, 3)).toBe('METRO');
    expect(await distanceBandBetween(db, 1, 32)).toBe('ZONE');
    expect(await distanceBandBetween(db, 40, 81)).toBe('INTERZONE');
  });
});

describe('the reference seed', () => {
  it('gives a database seeded at version 1 the catalogue, filling in the demo data centres it had', async () => {
    const { db } = t.database;
    await db.execute(sql`update locations set metro_id = null, market_id = null, latitude_micro = null where id = 2`);
    await db.update(appMeta).set({ value: '1' }).where(eq(appMeta.key, 'reference_version'));
    await seedReferenceData(db);
    const [m1] = await db.select().from(locations).where(eq(locations.id, 2));
    expect(m1).toMatchObject({ metroId: 2, marketId: 1, latitudeMicro: -37_829_300 });
    const [version] = await queryRows<{ value: string }>(
      db,
      sql`select value from app_meta where key = 'reference_version'`,
    );
    expect(version?.value).not.toBe('1');
    // staff changes survive: the seed adds what is missing and overwrites nothing else
    const [bulgaria] = await db.select().from(markets).where(eq(markets.id, 7));
    expect(bulgaria?.currency).toBe('EUR');
  });
});
