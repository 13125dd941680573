import { randomUUID } from 'node:crypto';
import { SERVICE_KEY_MESSAGES } from '@portico/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveServiceKey } from '../src/modules/ordering/index.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Service keys through HTTP (decision 0043): create, list (paged), deactivate, on the company's own screen and the
 * staff's; another company's keys are invisible and out of reach; and `resolveServiceKey`, which an order calls in
 * its transaction, with each refusal's message.
 */
const ACME = DEMO_COMPANIES.acme;
const GLOBEX = DEMO_COMPANIES.globex;

describe('service keys', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let staff: string;
  let agent: string;
  let acmePort: number;
  let globexPort: number;

  const orderPort = async (token: string, companyId: number) => {
    const res = await t.call(token, {
      method: 'POST',
      url: '/secure/order/port',
      payload: { companyId, locationId: 1, portSpeed: 10_000, term: 12, serviceName: 'Keyed port' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.services[0].technicalServiceId as number;
  };
  const create = (token: string, body: Record<string, unknown>) =>
    t.call(token, {
      method: 'POST',
      url: '/secure/serviceKeys',
      payload: { companyId: ACME, portServiceId: acmePort, ...body },
    });
  const list = (token: string, companyId: number, page = 1, pageSize = 25) =>
    t.call(token, {
      method: 'GET',
      url: `/secure/serviceKeys?companyId=${companyId}&page=${page}&pageSize=${pageSize}`,
    });
  const deactivate = (token: string, keyId: number) =>
    t.call(token, { method: 'POST', url: `/secure/serviceKeys/${keyId}/deactivate` });
  /** `resolveServiceKey` in a transaction of its own, as an order's: its answer or its refusal's message. */
  const resolve = async (key: string, speed: number, now = new Date()) => {
    try {
      return await t.database.db.transaction((tx) => resolveServiceKey(tx, key, { speed, now }));
    } catch (error) {
      return (error as Error).message;
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    viewer = await t.login('acme.viewer');
    staff = await t.login('staff.admin');
    agent = await t.login('agent');
    acmePort = await orderPort(admin, ACME);
    globexPort = await orderPort(agent, GLOBEX);
  });
  afterAll(() => t.close());

  it('creates a key for a port of the company, with a random key, and lists it newest first', async () => {
    const res = await create(admin, {
      singleUse: false,
      maxSpeedMbps: 1_000,
      preApproved: true,
      description: 'For Globex',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SERVICE_KEY_MESSAGES.created);
    const key = res.json().data;
    expect(key).toMatchObject({
      companyId: ACME,
      portServiceId: acmePort,
      portName: 'Keyed port',
      singleUse: false,
      maxSpeedMbps: 1_000,
      preApproved: true,
      description: 'For Globex',
      active: true,
      usedAt: null,
    });
    expect(key.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const second = (await create(admin, {})).json().data;
    expect(second.key).not.toBe(key.key);
    const page = (await list(admin, ACME)).json().data;
    expect(page.items.slice(0, 2).map((k: { keyId: number }) => k.keyId)).toEqual([second.keyId, key.keyId]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const paged = (await list(admin, ACME, 2, 1)).json().data;
    expect(paged.items.map((k: { keyId: number }) => k.keyId)).toEqual([key.keyId]);
  });

  it('refuses a port that is not the company’s, and a window that ends before it starts', async () => {
    const other = await create(admin, { portServiceId: globexPort });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(SERVICE_KEY_MESSAGES.portRequired);
    const window = await create(admin, { validFrom: '2030-01-02T00:00:00Z', validTo: '2030-01-01T00:00:00Z' });
    expect(window.statusCode).toBe(400);
    expect(window.json().message).toBe(SERVICE_KEY_MESSAGES.windowOrder);
    const speed = await create(admin, { maxSpeedMbps: 0 });
    expect(speed.json().message).toBe(SERVICE_KEY_MESSAGES.maxSpeedInvalid);
  });

  it('keeps another company’s keys invisible and out of reach; place_order is needed', async () => {
    const key = (await create(admin, {})).json().data;
    expect((await list(agent, ACME)).statusCode).toBe(403);
    expect((await deactivate(agent, key.keyId)).statusCode).toBe(403);
    expect((await create(agent, { companyId: ACME })).statusCode).toBe(403);
    const globexKeys = (await list(agent, GLOBEX)).json().data.items;
    expect(globexKeys.some((k: { keyId: number }) => k.keyId === key.keyId)).toBe(false);
    expect((await list(viewer, ACME)).statusCode).toBe(403);
    expect((await create(viewer, {})).statusCode).toBe(403);
  });

  it('lets staff create, list and deactivate a customer’s keys (/adminServiceKey)', async () => {
    const res = await create(staff, { description: 'Made by staff' });
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json().data;
    expect((await list(staff, ACME)).json().data.items[0].keyId).toBe(key.keyId);
    const off = await deactivate(staff, key.keyId);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(SERVICE_KEY_MESSAGES.deactivated);
    expect(off.json().data.active).toBe(false);
    expect(await resolve(key.key, 100)).toBe(SERVICE_KEY_MESSAGES.inactive);
    expect((await deactivate(staff, 999_999)).statusCode).toBe(404);
  });

  it('resolves a key to its port for an order, with every refusal', async () => {
    const multi = (await create(admin, { singleUse: false, maxSpeedMbps: 1_000, preApproved: true })).json().data;
    expect(await resolve(multi.key, 1_000)).toEqual({
      keyId: multi.keyId,
      companyId: ACME,
      portServiceId: acmePort,
      preApproved: true,
    });
    expect(await resolve(multi.key.toUpperCase(), 500)).toMatchObject({ keyId: multi.keyId });
    expect(await resolve(multi.key, 1_001)).toBe(SERVICE_KEY_MESSAGES.speedAboveMax);
    expect(await resolve(randomUUID(), 100)).toBe(SERVICE_KEY_MESSAGES.notFound);
    expect(await resolve('not-a-key', 100)).toBe(SERVICE_KEY_MESSAGES.notFound);

    const windowed = (
      await create(admin, { validFrom: '2030-01-01T00:00:00Z', validTo: '2030-02-01T00:00:00Z' })
    ).json().data;
    expect(await resolve(windowed.key, 100, new Date('2029-12-31T23:59:59Z'))).toBe(SERVICE_KEY_MESSAGES.notYetValid);
    expect(await resolve(windowed.key, 100, new Date('2030-02-01T00:00:00Z'))).toBe(SERVICE_KEY_MESSAGES.expired);

    const once = (await create(admin, { singleUse: true })).json().data;
    // an order that fails after naming the key leaves it unused
    await expect(
      t.database.db.transaction(async (tx) => {
        await resolveServiceKey(tx, once.key, { speed: 100, now: new Date() });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await resolve(once.key, 100)).toMatchObject({ keyId: once.keyId });
    expect(await resolve(once.key, 100)).toBe(SERVICE_KEY_MESSAGES.alreadyUsed);
    const used = (await list(admin, ACME)).json().data.items.find((k: { keyId: number }) => k.keyId === once.keyId);
    expect(used.usedAt).not.toBeNull();
  });
});
