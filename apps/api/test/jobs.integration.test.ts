import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { MAIL_JOB, mailJob } from '../src/modules/mail/index.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff.admin');
});
afterAll(() => t.close());

const mail = (to: string) => ({ to, subject: 'Queue test', text: 'Hello', kind: 'test' });

async function jobsTo(to: string) {
  return queryRows<{ state: string }>(
    t.database.db,
    sql`select state::text from pgboss.job where name = ${MAIL_JOB} and data->>'to' = ${to}`,
  );
}

describe('the job queue', () => {
  it('queues a job inside the caller’s transaction: gone with a rollback, there with a commit', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await t.queue.send(mailJob, mail('rolled.back@portico.example'), { tx });
        throw new Error('the change fails after queueing');
      })
      .catch(() => undefined);
    expect(await jobsTo('rolled.back@portico.example')).toEqual([]);

    await t.database.db.transaction(async (tx) => {
      await t.queue.send(mailJob, mail('committed@portico.example'), { tx });
    });
    expect(await jobsTo('committed@portico.example')).toHaveLength(1);
    expect((await t.waitForMail(staff, 'committed@portico.example')).subject).toBe('Queue test');
  });

  it('queues a job once per idempotency key', async () => {
    const to = 'once@portico.example';
    const first = await t.queue.send(mailJob, mail(to), { key: 'test:once', tx: t.database.db });
    const second = await t.queue.send(mailJob, mail(to), { key: 'test:once', tx: t.database.db });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(await jobsTo(to)).toHaveLength(1);
  });

  it('refuses a payload that does not fit the job, and queues nothing', async () => {
    // a payload of the wrong shape is a type error first (`@ts-expect-error` fails the type check if it is not)
    const wrong = { to: 'not an address', subject: 'x' } as unknown as Parameters<
      typeof t.queue.send<typeof mailJob.payload, never>
    >[1];
    await expect(t.queue.send(mailJob, wrong)).rejects.toThrow();
    // @ts-expect-error the mail job needs text and kind
    void (() => t.queue.send(mailJob, { to: 'a@portico.example', subject: 'x' }));
    expect(await jobsTo('not an address')).toEqual([]);
  });

  it('drains a burst of mails without waiting a poll per job', async () => {
    const started = Date.now();
    const addresses = Array.from({ length: 40 }, (_, i) => `burst${i}@portico.example`);
    for (const to of addresses) await t.queue.send(mailJob, mail(to));
    await expect
      .poll(
        async () => {
          const [row] = await queryRows<{ n: string }>(
            t.database.db,
            sql`select count(*)::text as n from pgboss.job
              where name = ${MAIL_JOB} and data->>'to' like 'burst%' and state = 'completed'`,
          );
          return Number(row?.n);
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(40);
    // One job a second (the old polling) would take 40 s.
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
