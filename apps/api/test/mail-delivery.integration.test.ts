import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { JobRun } from '../src/jobs/define-job.js';
import type { ModuleContext } from '../src/modules/define-module.js';
import { MAIL_JOB, type MailMessage, mailJob } from '../src/modules/mail/index.js';
import { aCompany, aPerson, aStaffAdmin } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * A mail's send key across its attempts (decision 0056), on both databases: a claim an earlier attempt left unsent
 * is taken over once the job's time limit has passed, never before, and a mail is marked sent only when the mail
 * server took it. The worker killed between claim and send, on PostgreSQL: `mail-once.integration.test.ts`.
 */
describe('mail delivery across attempts', () => {
  let t: TestApp;
  const sent: string[] = [];
  let refuse = false;
  const mailer = {
    async send(message: MailMessage) {
      if (refuse) throw new Error('550 mailbox unavailable');
      sent.push(message.to);
      return { id: `id:${message.to}` };
    },
  };
  const message = (to: string): MailMessage => ({ to, subject: 'Hi', text: 'Hello', kind: 'test' });
  const run = (id: string, retryCount: number) =>
    ({
      id,
      retryCount,
      ctx: { db: t.database.db, integrations: { mailer } } as unknown as ModuleContext,
    }) as JobRun<ModuleContext>;
  const delivery = async (id: string) => {
    const [row] = await queryRows<{
      attempt: number;
      sent: boolean;
      message_id: string | null;
      last_error: string | null;
    }>(
      t.database.db,
      sql`select attempt, sent_at is not null as sent, message_id, last_error from mail_deliveries where job_id = ${id}`,
    );
    return row;
  };
  /** what a worker that died between claim and send leaves: a claim of attempt 0, `secondsAgo` old, not sent */
  const deadClaim = async (to: string, secondsAgo: number) => {
    const id = randomUUID();
    await t.database.db.execute(
      sql`insert into mail_deliveries (job_id, recipient, attempt, claimed_at)
          values (${id}, ${to}, 0, now() - make_interval(secs => ${secondsAgo}))`,
    );
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { demo: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends once and marks it sent; a later run of the same job sends nothing', async () => {
    const id = randomUUID();
    expect(await mailJob.handler(message('a@portico.example'), run(id, 0))).toEqual({ id: 'id:a@portico.example' });
    expect(await delivery(id)).toMatchObject({ attempt: 0, sent: true, message_id: 'id:a@portico.example' });
    expect(await mailJob.handler(message('a@portico.example'), run(id, 1))).toEqual({
      skipped: 'already sent by an earlier run',
    });
    expect(sent.filter((m) => m === 'a@portico.example')).toHaveLength(1);
  });

  it('sends a mail whose earlier attempt claimed it and died, once its time limit has passed', async () => {
    const id = await deadClaim('b@portico.example', 31);
    await mailJob.handler(message('b@portico.example'), run(id, 1));
    expect(await delivery(id)).toMatchObject({ attempt: 1, sent: true });
    expect(sent.filter((m) => m === 'b@portico.example')).toHaveLength(1);
  });

  it('does not send, nor mark sent, a mail an earlier attempt claimed within its time limit: the job retries', async () => {
    const id = await deadClaim('c@portico.example', 5);
    await expect(mailJob.handler(message('c@portico.example'), run(id, 1))).rejects.toThrow(/may still be sending/);
    expect(await delivery(id)).toMatchObject({ attempt: 0, sent: false });
    expect(sent).not.toContain('c@portico.example');
  });

  it('keeps a refused mail unsent with its reason, and the next attempt sends it at once', async () => {
    const id = randomUUID();
    refuse = true;
    await expect(mailJob.handler(message('e@portico.example'), run(id, 0))).rejects.toThrow(/550/);
    refuse = false;
    expect(await delivery(id)).toMatchObject({ sent: false, last_error: '550 mailbox unavailable' });
    await mailJob.handler(message('e@portico.example'), run(id, 1));
    expect(await delivery(id)).toMatchObject({ attempt: 1, sent: true, last_error: null });
  });

  it('shows staff a mail that ran out of attempts unsent, and resends it once, however often asked', async () => {
    const staff = await (await aStaffAdmin(t)).login();
    const company = await aCompany(t);
    const customer = await (await aPerson(t, { companyId: company.id })).login();
    // a mail job after its last retry: failed, its send key claimed by a run that died and never sent
    const jobId = await t.queue.send(mailJob, message('f@portico.example'), { startAfterSeconds: 3600 });
    if (!jobId) throw new Error('not queued');
    await t.database.db.execute(sql`update pgboss.job set state = 'failed' where id = ${jobId}::uuid`);
    await t.database.db.execute(
      sql`insert into mail_deliveries (job_id, recipient, attempt, claimed_at, last_error)
          values (${jobId}, 'f@portico.example', 5, now() - interval '1 hour', 'connection reset')`,
    );
    const check = () =>
      t.call(staff, { method: 'GET', url: '/secure/batchprocess/check', query: { method: MAIL_JOB, params: jobId } });
    const before = (await check()).json().data;
    expect(before.state).toBe('failed');
    expect(before.mail).toMatchObject({
      recipient: 'f@portico.example',
      attempt: 5,
      sentAt: null,
      lastError: 'connection reset',
      resendable: true,
    });

    const resend = () => t.call(staff, { method: 'POST', url: '/secure/batchprocess/resend', payload: { jobId } });
    expect(
      (await t.call(customer, { method: 'POST', url: '/secure/batchprocess/resend', payload: { jobId } })).statusCode,
    ).toBe(403);
    const first = await resend();
    expect(first.statusCode).toBe(202);
    expect(first.json().data).toEqual({ jobId, state: 'queued' });
    // asked again before it ran: nothing more is queued
    expect((await resend()).json().data).toEqual({ jobId, state: 'already queued' });
    const [job] = await queryRows<{ state: string }>(
      t.database.db,
      sql`select state::text from pgboss.job where id = ${jobId}::uuid`,
    );
    expect(job?.state).toBe('retry');
    expect((await check()).json().data.mail).toMatchObject({ sentAt: null, resendable: false });
  });

  it('refuses to resend a mail that was sent, and one that does not exist', async () => {
    const staff = await (await aStaffAdmin(t)).login();
    const jobId = await t.queue.send(mailJob, message('g@portico.example'), { startAfterSeconds: 3600 });
    if (!jobId) throw new Error('not queued');
    await t.database.db.execute(sql`update pgboss.job set state = 'failed' where id = ${jobId}::uuid`);
    await t.database.db.execute(
      sql`insert into mail_deliveries (job_id, recipient, attempt, sent_at) values (${jobId}, 'g@portico.example', 0, now())`,
    );
    const sentAgain = await t.call(staff, { method: 'POST', url: '/secure/batchprocess/resend', payload: { jobId } });
    expect(sentAgain.statusCode).toBe(409);
    expect(sentAgain.json().message).toBe('That mail was already sent.');
    const none = await t.call(staff, {
      method: 'POST',
      url: '/secure/batchprocess/resend',
      payload: { jobId: randomUUID() },
    });
    expect(none.statusCode).toBe(404);
  });
});
