import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { aCompany, aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

interface Row {
  technicalServiceId: number;
  name: string;
  rateLimit: number;
  usage: string | null;
  connections: number;
}

/**
 * The network page is kept once written and answered again while its company's network version stands (migration
 * 0021, decision 0048). Whatever changes what the page shows — its own services, or another company's connection at
 * one of its ports — the next read shows it; a transaction that rolls back changes nothing.
 */
describe('the network page kept per version', () => {
  let t: TestApp;
  let mine: number;
  let theirs: number;
  let token: string;
  let port: number;
  let otherPort: number;

  const db = () => t.database.db;
  const page = async (query = ''): Promise<Row[]> => {
    const res = await t.call(token, {
      method: 'GET',
      url: `/secure/technicalservice/company/${mine}?limit=50${query}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Row[];
  };
  const row = async (id: number) => (await page()).find((r) => r.technicalServiceId === id);
  const insert = async (companyId: number, type: string, name: string, rate: number, ends: [number, number] | null) => {
    const [created] = await queryRows<{ id: number }>(
      db(),
      sql`insert into technical_services
            (company_id, product_type, name, provisioning_status, rate_limit_mbps, a_end_service_id, b_end_service_id)
          values (${companyId}, ${type}, ${name}, 'LIVE', ${rate}, ${ends?.[0] ?? null}, ${ends?.[1] ?? null})
          returning id`,
    );
    return created!.id;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { demo: false });
    mine = (await aCompany(t)).id;
    theirs = (await aCompany(t)).id;
    token = await (await aPerson(t, { companyId: mine })).login();
    port = await insert(mine, 'PORT', 'Kept port', 10_000, null);
    otherPort = await insert(theirs, 'PORT', 'Their port', 10_000, null);
  });
  afterAll(() => t.close());

  it('answers the same page again without reading it while nothing it shows has changed', async () => {
    expect((await row(port))?.name).toBe('Kept port');
    // a change made behind the triggers' back (replica mode fires none) leaves the version as it was: the kept page
    // is answered, so the page was not read again
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update technical_services set name = 'Renamed unseen' where id = ${port}`);
    });
    expect((await row(port))?.name).toBe('Kept port');
    // another page (other filters) is read afresh
    expect((await page('&search=unseen')).map((r) => r.name)).toEqual(['Renamed unseen']);
    await db().execute(sql`update technical_services set name = 'Kept port' where id = ${port}`);
    expect((await row(port))?.name).toBe('Kept port');
  });

  it('shows a rename and a speed change of its own services at the next read', async () => {
    await row(port);
    await db().execute(sql`update technical_services set name = 'Port renamed' where id = ${port}`);
    expect((await row(port))?.name).toBe('Port renamed');
    await db().execute(sql`update technical_services set rate_limit_mbps = 1000 where id = ${port}`);
    expect((await row(port))?.rateLimit).toBe(1000);
  });

  it("shows another company's connection at its port: added, faster, moved away and back, ended", async () => {
    expect(await row(port)).toMatchObject({ connections: 0, usage: 'UNUSED' });
    const vxc = await insert(theirs, 'VXC', 'Their VXC', 50, [otherPort, port]);
    // their VXC is on their own network page, not on ours; our port carries it
    expect((await page()).map((r) => r.technicalServiceId)).not.toContain(vxc);
    expect(await row(port)).toMatchObject({ connections: 1, usage: 'UNDERUSED' });

    await db().execute(sql`update technical_services set rate_limit_mbps = 500 where id = ${vxc}`);
    expect(await row(port)).toMatchObject({ connections: 1, usage: null });

    await db().execute(sql`update technical_services set b_end_service_id = ${otherPort} where id = ${vxc}`);
    expect(await row(port)).toMatchObject({ connections: 0, usage: 'UNUSED' });
    await db().execute(sql`update technical_services set b_end_service_id = ${port} where id = ${vxc}`);
    expect(await row(port)).toMatchObject({ connections: 1 });

    await db().execute(sql`update technical_services set provisioning_status = 'CANCELLED' where id = ${vxc}`);
    expect(await row(port)).toMatchObject({ connections: 0, usage: 'UNUSED' });
    await db().execute(sql`update technical_services set provisioning_status = 'LIVE' where id = ${vxc}`);
    expect(await row(port)).toMatchObject({ connections: 1 });
    await db().execute(sql`delete from technical_services where id = ${vxc}`);
    expect(await row(port)).toMatchObject({ connections: 0, usage: 'UNUSED' });
  });

  it('shows a service added or taken away, and nothing of a change rolled back', async () => {
    const added = await insert(mine, 'MCR2', 'Added router', 1000, null);
    expect((await row(added))?.name).toBe('Added router');
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`update technical_services set name = 'Never committed' where id = ${added}`);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect((await row(added))?.name).toBe('Added router');
    await db().execute(sql`delete from technical_services where id = ${added}`);
    expect(await row(added)).toBeUndefined();
  });

  it('tags the page with its version: asked again with the tag it is a 304 until the network changes', async () => {
    const url = `/secure/technicalservice/company/${mine}?limit=50`;
    const first = await t.call(token, { method: 'GET', url });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"n\d+-[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.call(token, { method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // another page, limit or filter at the same version is another answer: never a 304 for the first page's tag
    for (const other of [`${url}&page=2`, `/secure/technicalservice/company/${mine}?limit=20`, `${url}&search=x`]) {
      const res = await t.call(token, { method: 'GET', url: other, headers: { 'if-none-match': tag } });
      expect(res.statusCode, other).toBe(200);
      expect(res.headers.etag, other).not.toBe(tag);
    }
    // another company's person with the tag is refused, not told it is unchanged
    const stranger = await (await aPerson(t, { companyId: theirs })).login();
    expect((await t.call(stranger, { method: 'GET', url, headers: { 'if-none-match': tag } })).statusCode).toBe(403);

    await db().execute(sql`update technical_services set name = 'Tagged anew' where id = ${port}`);
    const changed = await t.call(token, { method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect((changed.json().data as Row[]).find((r) => r.technicalServiceId === port)?.name).toBe('Tagged anew');
  });
});
