import { randomUUID } from 'node:crypto';
import { SERVICE_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Every order is idempotent on its Idempotency-Key (decision 0039): a retry answers the first order and creates
 * nothing; fifty at once create one order; the same key with another body is refused. On PGlite and PostgreSQL.
 */
const body = (over: Record<string, unknown> = {}) => ({
  companyId: DEMO_COMPANIES.acme,
  locationId: 1,
  serviceName: 'Retried port',
  term: 12,
  promoCode: 'PORTMONTH3',
  ...over,
});

describe('idempotent orders', () => {
  let t: TestApp;
  let admin: string;
  const order = (key: string, payload: object, url = '/secure/order/port', token = admin) =>
    t.call(token, { method: 'POST', url, headers: { 'idempotency-key': key }, payload });
  const created = async (key: string) => {
    const [row] = await queryRows<{ orders: number; services: number; billing: number; uses: number }>(
      t.database.db,
      sql`select count(distinct o.id)::int as orders, count(distinct s.id)::int as services,
                 count(distinct b.id)::int as billing,
                 (select count(*)::int from promo_code_uses u where u.service_uid in
                   (select uid::text from technical_services s2 join orders o2 on o2.id = s2.order_id
                    where o2.idempotency_key = ${key})) as uses
          from orders o left join technical_services s on s.order_id = o.id
          left join billables b on b.service_id = s.id
          where o.idempotency_key = ${key}`,
    );
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
  });
  afterAll(() => t.close());

  it('answers a retry with the first order and creates nothing more', async () => {
    const key = randomUUID();
    const first = await order(key, body());
    expect(first.statusCode, first.body).toBe(200);
    const again = await order(key, body());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(again.json().message).toBe(first.json().message);
    expect(await created(key)).toEqual({ orders: 1, services: 1, billing: 1, uses: 1 });
  });

  it('refuses the same key with a different body (422), leaving the first order as it was', async () => {
    const key = randomUUID();
    expect((await order(key, body())).statusCode).toBe(200);
    const other = await order(key, body({ serviceName: 'Something else' }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      message: SERVICE_MESSAGES.idempotencyKeyReused,
      code: 'idempotency_mismatch',
    });
    expect(await created(key)).toEqual({ orders: 1, services: 1, billing: 1, uses: 1 });
  });

  it('places one order for fifty identical orders sent at once with one key', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => order(key, body({ productType: 'LAG', lagPortCount: 2 }))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200).length, answers.find((a) => a.statusCode !== 200)?.body).toBe(50);
    const orderIds = new Set(answers.map((a) => a.json().data.orderId));
    expect(orderIds.size).toBe(1);
    expect(await created(key)).toEqual({ orders: 1, services: 2, billing: 2, uses: 2 });
  }, 60_000);

  it('keeps the keys of each company apart', async () => {
    const key = randomUUID();
    const agent = await t.login('agent');
    expect((await order(key, body())).statusCode).toBe(200);
    const globex = await order(
      key,
      body({ companyId: DEMO_COMPANIES.globex, promoCode: null }),
      '/secure/order/port',
      agent,
    );
    expect(globex.statusCode, globex.body).toBe(200);
  });
});
