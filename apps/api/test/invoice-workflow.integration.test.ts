import {
  addDays,
  CREDIT_NOTE_DEFAULT_GL_CODE,
  creditTooLargeMessage,
  formatMinor,
  INVOICE_ACTION_MOVES,
  INVOICE_ACTIONS,
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  invoiceTransitionProblem,
} from '@portico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { settableClock } from '../src/platform/clock.js';
import { createTestApp, type TestApp } from './harness.js';
import { anInvoice, type InvoiceFixture } from './invoices.js';

const AUSTRALIA = 808;
const NEW_ZEALAND = 855;
const SINGAPORE = 817;
const HONG_KONG = 819;
// 20:00 UTC on 3 December is already 4 December in Sydney (UTC+11) and Auckland (UTC+13)
const clock = settableClock('2026-12-03T20:00:00Z');
const SYDNEY_TODAY = '2026-12-04';

interface Row {
  status: string;
  invoice_number: string | null;
  number_seq: number | null;
  invoice_date: string | null;
  due_date: string | null;
  due_amount_cents: number;
  total_cents: number;
  committed_at: unknown;
}

/**
 * The staff invoice workflow (customer portal §4, §7; decisions 0085, 0086): every move of the state machine through
 * HTTP with its refusals, one winner of concurrent moves, gapless numbers, rejecting freeing billed keys, commit's
 * dates and due amount, credit notes, approve-all and commit-all per supplier and consumer.
 */
