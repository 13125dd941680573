import { randomUUID } from 'node:crypto';
import { MESSAGES, MVE_IMAGES, MVE_VARIANTS, PRODUCT_ORDER_MESSAGES, SERVICE_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * The MCR, MVE, MegaDirect, PXC and exchange-point orders through HTTP (decision 0043): each rule and message,
 * the quote before the order, what an order creates, that a failed order creates nothing, access per route,
 * idempotency, and the MVE catalogue the order page reads once.
 */
const ACME = DEMO_COMPANIES.acme;
const GLOBEX = DEMO_COMPANIES.globex;
const UMBRELLA = DEMO_COMPANIES.umbrella;
/** the Australian supplier entity (its currency AUD) */
const AU_SUPPLIER = 808;

const mcr = (over: Record<string, unknown> = {}) => ({
  companyId: ACME,
  locationId: 1,
  portSpeed: 2_500,
  term: 12,
  mcrAsn: 64_512,
  serviceName: 'Acme router',
  ...over,
});
const mve = (over: Record<string, unknown> = {}) => ({
  companyId: ACME,
  locationId: 1,
  mveSize: 'MEDIUM',
  vendorConfig: { vendor: 'Fortinet', imageId: 91, adminSshPublicKey: 'ssh-ed25519 AAAA' },
  vnics: [{ description: 'Data Plane' }, { description: 'Management' }],
  term: 12,
  serviceName: 'Acme edge',
  ...over,
});

describe('ordering MCRs, MVEs, MegaDirect, PXCs and exchange-point services', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let staff: string;
  let partner: string;

  const post = (token: string, url: string, body: unknown, key: string | null = randomUUID()) =>
    t.call(token, { method: 'POST', url, payload: body as object, headers: key ? { 'idempotency-key': key } : {} });
  const counts = async () => {
    const [row] = await queryRows<{
      services: number;
      components: number;
      billing: number;
      promoUses: number;
      configs: number;
      orders: number;
    }>(
      t.database.db,
      sql`select (select count(*)::int from technical_services) as services,
                 (select count(*)::int from service_components) as components,
                 (select count(*)::int from billables) as billing,
                 (select count(*)::int from promo_code_uses) as "promoUses",
                 (select count(*)::int from service_order_configs) as configs,
                 (select count(*)::int from orders) as orders`,
    );
    return row!;
  };
  const billingOf = async (serviceId: number) =>
    (
      await queryRows<{ monthly_cents: number; setup_cents: number; currency: string; term_months: number }>(
        t.database.db,
        sql`select monthly_cents::int, setup_cents::int, currency, term_months
            from billables where service_id = ${serviceId}`,
      )
    )[0];
  const service = async (token: string, id: number) =>
    (await t.call(token, { method: 'GET', url: `/secure/technicalservice/${id}` })).json().data;
  const orderPort = async (token: string, companyId: number, portSpeed = 10_000, locationId = 1) => {
    const res = await post(token, '/secure/order/port', {
      companyId,
      locationId,
      portSpeed,
      term: 12,
      serviceName: `Port ${randomUUID().slice(0, 6)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.services[0].technicalServiceId as number;
  };

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    viewer = await t.login('acme.viewer');
    staff = await t.login('staff.admin');
    partner = await t.login('partner.admin');
  });
  afterAll(() => t.close());

  describe('MCR', () => {
    it('quotes an MCR from the MCR list price of its speed, as the pricing quote does, writing nothing', async () => {
      const before = await counts();
      const res = await post(admin, '/secure/order/mcr/quote', mcr(), null);
      expect(res.statusCode, res.body).toBe(200);
      const priced = await t.call(admin, {
        method: 'POST',
        url: '/v2/price/quote',
        payload: { companyId: ACME, items: [{ productType: 'MCR', locationId: 1, speedMbps: 2_500, termMonths: 12 }] },
      });
      expect(res.json().data).toEqual(priced.json().data);
      expect(res.json().data.lines[0].price.monthlyRate).toBeGreaterThan(0);
      expect(await counts()).toEqual(before);
    });

    it('places an MCR2 service with its ASN, billing set-up at the quoted price and provisioning', async () => {
      const before = await counts();
      const res = await post(admin, '/secure/order/mcr', mcr({ costCentre: 'NET-7' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(PRODUCT_ORDER_MESSAGES.mcrCreated);
      const placed = res.json().data;
      expect(placed.services).toEqual([expect.objectContaining({ productType: 'MCR2', provisioningStatus: 'NEW' })]);
      const id = placed.services[0].technicalServiceId;
      expect(await service(admin, id)).toMatchObject({
        productType: 'MCR2',
        rateLimit: 2_500,
        costCentre: 'NET-7',
        termMonths: 12,
        aLocationId: 1,
      });
      expect((await billingOf(id))!.monthly_cents).toBe(placed.quote.lines[0].price.monthlyRate);
      const [config] = await queryRows<{ config: { mcrAsn: number } }>(
        t.database.db,
        sql`select config from service_order_configs where service_id = ${id}`,
      );
      expect(config!.config.mcrAsn).toBe(64_512);
      const after = await counts();
      expect([after.services - before.services, after.billing - before.billing, after.orders - before.orders]).toEqual([
        1, 1, 1,
      ]);
    });

    it.each([
      [{ portSpeed: 10 }, PRODUCT_ORDER_MESSAGES.mcrSpeedNotOffered],
      [{ portSpeed: 100_000 }, PRODUCT_ORDER_MESSAGES.mcrSpeedNotOffered],
      [{ mcrAsn: 0 }, PRODUCT_ORDER_MESSAGES.mcrAsnInvalid],
      [{ mcrAsn: 4_294_967_295 }, PRODUCT_ORDER_MESSAGES.mcrAsnInvalid],
      [{ term: 18 }, SERVICE_MESSAGES.termNotOffered],
      [{ serviceName: ' ' }, SERVICE_MESSAGES.nameRequired],
      [{ promoCode: 'NOSUCHCODE' }, 'This promo code is not valid'],
    ])('refuses %j with its message and creates nothing', async (over, message) => {
      const before = await counts();
      const res = await post(admin, '/secure/order/mcr', mcr(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it('lets staff order an MCR for a customer on a staff term; customers may not use the staff route', async () => {
      const res = await post(staff, '/secure/admin/order/mcr', mcr({ term: 18 }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.companyId).toBe(ACME);
      expect((await post(admin, '/secure/admin/order/mcr', mcr())).statusCode).toBe(403);
      const wrong = await post(staff, '/secure/admin/order/mcr', mcr({ companyId: 999_999 }));
      expect(wrong.json().message).toBe(`${SERVICE_MESSAGES.adminOrderInvalid}: ${SERVICE_MESSAGES.companyRequired}`);
    });

    it('keeps customers to their own company and to place_order', async () => {
      const before = await counts();
      expect((await post(admin, '/secure/order/mcr', mcr({ companyId: GLOBEX }))).statusCode).toBe(403);
      expect((await post(viewer, '/secure/order/mcr', mcr())).statusCode).toBe(403);
      expect((await post(viewer, '/secure/order/mcr/quote', mcr(), null)).statusCode).toBe(403);
      expect(await counts()).toEqual(before);
    });

    it('answers a retry with the first order, refuses the key for another body, and needs a key', async () => {
      const key = randomUUID();
      const first = await post(admin, '/secure/order/mcr', mcr({ serviceName: 'Once' }), key);
      const before = await counts();
      const again = await post(admin, '/secure/order/mcr', mcr({ serviceName: 'Once' }), key);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(first.json().data);
      expect(again.json().message).toBe(PRODUCT_ORDER_MESSAGES.mcrCreated);
      expect(await counts()).toEqual(before);
      const other = await post(admin, '/secure/order/mcr', mcr({ serviceName: 'Twice' }), key);
      expect(other.statusCode).toBe(422);
      expect(other.json().message).toBe(SERVICE_MESSAGES.idempotencyKeyReused);
      // the same key on another product's route is another request
      expect((await post(admin, '/secure/order/mve', mve(), key)).statusCode).toBe(422);
      const none = await post(admin, '/secure/order/mcr', mcr(), null);
      expect(none.json().message).toBe(SERVICE_MESSAGES.idempotencyKeyRequired);
    });
  });

  describe('MVE', () => {
    it('lists the sizes and the images, to anyone logged in', async () => {
      const variants = await t.call(admin, { method: 'GET', url: '/v3/product/mve/variants' });
      expect(variants.statusCode).toBe(200);
      expect(variants.json().data).toEqual(MVE_VARIANTS);
      const images = await t.call(viewer, { method: 'GET', url: '/v4/product/mve/images' });
      const groups = images.json().data.mveImages as { vendor: string; images: { availableSizes: string[] }[] }[];
      expect(groups.flatMap((g) => g.images)).toHaveLength(MVE_IMAGES.length);
      expect(groups[0]).toMatchObject({ vendor: 'Cisco', product: 'C8000', vendorProductId: 'CISCO_C8000' });
      expect(groups[0]!.images[0]).toMatchObject({ id: 83, availableSizes: ['SMALL', 'MEDIUM', 'LARGE'] });
      expect((await t.call(null, { method: 'GET', url: '/v3/product/mve/variants' })).statusCode).toBe(401);
    });

    it('prices an MVE by its size from the MVE price book', async () => {
      const small = (await post(admin, '/secure/order/mve/quote', mve({ mveSize: 'SMALL' }), null)).json().data;
      const large = (await post(admin, '/secure/order/mve/quote', mve({ mveSize: 'LARGE' }), null)).json().data;
      expect(small.lines[0].price.breakdown[0].label).toBe('MVE SMALL');
      expect(large.lines[0].price.monthlyRate).toBeGreaterThan(small.lines[0].price.monthlyRate);
    });

    it('places an MVE with its size, image, vendor settings and vNICs', async () => {
      const res = await post(admin, '/secure/order/mve', mve());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(PRODUCT_ORDER_MESSAGES.mveCreated);
      const placed = res.json().data;
      const id = placed.services[0].technicalServiceId;
      const s = await service(admin, id);
      expect(s).toMatchObject({ productType: 'MVE', mveSize: 'MEDIUM', aLocationId: 1 });
      expect(s.components[0].type).toBe('MVE');
      expect(s.components[0].resources).toHaveLength(2);
      const [config] = await queryRows<{ config: Record<string, unknown> }>(
        t.database.db,
        sql`select config from service_order_configs where service_id = ${id}`,
      );
      expect(config!.config).toMatchObject({
        vendor: 'Fortinet',
        imageId: 91,
        vendorConfig: { adminSshPublicKey: 'ssh-ed25519 AAAA' },
        vnics: [
          { description: 'Data Plane', vlan: 0 },
          { description: 'Management', vlan: 0 },
        ],
      });
      expect((await billingOf(id))!.monthly_cents).toBe(placed.quote.lines[0].price.monthlyRate);
    });

    it("takes a vendor's own settings and nothing else in vendorConfig, and no NUL or half surrogate at any depth", async () => {
      const deep = (leaf: unknown) => {
        let value: unknown = leaf;
        for (let i = 0; i < 40; i++) value = { inner: value };
        return value;
      };
      const cases: [Record<string, unknown>, string][] = [
        // a field no vendor has, holding text a database cannot keep
        [{ vendor: 'Fortinet', imageId: 91, notes: 'a\ud800b' }, MESSAGES.loneSurrogate],
        [{ vendor: 'Fortinet', imageId: 91, extra: deep('x\u0000y') }, MESSAGES.nulCharacter],
        [{ vendor: 'Fortinet', imageId: 91, extra: deep('\udc00') }, MESSAGES.loneSurrogate],
        // clean, but not a setting of any vendor, or another vendor's (Meraki's token)
        [{ vendor: 'Fortinet', imageId: 91, extra: deep('x') }, 'vendorConfig: No MVE vendor takes the setting extra'],
        [
          { vendor: 'Fortinet', imageId: 91, token: 'x' },
          'vendorConfig.token: Fortinet MVEs do not take the setting token',
        ],
        [
          { vendor: 'Fortinet', imageId: 91, licenseData: { nested: true } },
          expect.stringContaining('vendorConfig.licenseData'),
        ],
      ] as never;
      for (const [vendorConfig, message] of cases) {
        const before = await counts();
        const res = await post(admin, '/secure/order/mve', mve({ vendorConfig }));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toEqual(message);
        expect(await counts()).toEqual(before);
      }
      // the settings a Fortinet takes in the SDK (FortinetConfig), with the null Go writes for its embedded interface
      const sdk = await post(
        admin,
        '/secure/order/mve',
        mve({
          vendorConfig: {
            VendorConfig: null,
            vendor: 'fortinet',
            imageId: 91,
            mveLabel: 'edge',
            adminSshPublicKey: 'ssh-ed25519 AAAA',
            sshPublicKey: 'ssh-ed25519 BBBB',
            licenseData: 'LICENSE',
          },
        }),
      );
      expect(sdk.statusCode, sdk.body).toBe(200);
      const [config] = await queryRows<{ config: { vendorConfig: Record<string, unknown> } }>(
        t.database.db,
        sql`select config from service_order_configs where service_id = ${sdk.json().data.services[0].technicalServiceId}`,
      );
      expect(config!.config.vendorConfig).toEqual({
        vendor: 'fortinet',
        imageId: 91,
        mveLabel: 'edge',
        adminSshPublicKey: 'ssh-ed25519 AAAA',
        sshPublicKey: 'ssh-ed25519 BBBB',
        licenseData: 'LICENSE',
      });
    });

    it('gives an MVE ordered without vNICs the one Data Plane vNIC', async () => {
      const res = await post(admin, '/secure/order/mve', { ...mve(), vnics: undefined });
      expect(res.statusCode, res.body).toBe(200);
      const s = await service(admin, res.json().data.services[0].technicalServiceId);
      expect(s.components[0].resources).toHaveLength(1);
    });

    it.each([
      [{ mveSize: 'HUGE' }, PRODUCT_ORDER_MESSAGES.mveSizeNotOffered],
      [{ vendorConfig: null }, PRODUCT_ORDER_MESSAGES.mveVendorConfigRequired],
      [{ vendorConfig: { vendor: 'Cisco', imageId: 91 } }, PRODUCT_ORDER_MESSAGES.mveImageNotOffered],
      [{ vendorConfig: { vendor: 'Palo Alto', imageId: 102 }, mveSize: 'SMALL' }, PRODUCT_ORDER_MESSAGES.mveImageSize],
      [{ vnics: [] }, PRODUCT_ORDER_MESSAGES.mveVnics],
      [{ vnics: Array.from({ length: 6 }, () => ({ description: 'x' })) }, PRODUCT_ORDER_MESSAGES.mveVnics],
      [{ term: 15 }, SERVICE_MESSAGES.termNotOffered],
    ])('refuses %j with its message and creates nothing', async (over, message) => {
      const before = await counts();
      const res = await post(admin, '/secure/order/mve', mve(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it('keeps customers to their own company; staff order on the staff route', async () => {
      expect((await post(admin, '/secure/order/mve', mve({ companyId: GLOBEX }))).statusCode).toBe(403);
      expect((await post(viewer, '/secure/order/mve', mve())).statusCode).toBe(403);
      expect((await post(admin, '/secure/admin/order/mve', mve())).statusCode).toBe(403);
      expect((await post(staff, '/secure/admin/order/mve', mve())).statusCode).toBe(200);
    });
  });

  describe('MegaDirect', () => {
    it('is for channel partners: speed 100 when not a number, never above 1000', async () => {
      const port = await orderPort(partner, UMBRELLA);
      const body = { companyId: UMBRELLA, portServiceId: port, speed: 'fast', term: 12, serviceName: 'Direct' };
      const res = await post(partner, '/secure/order/megadirect', body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(PRODUCT_ORDER_MESSAGES.megaDirectCreated);
      expect((await service(partner, res.json().data.services[0].technicalServiceId)).rateLimit).toBe(100);
      const capped = await post(partner, '/secure/order/megadirect', { ...body, speed: 5_000 });
      expect((await service(partner, capped.json().data.services[0].technicalServiceId)).rateLimit).toBe(1_000);
    });

    it('refuses a company that is not a channel partner, and a port not its own', async () => {
      const port = await orderPort(admin, ACME);
      const before = await counts();
      const res = await post(admin, '/secure/order/megadirect', {
        companyId: ACME,
        portServiceId: port,
        speed: 100,
        serviceName: 'Direct',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PRODUCT_ORDER_MESSAGES.channelPartnersOnly);
      const other = await post(partner, '/secure/order/megadirect', {
        companyId: UMBRELLA,
        portServiceId: port,
        speed: 100,
        serviceName: 'Direct',
      });
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toBe(PRODUCT_ORDER_MESSAGES.portNotUsable);
      expect(await counts()).toEqual(before);
    });
  });

  describe('PXC', () => {
    it('joins two ports of the company at one location, at their speed', async () => {
      const a = await orderPort(admin, ACME);
      const b = await orderPort(admin, ACME);
      const body = { companyId: ACME, aPortServiceId: a, bPortServiceId: b, term: 12, serviceName: 'Cross' };
      const quote = await post(admin, '/secure/order/pxc/quote', body, null);
      expect(quote.statusCode, quote.body).toBe(200);
      const res = await post(admin, '/secure/order/pxc', body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(PRODUCT_ORDER_MESSAGES.pxcCreated);
      expect(res.json().data.quote).toEqual(quote.json().data);
      const s = await service(admin, res.json().data.services[0].technicalServiceId);
      expect(s).toMatchObject({ productType: 'CXC', rateLimit: 10_000, aLocationId: 1 });
      expect(s.components[0]).toMatchObject({ type: 'VXC' });
    });

    it('refuses ports that differ, are the same, or are another company’s, creating nothing', async () => {
      const a = await orderPort(admin, ACME);
      const slow = await orderPort(admin, ACME, 1_000);
      const globex = await orderPort(staff, GLOBEX);
      const before = await counts();
      for (const [b, message] of [
        [a, PRODUCT_ORDER_MESSAGES.pxcPortsDiffer],
        [slow, PRODUCT_ORDER_MESSAGES.pxcSameSpeed],
        [globex, PRODUCT_ORDER_MESSAGES.portNotUsable],
        [999_999, PRODUCT_ORDER_MESSAGES.portRequired],
      ] as const) {
        const res = await post(admin, '/secure/order/pxc', {
          companyId: ACME,
          aPortServiceId: a,
          bPortServiceId: b,
          serviceName: 'Cross',
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect(await counts()).toEqual(before);
    });
  });

  describe('exchange-point order', () => {
    it('lets staff place a NON_PORT service billed at the amounts they give; not customers', async () => {
      // Acme's supply with the Australian supplier: its currency is what the service is billed in
      const created = await t.call(staff, {
        method: 'POST',
        url: `/secure/party/company/${ACME}/supply`,
        payload: {
          supplierId: AU_SUPPLIER,
          companyLegalName: 'Acme Networks Pty Ltd',
          companyTradingName: 'Acme Networks',
          companyLegalIdentifier: '51 824 753 556',
          billingContactName: 'Accounts',
          billingContactEmail: 'billing@acme.example',
          address1: '1 George St',
          city: 'Sydney',
          state: 'NSW',
          country: 'AU',
          postcode: '2000',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const supply = { supplier_id: AU_SUPPLIER, currency: 'AUD' };
      const body = {
        supplier: supply.supplier_id,
        companyId: ACME,
        recurring: 123_45,
        setup: 500_00,
        productType: 'NON_PORT',
        termInMonths: 24,
        contractStartDate: '2026-03-01',
        description: 'ECIX Frankfurt port',
      };
      expect((await post(admin, '/secure/admin/order/exchange', body)).statusCode).toBe(403);
      const res = await post(staff, '/secure/admin/order/exchange', body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(PRODUCT_ORDER_MESSAGES.exchangeCreated);
      const id = res.json().data.services[0].technicalServiceId;
      expect(await service(staff, id)).toMatchObject({
        productType: 'NON_PORT',
        name: 'ECIX Frankfurt port',
        contractStartDate: '2026-03-01',
        contractEndDate: '2028-02-29',
        termMonths: 24,
      });
      expect(await billingOf(id)).toEqual({
        monthly_cents: 123_45,
        setup_cents: 500_00,
        currency: supply.currency,
        term_months: 24,
      });
      const none = await post(staff, '/secure/admin/order/exchange', { ...body, supplier: 999_999 });
      expect(none.json().message).toBe(
        `${SERVICE_MESSAGES.adminOrderInvalid}: ${PRODUCT_ORDER_MESSAGES.noSupplyWithSupplier}`,
      );
      const noText = await post(staff, '/secure/admin/order/exchange', { ...body, description: '' });
      expect(noText.json().message).toBe(PRODUCT_ORDER_MESSAGES.descriptionRequired);
    });
  });
});
