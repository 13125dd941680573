import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { JobQueue } from '../src/jobs/queue.js';
import type { ModuleContext } from '../src/modules/define-module.js';
import { MAIL_JOB, mailJob } from '../src/modules/mail/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { killWorkerOnce, stepsFile, survivingWorker } from './killed-worker.js';

/**
 * A worker killed in the middle of a batch of mails: every mail is still sent, and none twice. PostgreSQL only: a
 * second process cannot open the embedded database.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const MAILS = 40;

describe.skipIf(!onPostgres)('mail sent at most once per job', () => {
  let t: TestApp;
  let survivor: JobQueue | null = null;
  const { file, lines: sentLines } = stepsFile('mails');

  beforeAll(async () => {
    t = await createTestApp({ JOBS: 'external' }, { demo: false });
  });
  afterAll(async () => {
    await survivor?.stop();
    await t.close();
  });

  it('sends each mail once when its worker is killed mid-batch and another takes over', async () => {
    for (let i = 0; i < MAILS; i++)
      await t.queue.send(mailJob, { to: `m${i}@portico.example`, subject: 'Hi', text: 'Hello', kind: 'test' });

    if (t.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');
    // killed while it is sending: some mails handed over, more claimed and in flight
    await killWorkerOnce(t.config.database.url, 'mail', file, () => sentLines().length >= 8);
    const sentByTheDead = sentLines().length;
    expect(sentByTheDead).toBeLessThan(MAILS);

    const mailer = {
      async send(message: { to: string }) {
        const { appendFileSync } = await import('node:fs');
        appendFileSync(file, `${message.to}\n`);
        return { id: `survivor:${message.to}` };
      },
    };
    const ctx = { ...(t as unknown as { ctx?: ModuleContext }).ctx, db: t.database.db, integrations: { mailer } };
    survivor = await survivingWorker(t.database, [mailJob], ctx);
    const finished = async () => {
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from pgboss.job where name = ${MAIL_JOB} and state = 'completed'`,
      );
      return row?.n ?? 0;
    };
    // mails the dead worker held are sent by the first attempt after its time limit (30 s, decision 0056)
    await expect.poll(finished, { timeout: 120_000, interval: 500 }).toBe(MAILS);

    const lines = sentLines();
    const deadLines = lines.slice(0, sentByTheDead);
    const all = Array.from({ length: MAILS }, (_, i) => `m${i}@portico.example`);
    // none lost: every mail reached the server, and every send key says so
    expect(all.filter((m) => !lines.includes(m))).toEqual([]);
    const unsent = await queryRows<{ recipient: string }>(
      t.database.db,
      sql`select recipient from mail_deliveries where sent_at is null`,
    );
    expect(unsent).toEqual([]);
    // at most once per attempt: a mail reached the server twice only when the dead worker had handed it over and
    // died before it wrote that down (decision 0056), and never more than twice
    for (const mail of all) {
      const times = lines.filter((l) => l === mail).length;
      expect(times).toBeLessThanOrEqual(deadLines.includes(mail) ? 2 : 1);
    }
  }, 180_000);

  it('sends a mail whose worker died between claiming its send key and sending it, once', async () => {
    const claimed = stepsFile('claimed');
    const sent: string[] = [];
    await survivor?.stop();
    survivor = null;
    for (let i = 0; i < 3; i++) {
      await t.queue.send(mailJob, {
        to: `c${i}@portico.example`,
        subject: 'Hi',
        text: 'Hello',
        kind: 'test',
      });
    }
    if (t.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');
    await killWorkerOnce(t.config.database.url, 'mail-claimed', claimed.file, () => claimed.lines().length === 3);
    // killed holding three claims and having sent nothing
    const held = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_deliveries where recipient like 'c%@portico.example' and sent_at is null`,
    );
    expect(held[0]?.n).toBe(3);

    const mailer = {
      async send(message: { to: string }) {
        sent.push(message.to);
        return { id: `survivor:${message.to}` };
      },
    };
    const ctx = { ...(t as unknown as { ctx?: ModuleContext }).ctx, db: t.database.db, integrations: { mailer } };
    survivor = await survivingWorker(t.database, [mailJob], ctx);
    const done = async () => {
      const rows = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from mail_deliveries where recipient like 'c%@portico.example' and sent_at is not null`,
      );
      return rows[0]?.n ?? 0;
    };
    // the next attempt after the dead one's time limit (30 s) takes the claim over and sends
    await expect.poll(done, { timeout: 80_000, interval: 500 }).toBe(3);
    expect(sent.sort()).toEqual(['c0@portico.example', 'c1@portico.example', 'c2@portico.example']);
  }, 150_000);
});
