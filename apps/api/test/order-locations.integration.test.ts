import { randomUUID } from 'node:crypto';
import { CATALOGUE_MESSAGES, ORDERABLE_LOCATION_STATUSES, SERVICE_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Orders at a location that takes none (Expired, Restricted, Deployment: `ORDERABLE_LOCATION_STATUSES` says which
 * do): every order path and its quote refuse them with one message and create nothing — the Port and LAG, the MCR,
 * the MVE, the staff order, and the network design's validate and buy.
 */
const ACME = DEMO_COMPANIES.acme;
/** Equinix DC2 (Ashburn): an MVE location, Active in the demo catalogue; the test sets its state. */
const LOCATION = 120;

describe('orders at a location that takes no orders', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;

  const post = (token: string, url: string, body: unknown) =>
    t.call(token, { method: 'POST', url, payload: body as object, headers: { 'idempotency-key': randomUUID() } });
  const setStatus = (status: string) =>
    t.database.db.execute(sql`update locations set status = ${status} where id = ${LOCATION}`);
  const services = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from technical_services`))[0]!.n;

  const port = { companyId: ACME, productType: 'PORT', portSpeed: 10_000, term: 12, serviceName: 'At DC2' };
  const designPort = {
    productName: 'design at DC2',
    term: 12,
    productType: 'MEGAPORT',
    portSpeed: 10_000,
    locationId: LOCATION,
    createDate: 0,
    virtual: false,
    market: 'US',
    marketplaceVisibility: false,
    config: {},
  };
  const paths: [string, string, unknown][] = [
    ['Port quote', '/secure/order/port/quote', { ...port, locationId: LOCATION }],
    ['Port', '/secure/order/port', { ...port, locationId: LOCATION }],
    ['LAG', '/secure/order/port', { ...port, productType: 'LAG', lagPortCount: 2, locationId: LOCATION }],
    [
      'MCR',
      '/secure/order/mcr',
      { companyId: ACME, locationId: LOCATION, portSpeed: 2_500, term: 12, mcrAsn: 64_512, serviceName: 'R' },
    ],
    [
      'MVE',
      '/secure/order/mve',
      {
        companyId: ACME,
        locationId: LOCATION,
        mveSize: 'MEDIUM',
        vendorConfig: { vendor: 'Fortinet', imageId: 91, adminSshPublicKey: 'ssh-ed25519 AAAA' },
        vnics: [{ description: 'Data Plane' }],
        term: 12,
        serviceName: 'E',
      },
    ],
    ['design validate', '/v3/networkdesign/validate', [designPort]],
    ['design buy', '/v4/networkdesign/buy', { networkDesign: [designPort], discountCodes: [] }],
  ];

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    staff = await t.login('staff.admin');
  });
  afterAll(async () => {
    await setStatus('Active');
    await t.close();
  });

  it.each(['Expired', 'Restricted', 'Deployment'])(
    'refuses every path at a %s location, creating nothing',
    async (s) => {
      expect(ORDERABLE_LOCATION_STATUSES).not.toContain(s);
      await setStatus(s);
      const before = await services();
      for (const [name, url, body] of paths) {
        const res = await post(admin, url, body);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
        expect(res.json().message, name).toContain(CATALOGUE_MESSAGES.locationNotOrderable);
      }
      const adminOrder = await post(staff, '/secure/admin/order/port', { ...port, locationId: LOCATION });
      expect(adminOrder.statusCode).toBe(400);
      expect(adminOrder.json().message).toBe(
        `${SERVICE_MESSAGES.adminOrderInvalid}: ${CATALOGUE_MESSAGES.locationNotOrderable}`,
      );
      expect(await services()).toBe(before);
    },
  );

  it('takes the same orders at the location once it is Active again', async () => {
    await setStatus('Active');
    for (const [name, url, body] of paths) {
      const res = await post(admin, url, body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
  });
});
