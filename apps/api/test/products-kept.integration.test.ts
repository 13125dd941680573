import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { createTestApp, type TestApp } from './harness.js';

interface End {
  productUid: string;
  productName: string;
  locationDetail: { name: string } | null;
}
interface Listed {
  productUid: string;
  productName: string;
  companyName: string;
  locked: boolean;
  locationDetail: { name: string } | null;
  associatedVxcs: { productName: string; aEnd: End; bEnd: End }[];
  associatedIxs: { productName: string; macAddress: string }[];
}

/**
 * `GET /v2/products` is kept per version of what it shows (decision 0055): read again unchanged it is the same
 * answer with the same ETag (304 to a caller that sends it), and a change to anything it shows — a service, a
 * connection's other end, a company's name, a location's name, an IX's MAC address, a lock — is in the next read.
 */
describe('the product list, kept per version', () => {
  let t: TestApp;
  let admin: string;
  const idOf: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    admin = await t.login('acme.admin');
    const rows = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, name from technical_services where company_id in (2001, 2002)`,
    );
    for (const row of rows) idOf[row.name] = row.id;
    // an Acme VXC from its Sydney Port to Globex's London Port: Globex's Port's name is in Acme's list
    await queryRows(
      t.database.db,
      sql`insert into technical_services
            (company_id, product_type, name, provisioning_status, rate_limit_mbps, a_end_service_id, b_end_service_id,
             a_vlan, b_vlan)
          values (2001, 'VXC', 'Acme Sydney to Globex London', 'LIVE', 100, ${idOf['Acme Sydney Edge']},
                  ${idOf['Globex London']}, 3101, 3102)`,
    );
  });
  afterAll(() => t.close());

  const read = async (headers: Record<string, string> = {}) => {
    const res = await t.call(admin, { method: 'GET', url: '/v2/products', headers });
    return { res, tag: res.headers.etag as string | undefined };
  };
  const list = async () => {
    const { res, tag } = await read();
    expect(res.statusCode, res.body).toBe(200);
    return { tag: tag!, data: res.json().data as Listed[] };
  };
  const sydney = (data: Listed[]) =>
    data.find((p) => p.productUid !== undefined && p.productName.includes('Sydney Edge'))!;
  /** changes something, reads the list again: a new ETag, and what `seen` finds */
  const afterChange = async (change: () => Promise<unknown>) => {
    const before = await list();
    await change();
    const after = await list();
    expect(after.tag).not.toBe(before.tag);
    return after.data;
  };

  it('answers an unchanged list again with the same ETag, and 304 to a caller that sends it', async () => {
    const first = await list();
    expect(first.tag).toMatch(/^"p[\d.]+"$/);
    const second = await list();
    expect(second.tag).toBe(first.tag);
    expect(second.data).toEqual(first.data);
    const { res } = await read({ 'if-none-match': first.tag });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it("answers gzipped to a caller that takes gzip (as Go's client asks), the same list", async () => {
    const plain = await read();
    const { res, tag } = await read({ 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(tag).toBe(plain.tag);
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.res.body);
    expect(res.rawPayload.length).toBeLessThan(plain.res.rawPayload.length);
    const refused = await read({ 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.res.headers['content-encoding']).toBeUndefined();
    expect(refused.res.body).toBe(plain.res.body);
  });

  it('answers 50 callers at once of an unchanged list, each the whole list', async () => {
    const { tag, data } = await list();
    const answers = await Promise.all(Array.from({ length: 50 }, () => read()));
    for (const { res, tag: each } of answers) {
      expect(res.statusCode).toBe(200);
      expect(each).toBe(tag);
      expect(res.json().data).toEqual(data);
    }
  });

  it('shows a renamed service of its own', async () => {
    const data = await afterChange(() =>
      queryRows(
        t.database.db,
        sql`update technical_services set name = 'Acme Sydney Edge 2' where id = ${idOf['Acme Sydney Edge']}`,
      ),
    );
    expect(sydney(data).productName).toBe('Acme Sydney Edge 2');
  });

  it("shows another company's Port renamed at the end of its VXC", async () => {
    const data = await afterChange(() =>
      queryRows(
        t.database.db,
        sql`update technical_services set name = 'Globex London Renamed' where id = ${idOf['Globex London']}`,
      ),
    );
    const vxc = sydney(data).associatedVxcs.find((v) => v.productName === 'Acme Sydney to Globex London')!;
    expect(vxc.bEnd.productName).toBe('Globex London Renamed');
  });

  it("shows a company's new name", async () => {
    const data = await afterChange(() =>
      queryRows(t.database.db, sql`update companies set trading_name = 'Acme Renamed' where id = 2001`),
    );
    expect(sydney(data).companyName).toBe('Acme Renamed');
  });

  it("shows a location's new name", async () => {
    const data = await afterChange(() =>
      queryRows(t.database.db, sql`update locations set name = 'Equinix SY1 Renamed' where id = 1`),
    );
    expect(sydney(data).locationDetail?.name).toBe('Equinix SY1 Renamed');
  });

  it("shows an IX's new MAC address", async () => {
    const data = await afterChange(() =>
      queryRows(
        t.database.db,
        sql`update component_resources r set mac_address = '00:11:22:33:44:99'
              from service_components c
             where c.id = r.component_id and r.resource_type = 'interface'
               and c.service_id = ${idOf['Acme IX Australia Sydney']}`,
      ),
    );
    const ix = sydney(data).associatedIxs.find((i) => i.productName === 'Acme IX Australia Sydney')!;
    expect(ix.macAddress).toBe('00:11:22:33:44:99');
  });

  it('shows a product locked through the API', async () => {
    const uid = sydney((await list()).data).productUid;
    const data = await afterChange(() => t.call(admin, { method: 'POST', url: `/v2/product/${uid}/lock` }));
    expect(sydney(data).locked).toBe(true);
  });

  it('shows a VXC that another company ordered onto its Port', async () => {
    const data = await afterChange(() =>
      queryRows(
        t.database.db,
        sql`insert into technical_services
              (company_id, product_type, name, provisioning_status, rate_limit_mbps, a_end_service_id, b_end_service_id,
               a_vlan, b_vlan)
            values (2002, 'VXC', 'Globex London to Acme Sydney', 'LIVE', 100, ${idOf['Globex London']},
                    ${idOf['Acme Sydney Edge']}, 3201, 3202)`,
      ),
    );
    expect(sydney(data).associatedVxcs.map((v) => v.productName)).toContain('Globex London to Acme Sydney');
  });
});
