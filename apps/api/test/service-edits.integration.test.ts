import { publicApiErrorBodySchema } from '@portico/contract';
import { SERVICE_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { aPerson } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/** A service's own fields (issue #18 §3): renamed, and the product's name, cost centre and switches changed. */
describe('service edits', () => {
  let t: TestApp;
  let admin: string;
  let router: { id: number; uid: string };
  type Row = { name: string; cost_centre: string | null; public_graph: boolean };
  const row = async (id: number) =>
    (
      await queryRows<Row>(
        t.database.db,
        sql`select name, cost_centre, public_graph from technical_services where id = ${id}`,
      )
    )[0]!;
  const rename = (token: string | null, id: number, body: Record<string, unknown>) =>
    t.call(token, { method: 'PUT', url: `/secure/technicalservice/${id}/name`, payload: body });
  const update = (token: string | null, uid: string, body: Record<string, unknown>) =>
    t.call(token, { method: 'PUT', url: `/v2/product/${uid}`, payload: body });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('acme.admin');
    const [found] = await queryRows<{ id: number; uid: string }>(
      t.database.db,
      sql`select id, uid::text from technical_services where name = 'Acme Cloud Router'`,
    );
    router = found!;
  });
  afterAll(() => t.close());

  it('renames a service with the spec message, and records who did it', async () => {
    const res = await rename(admin, router.id, { name: '  Acme Cloud Router East ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: SERVICE_MESSAGES.updated, data: { name: 'Acme Cloud Router East' } });
    expect((await row(router.id)).name).toBe('Acme Cloud Router East');
    const [audit] = await queryRows<{ action: string; before: { name: string }; after: { name: string } }>(
      t.database.db,
      sql`select action, before, after from audit_log where entity_type = 'technical_service'
            and entity_id = ${String(router.id)} and action = 'service.update' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ before: { name: 'Acme Cloud Router' }, after: { name: 'Acme Cloud Router East' } });
  });

  it('refuses an empty name and changes nothing', async () => {
    const before = await row(router.id);
    const res = await rename(admin, router.id, { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVICE_MESSAGES.nameRequired);
    expect(await row(router.id)).toEqual(before);
  });

  it("changes the product's cost centre and public graph, and clears a cost centre given empty", async () => {
    const res = await update(admin, router.uid, { costCentre: 'NET-7', publicGraph: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SERVICE_MESSAGES.updated);
    expect(res.json().data).toMatchObject({ productUid: router.uid, costCentre: 'NET-7' });
    expect(await row(router.id)).toMatchObject({ cost_centre: 'NET-7', public_graph: true });
    expect((await update(admin, router.uid, { costCentre: '' })).statusCode).toBe(200);
    expect((await row(router.id)).cost_centre).toBeNull();
  });

  it('answers an empty change with the message and a text data, as the SDK reads errors', async () => {
    const res = await update(admin, router.uid, {});
    expect(res.statusCode).toBe(400);
    const body = publicApiErrorBodySchema.parse(res.json());
    expect(body.message).toBe(SERVICE_MESSAGES.nothingToUpdate);
  });

  it('refuses another company, a person without modify_service, no login, and a service that is not there', async () => {
    const before = await row(router.id);
    const globex = await (await aPerson(t, { companyId: DEMO_COMPANIES.globex, position: 'Company Admin' })).login();
    expect((await rename(globex, router.id, { name: 'Taken' })).statusCode).toBe(403);
    expect((await update(globex, router.uid, { name: 'Taken' })).statusCode).toBe(403);
    const viewer = await t.login('acme.viewer');
    expect((await rename(viewer, router.id, { name: 'Taken' })).statusCode).toBe(403);
    expect((await rename(null, router.id, { name: 'Taken' })).statusCode).toBe(401);
    expect((await rename(admin, 2_000_000, { name: 'Taken' })).statusCode).toBe(404);
    expect(await row(router.id)).toEqual(before);
    // staff may rename any company's service
    expect((await rename(await t.login('staff.admin'), router.id, { name: 'Acme Cloud Router' })).statusCode).toBe(200);
  });
});
