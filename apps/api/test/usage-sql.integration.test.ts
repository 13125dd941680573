import { serviceUsage, UNDERUSED_PERCENT } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { usageSql } from '../src/modules/services/service-lists.repository.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * The network page's usage is written by the database (`usageSql`) and the CSV export's by the domain
 * (`serviceUsage`): the same rule twice, so both are run over one table of products, speeds and loads — every
 * product, speeds from 1 Mb/s to 100 Gb/s, no connection and some, bookings on both sides of and exactly at the
 * UNDERUSED line — and must answer alike.
 */
describe('the usage rule in SQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { demo: false });
  });
  afterAll(() => t.close());

  it('answers as the domain’s serviceUsage for every product, speed and load', async () => {
    const products = ['PORT', 'MCR2', 'MVE', 'VXC', 'IX', 'MEGADIRECT'];
    const speeds = [1, 9, 10, 100, 1_000, 10_000, 100_000];
    const inUses = [0, 1, 3];
    const cases = products.flatMap((productType) =>
      speeds.flatMap((rateLimitMbps) => {
        const line = (rateLimitMbps * UNDERUSED_PERCENT) / 100;
        const bookings = [0, 1, Math.floor(line) - 1, Math.floor(line), Math.ceil(line), line + 1, rateLimitMbps];
        return inUses.flatMap((inUse) =>
          bookings
            .filter((b) => b >= 0 && Number.isInteger(b))
            .map((bookedMbps) => ({ productType, rateLimitMbps, inUse, bookedMbps })),
        );
      }),
    );
    const usage = usageSql(
      { productType: sql`c.product_type`, rateLimitMbps: sql`c.rate` },
      { inUse: sql`c.in_use`, bookedMbps: sql`c.booked` },
    );
    const rows = await queryRows<{ n: number; usage: string | null }>(
      t.database.db,
      sql`select c.n::int as n, ${usage} as usage
            from unnest(${sql.param(cases.map((c) => c.productType))}::text[],
                        ${sql.param(cases.map((c) => c.rateLimitMbps))}::int[],
                        ${sql.param(cases.map((c) => c.inUse))}::int[],
                        ${sql.param(cases.map((c) => c.bookedMbps))}::int[])
                 with ordinality as c(product_type, rate, in_use, booked, n)
           order by c.n`,
    );
    expect(rows).toHaveLength(cases.length);
    const differing = cases.filter((c, i) => rows[i]!.usage !== serviceUsage(c, c));
    expect(differing).toEqual([]);
    // the table holds every answer, so a rule that always answered one thing would fail above
    expect(new Set(rows.map((r) => r.usage))).toEqual(new Set([null, 'UNUSED', 'UNDERUSED']));
  });
});
