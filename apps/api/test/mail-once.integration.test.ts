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
    await expect.poll(finished, { timeout: 40_000, interval: 200 }).toBe(MAILS);

    const lines = sentLines();
    // at most once: no mail reached the server twice
    expect(new Set(lines).size).toBe(lines.length);
    // and none silently dropped: a mail not handed over is one the dead worker had claimed and was about to send
    // when it was killed; its claim stays, unsent, for staff to see, and no run sends it again
    const unsent = await queryRows<{ recipient: string }>(
      t.database.db,
      sql`select recipient from mail_deliveries where sent_at is null`,
    );
    const handedOver = new Set(lines);
    const lost = Array.from({ length: MAILS }, (_, i) => `m${i}@portico.example`).filter((m) => !handedOver.has(m));
    for (const mail of lost) expect(unsent.map((r) => r.recipient)).toContain(mail);
    // only what was in flight when the worker died, never what it had not started
    expect(lost.length).toBeLessThanOrEqual(MAILS - sentByTheDead);
  }, 90_000);
});
