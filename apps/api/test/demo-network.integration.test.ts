import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * The demo data's networks are ordered through the ordering service itself (issue #17 §5): every demo service of
 * theirs belongs to an order, has its pending billing set-up, and is LIVE — except the VXC that lands on another
 * company's port, which waits for that company's approval.
 */
describe('the demo networks', () => {
  let t: TestApp;
  type Row = {
    name: string;
    product_type: string;
    provisioning_status: string;
    order_id: number | null;
    billed: number;
  };
  const servicesOf = (companyId: number) =>
    queryRows<Row>(
      t.database.db,
      sql`select s.name, s.product_type, s.provisioning_status, s.order_id,
                 (select count(*)::int from billables b where b.service_id = s.id) as billed
            from technical_services s where s.company_id = ${companyId} and s.order_id is not null order by s.id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives Acme ports in two metros, VXCs between them and to AWS, an IX, an MCR and an MVE, all LIVE', async () => {
    const rows = await servicesOf(DEMO_COMPANIES.acme);
    const live = rows.filter((r) => r.provisioning_status === 'LIVE');
    expect(new Set(live.map((r) => r.product_type))).toEqual(new Set(['PORT', 'VXC', 'IX', 'MCR2', 'MVE']));
    expect(live.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'Acme Sydney Edge',
        'Acme Melbourne Edge',
        'Acme Edge Sydney to Melbourne',
        'Acme Sydney to AWS',
      ]),
    );
    // every one ordered and waiting to be billed
    for (const row of rows) expect(row.billed, row.name).toBe(1);
  });

  it("leaves Acme's VXC to Globex's port waiting for Globex, not provisioned", async () => {
    const [row] = await queryRows<{ provisioning_status: string; payer_status: string; non_payer_status: string }>(
      t.database.db,
      sql`select s.provisioning_status, v.payer_status, v.non_payer_status
            from technical_services s join vxc_orders v on v.service_id = s.id
           where s.name = 'Acme Sydney to Globex London'`,
    );
    expect(row).toEqual({ provisioning_status: 'NEW', payer_status: 'APPROVED', non_payer_status: 'UN_ASSESSED' });
  });

  it('orders the networks of Globex and Initech through their service agent', async () => {
    for (const companyId of [DEMO_COMPANIES.globex, DEMO_COMPANIES.initech]) {
      const rows = await servicesOf(companyId);
      expect(rows.some((r) => r.product_type === 'VXC' && r.provisioning_status === 'LIVE')).toBe(true);
    }
    const [agentOrder] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where kind = 'NETWORK_DESIGN' and company_id = ${DEMO_COMPANIES.initech}`,
    );
    // a single VXC is an order of one part
    expect(agentOrder!.n).toBe(0);
  });
});
