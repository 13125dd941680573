import { randomUUID } from 'node:crypto';
import { VXC_MESSAGES } from '@portico/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { findPortSurroundings } from '../src/modules/ordering/order-facts.repository.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { findPorts } from '../src/modules/services/ports.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * What an order reads (decision 0095): each thing once — its Ports with the VLANs held on them and their places in
 * one statement beside the Ports', no Idempotency-Key read before its transaction — counted statement by statement
 * through HTTP; and the VLAN decided by the unique key in the transaction when it is taken after the order's checks.
 * What it writes (decision 0099): each service with its parts in one statement, its ordered price with its billing
 * set-up, a VXC's sides with their event, the job with its announcement, the answer with the audit record.
 */
const ACME = DEMO_COMPANIES.acme;

/** The statements the app sends, as Drizzle hands them to the driver (both engines), from `start()` on. */
function statementLog(t: TestApp) {
  const statements: string[] = [];
  let onStatement: ((text: string) => void) | null = null;
  const logger = {
    logQuery(text: string) {
      statements.push(text.replace(/\s+/g, ' ').trim());
      onStatement?.(text);
    },
  };
  // the database handle's session and the options every transaction's session is made with
  const session = (t.database.db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  session.logger = logger;
  session.options.logger = logger;
  return {
    start(hook: ((text: string) => void) | null = null) {
      statements.length = 0;
      onStatement = hook;
    },
    /**
     * What the order sent, up to its transaction's last statement (its audit record; the provisioning it queued may
     * start before the answer is sent), without the transaction's own begin and commit (PGlite sends them unseen).
     */
    sent() {
      const own = statements.filter((s) => !/^(begin|commit|rollback)\b/i.test(s));
      const last = own.findIndex((s) => /\binsert into "audit_log"/.test(s));
      return last < 0 ? own : own.slice(0, last + 1);
    },
  };
}

/** The reads before an order's first write: the checks and the price. */
const readsBeforeWriting = (sent: string[]) => {
  const firstWrite = sent.findIndex((s) => /^insert\b/i.test(s));
  return firstWrite < 0 ? sent : sent.slice(0, firstWrite);
};

/** An order's transaction: its statements from the first write (the key's claim) on. */
const writes = (sent: string[]) => sent.slice(readsBeforeWriting(sent).length);

/** The tables each statement writes, in the order sent (`orders+` for an update), one string per statement. */
const tablesWritten = (statements: string[]) =>
  statements.map((s) =>
    [...s.matchAll(/\b(insert into|update) "?([\w.]+)"?/gi)]
      .map((m) => `${m[2]}${/^update/i.test(m[1]!) ? '+' : ''}`)
      .join(' '),
  );

/**
 * What a VXC's order writes, statement by statement (decision 0099; 14 statements before it): the key's claim; the
 * service with its component, resources and NEW event; its ordered price with its billing set-up; the VXC's sides
 * with their approval event; the provisioning job (announced in the same statement: no `pg_notify` or delay of its
 * own); the answer kept under the key with the audit record.
 */
const VXC_ORDER_WRITES = [
  'orders',
  'technical_services service_components component_resources service_events',
  'service_prices billables',
  'vxc_orders service_events',
  'pgboss.job',
  'orders+ audit_log',
];

describe('what an order reads', () => {
  let t: TestApp;
  let admin: string;
  let log: ReturnType<typeof statementLog>;
  const ports: Record<string, { id: number; uid: string }> = {};
  const counts = async () =>
    (
      await queryRows<{ services: number; orders: number; resources: number }>(
        t.database.db,
        sql`select (select count(*)::int from technical_services) as services,
                   (select count(*)::int from orders) as orders,
                   (select count(*)::int from component_resources) as resources`,
      )
    )[0]!;
  const vxc = (vlan: number, over: Record<string, unknown> = {}) => ({
    companyId: ACME,
    aEndPortId: ports['Acme Sydney Primary']!.id,
    bEndPortId: ports['Acme Melbourne']!.id,
    speed: 500,
    rateType: 'MONTHLY',
    term: 12,
    aVlan: vlan,
    bVlan: vlan,
    serviceName: `Reads ${vlan}`,
    ...over,
  });
  const order = (body: unknown, key = randomUUID()) =>
    t.call(admin, {
      method: 'POST',
      url: '/secure/order/vxc',
      payload: body as object,
      headers: { 'idempotency-key': key },
    });

  beforeAll(async () => {
    // provisioning waits an hour: no job of an earlier order sends its statements while an order is counted
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '3600' });
    admin = await t.login('acme.admin');
    const rows = await queryRows<{ id: number; uid: string; name: string }>(
      t.database.db,
      sql`select id, uid::text, name from technical_services where product_type = 'PORT'`,
    );
    for (const row of rows) ports[row.name] = { id: row.id, uid: row.uid };
    log = statementLog(t);
    // no scheduled sweep (the webhooks' every minute, the counts' every five) sends its statements while an order
    // is counted: the queue's workers stop; an order still queues its job, in its own transaction (decision 0099)
    await t.queue.stop();
  });
  afterAll(() => t.close());

  it('reads a VXC order’s Ports, their VLANs and places once, and no Idempotency-Key before its transaction', async () => {
    log.start();
    const res = await order(vxc(900));
    expect(res.statusCode, res.body).toBe(200);
    const sent = log.sent();
    const reads = readsBeforeWriting(sent);
    // the token, the Ports, what is around them, and the price lookup's one statement (decision 0096)
    expect(reads.length, reads.join('\n')).toBeLessThanOrEqual(4);
    // nothing read twice: the same statement twice is the same thing read again (a Port, a location, its VLANs)
    expect(new Set(reads).size, reads.join('\n')).toBe(reads.length);
    expect(reads.filter((s) => /\bfrom "technical_services"/.test(s) && /"uid"/.test(s)).length).toBe(1);
    expect(reads.filter((s) => /\bfrom "component_resources"/.test(s)).length).toBe(1);
    // the key is claimed by the order's insert, never looked up first
    expect(reads.some((s) => /\bfrom "orders"/.test(s))).toBe(false);
    // its transaction: six statements, each writing together what decision 0099 puts together
    const written = writes(sent);
    expect(tablesWritten(written), written.join('\n')).toEqual(VXC_ORDER_WRITES);
    expect(written[4]).toMatch(/\bpg_notify\(/);
    // and its delay, counted in the database's time, is the provisioning step's (an hour here)
    const serviceId = res.json().data.services[0].technicalServiceId as number;
    const [job] = await queryRows<{ delay: number }>(
      t.database.db,
      sql`select extract(epoch from start_after - created_on)::float8 as delay from pgboss.job
           where name = 'services.provision' and data->>'serviceId' = ${String(serviceId)}`,
    );
    expect(job?.delay).toBeGreaterThan(3590);
    expect(job?.delay).toBeLessThanOrEqual(3600);
    // 31 statements before decision 0095 (the provisioning delayed), begin and commit left out: 29; 18 before 0099
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(reads.length + VXC_ORDER_WRITES.length);
  });

  it('reads a network design’s product and B end once, with the Ports and their VLANs', async () => {
    log.start();
    const res = await t.call(admin, {
      method: 'POST',
      url: '/v4/networkdesign/buy',
      payload: {
        discountCodes: [],
        networkDesign: [
          {
            productUid: ports['Acme Sydney Primary']!.uid,
            associatedVxcs: [
              {
                productName: 'design reads',
                rateLimit: 500,
                term: 12,
                shutdown: false,
                aEnd: { vlan: 910 },
                bEnd: { productUid: ports['Acme Melbourne']!.uid, vlan: 911 },
              },
            ],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reads = readsBeforeWriting(log.sent());
    expect(new Set(reads).size, reads.join('\n')).toBe(reads.length);
    // the token, the uids, the Ports, what is around them, and the price lookup's one statement
    expect(reads.length, reads.join('\n')).toBeLessThanOrEqual(5);
    expect(reads.some((s) => /\bfrom "orders"/.test(s))).toBe(false);
    // the same writes as a VXC's own order (decision 0099)
    expect(tablesWritten(writes(log.sent())), log.sent().join('\n')).toEqual(VXC_ORDER_WRITES);
  });

  it('reads the same Ports and surroundings for one, two or more Ports at once (each statement its own way)', async () => {
    const ids = Object.values(ports).map((p) => p.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const [one, two, three] = [ids.slice(0, 1), ids.slice(0, 2), ids.slice(0, 3)];
    const db = t.database.db;
    const single = new Map<number, unknown>();
    for (const id of three) single.set(id, (await findPortSurroundings(db, [id])).get(id));
    for (const some of [one, two, three, [...three].reverse(), [three[0]!, three[0]!]]) {
      const around = await findPortSurroundings(db, some);
      expect([...around.keys()].sort()).toEqual([...new Set(some)].sort());
      for (const id of some) expect(around.get(id)).toEqual(single.get(id));
      expect((await findPorts(db, some)).map((p) => p.id).sort()).toEqual([...new Set(some)].sort());
    }
    // a Port holding VLANs shows them whichever statement read it
    expect([...single.values()].some((s) => (s as { vlans: number[] }).vlans.length > 0)).toBe(true);
    // a service that is no Port is no Port
    const [vxc] = await queryRows<{ id: number }>(
      db,
      sql`select id from technical_services where product_type = 'VXC' limit 1`,
    );
    expect(await findPorts(db, [vxc!.id, ...three])).toHaveLength(3);
  });

  it('refuses a VLAN taken after the order’s checks by the unique key, with the VLAN-taken message', async () => {
    const port = ports['Acme Sydney Primary']!.id;
    const before = await counts();
    // once the order has read its Ports' VLANs (920 free), another holder takes 920 on the A end
    let taking: Promise<unknown> | null = null;
    let seenVlans = false;
    // On PostgreSQL the holder's insert runs on a connection of its own, beside the order: the orders table is held
    // locked until it has committed, so the order's transaction (its key's claim, the first write) waits for it. The
    // embedded database's one connection runs the insert before the order's next statement anyway.
    const lock =
      t.config.database.kind === 'postgres' ? new pg.Client({ connectionString: t.config.database.url }) : null;
    if (lock) {
      await lock.connect();
      await lock.query('begin');
      await lock.query('lock table orders in exclusive mode');
    }
    log.start((text) => {
      if (taking) return;
      if (text.includes('array_agg')) {
        seenVlans = true;
        return;
      }
      if (!seenVlans) return;
      // a Drizzle query runs once awaited: started here, between the order's checks and its transaction
      taking = (async () => {
        await t.database.db.execute(
          sql`insert into component_resources (component_id, resource_type, port_service_id, vlan)
            select min(id), 'vlan', ${port}, 920 from service_components`,
        );
        await lock?.query('commit');
      })();
    });
    const res = await order(vxc(920));
    await taking;
    await lock?.end();
    expect(taking).not.toBeNull();
    // the order went as far as holding its VLANs (in its service's one statement): the unique key refused it, not a
    // read before
    expect(
      log.sent().some((s) => /\binsert into "component_resources"/.test(s)),
      log.sent().join('\n'),
    ).toBe(true);
    expect(res.statusCode, res.body).toBe(400);
    const check = await t.call(admin, { method: 'GET', url: `/secure/technicalservice/port/${port}/vlan/920` });
    expect(check.json().data.free).toBe(false);
    expect(res.json().message).toBe(check.json().data.message);
    expect(res.json().message).toMatch(/^The vlan is taken - here are some available alternatives \[\d+(, \d+)*\]$/);
    // nothing of the order is left: only the VLAN the other holder took
    expect(await counts()).toEqual({ ...before, resources: before.resources + 1 });
  });

  it('still counts the VLANs an older VXC holds in its own columns as taken', async () => {
    // the demo's 'Sydney to Melbourne' holds VLAN 100 on both Ports in its columns, with no resource row
    const res = await order(vxc(100));
    expect(res.statusCode, res.body).toBe(400);
    const check = await t.call(admin, {
      method: 'GET',
      url: `/secure/technicalservice/port/${ports['Acme Sydney Primary']!.id}/vlan/100`,
    });
    expect(res.json().message).toBe(check.json().data.message);
    expect(res.json().message).not.toBe(VXC_MESSAGES.vlanTakenOnAnothersPort);
  });
});
