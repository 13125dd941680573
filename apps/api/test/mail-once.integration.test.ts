import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { JobQueue } from '../src/jobs/queue.js';
import type { ModuleContext } from '../src/modules/define-module.js';
import { mailJob } from '../src/modules/mail/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { killWorkerOnce, stepsFile, survivingWorker } from './killed-worker.js';

/**
 * A worker killed in the middle of a batch of mails (decision 0064): every mail is still sent — a mail the dead
 * worker had claimed but not sent is claimed again by the next attempt — each attempt sends it at most once, and
 * only the mail server's acceptance marks a mail sent. PostgreSQL only: a second process cannot open the embedded
 * database.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('a mail job attempt by attempt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { demo: false });
  });
  afterAll(() => t.close());

  it('marks a mail sent only when the server takes it, and sends it once per attempt until one does', async () => {
    const id = randomUUID();
    const calls: string[] = [];
    let refuse = true;
    const mailer = {
      async send(message: { to: string }) {
        calls.push(message.to);
        if (refuse) throw new Error('550 mailbox unavailable');
        return { id: 'server-1' };
      },
    };
    const run = (retryCount: number) =>
      mailJob.handler({ to: 'once@portico.example', subject: 'Hi', text: 'Hello', kind: 'test' }, {
        id,
        retryCount,
        ctx: { db: t.database.db, integrations: { mailer } },
      } as never);
    const row = async () =>
      (
        await queryRows<{ attempt: number; sent: boolean; last_error: string | null; message_id: string | null }>(
          t.database.db,
          sql`select attempt, sent_at is not null as sent, last_error, message_id from mail_deliveries where job_id = ${id}`,
        )
      )[0];

    await expect(run(0)).rejects.toThrow('550');
    expect(await row()).toEqual({ attempt: 0, sent: false, last_error: '550 mailbox unavailable', message_id: null });
    // the same attempt again (it cannot happen in the queue): held, and not sent a second time
    await expect(run(0)).rejects.toThrow();
    expect(calls).toHaveLength(1);
    refuse = false;
    expect(await run(1)).toEqual({ id: 'server-1' });
    expect(await row()).toEqual({ attempt: 1, sent: true, last_error: null, message_id: 'server-1' });
    expect(await run(2)).toEqual({ skipped: 'already sent by an earlier attempt' });
    expect(calls).toHaveLength(2);
  });
});
const MAILS = 40;

describe.skipIf(!onPostgres)('mail never lost, sent at most once per attempt', () => {
  let t: TestApp;
  let survivor: JobQueue | null = null;

  beforeAll(async () => {
    t = await createTestApp({ JOBS: 'external' }, { demo: false });
  });
  afterAll(async () => {
    await survivor?.stop();
    await t.close();
  });

  /** Queues the batch, kills a worker of `kind` once `enough` of its steps are written, and lets a survivor finish. */
  async function killedMidBatch(kind: 'mail' | 'mail-hang', batch: string, enough: number) {
    const { file, lines } = stepsFile(kind);
    const to = Array.from({ length: MAILS }, (_, i) => `${batch}${i}@portico.example`);
    for (const address of to) await t.queue.send(mailJob, { to: address, subject: 'Hi', text: 'Hello', kind: 'test' });
    if (t.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');
    await killWorkerOnce(t.config.database.url, kind, file, () => lines().length >= enough);
    const byTheDead = lines();

    const { file: survivorFile, lines: bySurvivor } = stepsFile(`${kind}-survivor`);
    const mailer = {
      async send(message: { to: string }) {
        const { appendFileSync } = await import('node:fs');
        appendFileSync(survivorFile, `${message.to}\n`);
        return { id: `survivor:${message.to}` };
      },
    };
    const ctx = { ...(t as unknown as { ctx?: ModuleContext }).ctx, db: t.database.db, integrations: { mailer } };
    survivor = await survivingWorker(t.database, [mailJob], ctx);
    const sent = async () => {
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from mail_deliveries where recipient like ${`${batch}%`} and sent_at is not null`,
      );
      return row?.n ?? 0;
    };
    await expect.poll(sent, { timeout: 60_000, interval: 200 }).toBe(MAILS);
    // the next batch is the next worker's to take
    await survivor.stop();
    survivor = null;
    return { to, byTheDead, bySurvivor: bySurvivor() };
  }

  it('sends every mail when the worker is killed between the claim and the send: none lost, none twice', async () => {
    // the dead worker's mail server never answers: what it claimed, it never sent
    const { to, byTheDead, bySurvivor } = await killedMidBatch('mail-hang', 'hang', 5);
    expect(byTheDead.length).toBeGreaterThanOrEqual(5);
    // every mail reached the (surviving) server exactly once, the ones the dead worker had claimed included
    expect([...bySurvivor].sort()).toEqual([...to].sort());
    for (const claimed of byTheDead) expect(bySurvivor).toContain(claimed);
  }, 120_000);

  it('sends every mail when the worker is killed mid-send: twice at most for what the dead had handed over', async () => {
    const { to, byTheDead, bySurvivor } = await killedMidBatch('mail', 'mid', 8);
    const all = [...byTheDead, ...bySurvivor];
    // none lost
    for (const address of to) expect(all).toContain(address);
    // at most once per attempt: the survivor sent each at most once, and sent again only a mail the dead worker had
    // handed over without living to mark it sent
    expect(new Set(bySurvivor).size).toBe(bySurvivor.length);
    for (const address of bySurvivor.filter((a) => byTheDead.includes(a))) expect(byTheDead).toContain(address);
    expect(byTheDead.length).toBeLessThan(MAILS);
  }, 120_000);
});