describe('the staff invoice workflow', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let period = 0;

  /** An invoice with a period of its own, so many PENDING ones of one company may exist side by side. */
  const invoice = (fixture: Partial<InvoiceFixture> = {}) => {
    period += 1;
    const start = addDays('2001-01-01', period * 40);
    return anInvoice(t.database.db, {
      companyId: DEMO_COMPANIES.acme,
      periodStart: start,
      periodEnd: addDays(start, 29),
      ...fixture,
    });
  };
  const act = (id: number | string, action: string, token = staff) =>
    t.call(token, { method: 'POST', url: `/secure/invoice/${id}/status`, payload: { action } });
  const rowOf = async (id: number) =>
    (
      await queryRows<Row>(
        t.database.db,
        sql`select status, invoice_number, number_seq, invoice_date::text, due_date::text,
                   due_amount_cents::int, total_cents::int, committed_at
              from invoices where id = ${id}`,
      )
    )[0]!;
  const all = (supplierId: number, verb: 'approveAll' | 'commitAll', payload: object = {}) =>
    t.call(staff, { method: 'POST', url: `/secure/invoices/supplierId/${supplierId}/${verb}`, payload });
  const list = async (supplierId: number, status: string, query = '') => {
    const res = await t.call(staff, {
      method: 'GET',
      url: `/secure/invoices/supplierId/${supplierId}/status/${status}${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: { invoiceId: number; companyName: string }[]; total: number; pageSize: number };
  };
  const creditNote = (id: number, payload: object = {}) =>
    t.call(staff, { method: 'POST', url: `/secure/invoice/${id}/creditNote`, payload });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    staff = await t.login('staff.admin');
    customer = await t.login('acme.finance');
    // Acme pays Australian invoices in 14 days; Globex has no Australian supply (the default 30)
    await t.database.db.execute(
      sql`insert into supplies (company_id, supplier_id, company_legal_name, tax_rate_bp, currency, payment_term_in_days)
          values (${DEMO_COMPANIES.acme}, ${AUSTRALIA}, 'Acme Pty Ltd', 1000, 'AUD', 14)
          on conflict (company_id, supplier_id) do update set payment_term_in_days = 14`,
    );
  });
  afterAll(() => t.close());

  it('allows exactly the moves of the state machine and refuses every other with a 409 naming the status', async () => {
    for (const from of INVOICE_STATUSES) {
      for (const action of INVOICE_ACTIONS) {
        const { id } = await invoice({ status: from, supplierId: HONG_KONG });
        const res = await act(id, action);
        const refusal = invoiceTransitionProblem(from, action);
        if (refusal === null) {
          expect(res.statusCode, `${action} from ${from}: ${res.body}`).toBe(200);
          expect(res.json().data.status).toBe(INVOICE_ACTION_MOVES[action].to);
          expect((await rowOf(id)).status).toBe(INVOICE_ACTION_MOVES[action].to);
        } else {
          expect(res.statusCode, `${action} from ${from}: ${res.body}`).toBe(409);
          expect(res.json().message).toBe(refusal);
          expect((await rowOf(id)).status).toBe(from);
          if (from !== 'COMMITTED' && from !== 'REJECTED') expect(refusal).toContain(from);
        }
      }
    }
    expect((await act(99_999_999, 'approve')).statusCode).toBe(404);
    expect((await act(99_999_999, 'approve')).json().message).toBe(INVOICE_MESSAGES.notFound);
    expect((await act(1, 'publish')).statusCode).toBe(400);
  }, 60_000);

  it('lets exactly one of 50 concurrent approvals of one invoice through; the rest are told it is APPROVED', async () => {
    const { id } = await invoice();
    const answers = await Promise.all(Array.from({ length: 50 }, () => act(id, 'approve')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(
      invoiceTransitionProblem('APPROVED', 'approve'),
    );
    const audits = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity_type = 'invoice' and entity_id = ${String(id)}`,
    );
    expect(audits[0]!.n).toBe(1);
  });

  it('numbers 20 invoices committed at once 1 to 20, without a gap or a duplicate', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        period += 1;
        const start = addDays('1990-01-01', i * 40);
        return (
          await anInvoice(t.database.db, {
            companyId: DEMO_COMPANIES.acme,
            supplierId: NEW_ZEALAND,
            status: 'APPROVED',
            periodStart: start,
            periodEnd: addDays(start, 29),
          })
        ).id;
      }),
    );
    const answers = await Promise.all(ids.map((id) => act(id, 'commit')));
    expect(answers.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const rows = await Promise.all(ids.map(rowOf));
    expect(rows.map((r) => r.number_seq).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.invoice_number)).size).toBe(20);
    expect(rows.map((r) => r.invoice_number)).toContain('NZ-000001');
    expect(rows.map((r) => r.invoice_number)).toContain('NZ-000020');
  });

  it('commits with the supplier’s local day, the payment term and the total due, and never changes it again', async () => {
    const { id, total } = await invoice({ status: 'APPROVED' });
    const res = await act(id, 'commit');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(INVOICE_MESSAGES.committed);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'COMMITTED',
      invoice_date: SYDNEY_TODAY,
      due_date: addDays(SYDNEY_TODAY, 14),
      due_amount_cents: total,
    });
    expect(row.invoice_number).toMatch(/^AU-\d{6}$/);
    expect(row.committed_at).not.toBeNull();
    for (const action of INVOICE_ACTIONS) {
      const refused = await act(id, action);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(INVOICE_MESSAGES.committedImmutable);
    }
    expect(await rowOf(id)).toEqual(row);

    const globex = await invoice({ status: 'APPROVED', companyId: DEMO_COMPANIES.globex });
    expect((await act(globex.id, 'commit')).statusCode).toBe(200);
    expect((await rowOf(globex.id)).due_date).toBe(addDays(SYDNEY_TODAY, 30));
  });

  it('frees a rejected invoice’s billed periods and events, and only its own', async () => {
    const rejected = await invoice();
    const kept = await invoice();
    await t.database.db.execute(sql`
      insert into billed_periods (billable_id, period_start, invoice_id)
      values (900001, '2026-11-01', ${rejected.id}), (900002, '2026-11-01', ${rejected.id}),
             (900003, '2026-11-01', ${kept.id})`);
    await t.database.db.execute(sql`
      insert into billed_events (billing_event_id, invoice_id) values (900001, ${rejected.id}), (900002, ${kept.id})`);
    const res = await act(rejected.id, 'reject');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(INVOICE_MESSAGES.rejected);
    const keys = await queryRows<{ invoice_id: number; n: number }>(
      t.database.db,
      sql`select invoice_id, count(*)::int as n from (
            select invoice_id from billed_periods union all select invoice_id from billed_events) k
          where invoice_id in (${rejected.id}, ${kept.id}) group by invoice_id`,
    );
    expect(keys).toEqual([{ invoice_id: kept.id, n: 2 }]);
  });

  it('raises a credit note on a committed invoice: defaults, limit, CN numbering and the due amount', async () => {
    const { id, total } = await invoice({ status: 'APPROVED', lines: [{ amount: 100_000 }] });
    // not yet committed
    const early = await creditNote(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(INVOICE_MESSAGES.creditOnlyCommittedInvoice);
    await act(id, 'commit');
    const number = (await rowOf(id)).invoice_number;

    // part of it, with what staff give
    const part = await creditNote(id, { amount: 20_000, nominalDate: '2026-12-01', glCode: '4100', notes: 'Outage' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().message).toBe(INVOICE_MESSAGES.creditNoteCreated);
    expect(part.json().data).toMatchObject({
      kind: 'CREDIT_NOTE',
      status: 'PENDING',
      creditedInvoiceId: id,
      companyId: DEMO_COMPANIES.acme,
      supplierId: AUSTRALIA,
      currency: 'AUD',
      net: -20_000,
      tax: -2_000,
      total: -22_000,
      invoiceNumber: null,
      lineItems: [{ chargeType: 'CREDIT', amount: -20_000, description: 'Outage' }],
    });
    const partId = part.json().data.invoiceId as number;

    // more than is left (110,000 − 22,000 = 88,000 with tax: 80,000 before tax)
    const tooMuch = await creditNote(id, { amount: 80_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(creditTooLargeMessage(formatMinor(80_000, 'AUD')));
    expect((await creditNote(id, { amount: 0 })).statusCode).toBe(400);
    expect((await creditNote(id, { glCode: 'no spaces' })).json().message).toBe(INVOICE_MESSAGES.glCodeInvalid);

    // the rest, by default: all that is left, dated the supplier's today, to the default GL code
    const rest = await creditNote(id);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ net: -80_000, total: -88_000 });
    const restId = rest.json().data.invoiceId as number;
    const [defaults] = await queryRows<{ nominal_date: string; gl_code: string; description: string }>(
      t.database.db,
      sql`select nominal_date::text, gl_code, l.description from invoices i join invoice_lines l on l.invoice_id = i.id
           where i.id = ${restId}`,
    );
    expect(defaults).toEqual({
      nominal_date: SYDNEY_TODAY,
      gl_code: CREDIT_NOTE_DEFAULT_GL_CODE,
      description: `Credit on invoice ${number}`,
    });
    const none = await creditNote(id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(INVOICE_MESSAGES.creditNothingLeft);
    // a credit note is not credited
    expect((await creditNote(partId)).json().message).toBe(INVOICE_MESSAGES.creditOnlyCommittedInvoice);

    // rejecting a credit note gives its amount back to credit
    expect((await act(restId, 'reject')).statusCode).toBe(200);
    expect((await creditNote(id, { amount: 80_001 })).statusCode).toBe(400);

    // committing one numbers it in the credit note sequence and lowers the invoice's due amount by its total
    await act(partId, 'approve');
    const committed = await act(partId, 'commit');
    expect(committed.statusCode, committed.body).toBe(200);
    const note = await rowOf(partId);
    expect(note.invoice_number).toBe('AU-CN-000001');
    expect(note.due_amount_cents).toBe(0);
    expect((await rowOf(id)).due_amount_cents).toBe(total - 22_000);
  });

  it('never lowers a due amount below zero', async () => {
    const { id } = await invoice({ status: 'APPROVED', lines: [{ amount: 10_000 }] });
    await act(id, 'commit');
    const note = await creditNote(id);
    const noteId = note.json().data.invoiceId as number;
    // a payment has already lowered what is due
    await t.database.db.execute(sql`update invoices set due_amount_cents = 500 where id = ${id}`);
    await act(noteId, 'approve');
    expect((await act(noteId, 'commit')).statusCode).toBe(200);
    expect((await rowOf(id)).due_amount_cents).toBe(0);
  });

  it('approves and commits all of a supplier’s invoices, or one consumer’s, and leaves the rest', async () => {
    // made at once, so on PostgreSQL their ids come in any order: the numbers follow the ids
    const acme = (await Promise.all([1, 2, 3].map(() => invoice({ supplierId: SINGAPORE })))).sort(
      (a, b) => a.id - b.id,
    );
    const globex = await invoice({ supplierId: SINGAPORE, companyId: DEMO_COMPANIES.globex });
    const suspended = await invoice({ supplierId: SINGAPORE, status: 'SUSPENDED' });
    const elsewhere = await invoice({ supplierId: HONG_KONG });

    const listed = await list(SINGAPORE, 'PENDING');
    expect(listed.pageSize).toBe(60);
    expect(listed.items.map((i) => i.invoiceId)).toEqual([globex.id, ...acme.map((i) => i.id)].sort((a, b) => b - a));
    expect(
      (await list(SINGAPORE, 'PENDING', `?consumer=${DEMO_COMPANIES.globex}`)).items.map((i) => i.invoiceId),
    ).toEqual([globex.id]);

    const one = await all(SINGAPORE, 'approveAll', { consumer: DEMO_COMPANIES.globex });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ message: '1 invoice approved', data: { moved: 1, invoiceIds: [globex.id] } });
    const rest = await all(SINGAPORE, 'approveAll');
    expect(rest.json()).toMatchObject({ message: '3 invoices approved', data: { moved: 3 } });
    expect((await all(SINGAPORE, 'approveAll')).json().message).toBe('No invoices to be approved');
    expect((await rowOf(suspended.id)).status).toBe('SUSPENDED');
    expect((await rowOf(elsewhere.id)).status).toBe('PENDING');
    expect((await list(SINGAPORE, 'APPROVED')).total).toBe(4);

    const globexCommit = await all(SINGAPORE, 'commitAll', { consumer: DEMO_COMPANIES.globex });
    expect(globexCommit.json()).toMatchObject({ message: '1 invoice committed', data: { invoiceIds: [globex.id] } });
    const committed = await all(SINGAPORE, 'commitAll');
    expect(committed.json()).toMatchObject({ message: '3 invoices committed', data: { moved: 3 } });
    // numbers in id order, after Globex's
    const numbers = await Promise.all([globex, ...acme].map(async (i) => (await rowOf(i.id)).invoice_number));
    expect(numbers).toEqual(['SG-000001', 'SG-000002', 'SG-000003', 'SG-000004']);
    const acmeRow = await rowOf(acme[0]!.id);
    expect(acmeRow.invoice_date).toBe('2026-12-04');
    expect(acmeRow.due_amount_cents).toBe(acme[0]!.total);
    expect((await list(SINGAPORE, 'COMMITTED')).total).toBe(4);
    const audits = await queryRows<{ action: string; n: number }>(
      t.database.db,
      sql`select action, count(*)::int as n from audit_log where entity_type = 'invoice'
           and entity_id = any(${sql.param([globex, ...acme].map((i) => String(i.id)))}::text[])
           group by action order by action`,
    );
    expect(audits).toEqual([
      { action: 'invoice.approve', n: 4 },
      { action: 'invoice.commit', n: 4 },
    ]);
  });

  it('pages a status list 60 at a time, newest first', async () => {
    for (let i = 0; i < 61; i++) await invoice({ supplierId: 1558, status: 'SUSPENDED' });
    const first = await list(1558, 'SUSPENDED');
    expect(first.items).toHaveLength(60);
    expect(first.total).toBe(61);
    const second = await list(1558, 'SUSPENDED', '?page=2');
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.invoiceId).toBeLessThan(first.items[59]!.invoiceId);
    expect(first.items[0]!.companyName).not.toBe('');
  });

  it('takes ids only in their canonical form: any other spelling is a 400, and nothing moves', async () => {
    const { id } = await invoice();
    for (const spelled of [`${id}.0`, `+${id}`, `00${id}`, `${id}e0`]) {
      expect((await act(spelled, 'approve')).statusCode, spelled).toBe(400);
    }
    for (const spelled of [`${AUSTRALIA}.0`, `+${AUSTRALIA}`, `0${AUSTRALIA}`]) {
      const res = await t.call(staff, { method: 'GET', url: `/secure/invoices/supplierId/${spelled}/status/PENDING` });
      expect(res.statusCode, spelled).toBe(400);
    }
    const consumer = `/secure/invoices/supplierId/${AUSTRALIA}/status/PENDING?consumer=${DEMO_COMPANIES.acme}.0`;
    expect((await t.call(staff, { method: 'GET', url: consumer })).statusCode).toBe(400);
    expect((await all(AUSTRALIA, 'approveAll', { consumer: String(DEMO_COMPANIES.acme) })).statusCode).toBe(400);
    expect((await all(AUSTRALIA, 'approveAll', { consumer: DEMO_COMPANIES.acme + 0.5 })).statusCode).toBe(400);
    expect((await rowOf(id)).status).toBe('PENDING');
  });

  it('refuses customers (403), whatever they ask', async () => {
    const { id } = await invoice();
    const asks: [string, string, object?][] = [
      ['GET', `/secure/invoices/supplierId/${AUSTRALIA}/status/PENDING`],
      ['POST', `/secure/invoice/${id}/status`, { action: 'approve' }],
      ['POST', `/secure/invoices/supplierId/${AUSTRALIA}/approveAll`, {}],
      ['POST', `/secure/invoices/supplierId/${AUSTRALIA}/commitAll`, {}],
      ['POST', `/secure/invoice/${id}/creditNote`, {}],
    ];
    for (const [method, url, payload] of asks) {
      const res = await t.call(customer, { method: method as 'GET', url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await rowOf(id)).status).toBe('PENDING');
  });
});
