import {
  defaultInvoiceSearchWindow,
  formatMinor,
  INVOICE_SEARCH_MESSAGES,
  invoiceTaxWording,
  startOfLocalDay,
} from '@portico/domain';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_COMPANIES } from '../src/modules/seed.js';
import { createTestApp, type TestApp } from './harness.js';
import { anInvoice } from './invoices.js';

const SYDNEY = 'Australia/Sydney';
const AUSTRALIA = 808;
const NEW_ZEALAND = 855;
const { acme, globex } = DEMO_COMPANIES;
/** A day's first instant in Sydney, as the search's dates are (epoch ms). */
const day = (isoDay: string) => startOfLocalDay(isoDay, SYDNEY);
const endOf = (isoDay: string) => day(isoDay) + 86_400_000 - 1;

/**
 * Customers' invoices (decision 0087): the search by invoice date with the spec's messages, one invoice and its PDF
 * — committed ones of the caller's own company only — the exports, and staff's notify-all, once per invoice.
 */
describe("customers' invoices", () => {
  let t: TestApp;
  let staff: string;
  let finance: string;
  let viewer: string;
  let agent: string;
  const ids: Record<string, number> = {};
  let seq = 1;

  const committed = (companyId: number, invoiceDate: string, extra: Parameters<typeof anInvoice>[1] = { companyId }) =>
    anInvoice(t.database.db, {
      ...extra,
      companyId,
      status: 'COMMITTED',
      invoiceNumber: `AU-${String(seq).padStart(6, '0')}`,
      numberSeq: seq++,
      invoiceDate,
      dueDate: invoiceDate,
    });
  const search = (token: string, companyId: number, query: Record<string, string>) =>
    t.call(token, { method: 'GET', url: `/secure/invoices/company/${companyId}`, query });
  const numbersOf = async (token: string, companyId: number, query: Record<string, string>) => {
    const res = await search(token, companyId, query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as { invoiceNumber: string }[]).map((i) => i.invoiceNumber);
  };
  const november = { from: String(day('2026-11-01')), to: String(endOf('2026-11-30')) };

  beforeAll(async () => {
    t = await createTestApp();
    // this file numbers and dates its own invoices: the demo's year of them is set aside
    for (const table of [
      'payment_allocations',
      'payment_requests',
      'payment_transactions',
      'billed_periods',
      'billed_events',
      'invoice_lines',
      'invoices',
      'invoice_numbers',
    ])
      await t.database.db.execute(sql.raw(`delete from ${table}`));
    staff = await t.login('staff.admin');
    finance = await t.login('acme.finance');
    viewer = await t.login('acme.viewer');
    agent = await t.login('agent');
    // Acme's supply in Australia: whom its invoices name and mail
    await t.database.db.execute(sql`
      insert into supplies (company_id, supplier_id, company_legal_name, company_legal_identifier, billing_contact_name,
        billing_contact_email, address1, city, state, postcode, country, tax_number, tax_rate_bp, currency,
        attach_invoice_to_email, notify_zero_invoice)
      values (${acme}, ${AUSTRALIA}, 'Acme Networks Pty Ltd', '12 345 678 901', 'Fiona Finance',
        'billing@acme.example', '1 George St', 'Sydney', 'NSW', '2000', 'AU', 'ABN 12 345 678 901', 1000, 'AUD',
        true, false)`);
    ids.nov = (
      await committed(acme, '2026-11-05', {
        companyId: acme,
        lines: [
          { amount: 50_000, description: 'Port Sydney 10G', billableId: 4242 },
          { amount: 2_500, description: 'Set-up', chargeType: 'SETUP' },
        ],
      })
    ).id;
    ids.oct = (await committed(acme, '2026-10-15')).id;
    await t.database.db.execute(sql`update invoices set due_amount_cents = 0 where id = ${ids.oct}`);
    ids.old = (await committed(acme, '2025-06-01')).id;
    ids.pending = (await anInvoice(t.database.db, { companyId: acme })).id;
    ids.globex = (await committed(globex, '2026-11-06')).id;
  });
  afterAll(() => t.close());

  describe('the search', () => {
    it.each([
      [{}, INVOICE_SEARCH_MESSAGES.bothEmpty],
      [{ to: '1764000000000' }, INVOICE_SEARCH_MESSAGES.fromEmpty],
      [{ from: '1764000000000' }, INVOICE_SEARCH_MESSAGES.toEmpty],
      [{ from: '1764000000001', to: '1764000000000' }, INVOICE_SEARCH_MESSAGES.invalidDates],
    ])('refuses %j with the spec’s words', async (query, message) => {
      const res = await search(finance, acme, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('finds committed invoices by invoice date, newest first; never a draft or another company’s', async () => {
      expect(await numbersOf(finance, acme, { from: String(day('2026-01-01')), to: november.to })).toEqual([
        'AU-000001',
        'AU-000002',
      ]);
      expect(await numbersOf(finance, acme, november)).toEqual(['AU-000001']);
    });

    it('keeps unpaid invoices only (a due amount above zero) when asked', async () => {
      const window = { from: String(day('2026-01-01')), to: november.to };
      expect(await numbersOf(finance, acme, { ...window, unpaidOnly: 'true' })).toEqual(['AU-000001']);
      expect(await numbersOf(finance, acme, { ...window, unpaidOnly: 'false' })).toHaveLength(2);
    });

    it('opens 365 days back to tomorrow (the domain’s window): an invoice dated tomorrow is found, 366 days back not', async () => {
      const now = Date.parse('2026-11-28T01:00:00Z');
      const window = defaultInvoiceSearchWindow(now, SYDNEY);
      expect(window.fromDay).toBe('2025-11-28');
      expect(window.toDay).toBe('2026-11-29');
      const tomorrow = await committed(acme, '2026-11-29');
      const first = await committed(acme, '2025-11-28');
      const before = await committed(acme, '2025-11-27');
      const found = await numbersOf(finance, acme, { from: String(window.from), to: String(window.to) });
      const numberOf = async (id: number) =>
        (
          await queryRows<{ n: string }>(t.database.db, sql`select invoice_number as n from invoices where id = ${id}`)
        )[0]!.n;
      expect(found[0]).toBe(await numberOf(tomorrow.id));
      expect(found.at(-1)).toBe(await numberOf(first.id));
      expect(found).not.toContain(await numberOf(before.id));
      await t.database.db.execute(sql`delete from invoices where id in (${tomorrow.id}, ${first.id}, ${before.id})`);
    });

    it('pages on the server', async () => {
      const res = await search(finance, acme, { from: '0', to: november.to, pageSize: '1', page: '2' });
      expect(res.json().data).toMatchObject({ page: 2, pageSize: 1, total: 3 });
      expect(res.json().data.items[0].invoiceNumber).toBe('AU-000002');
    });

    it("refuses another company's list, and a person without financials; staff see any company's", async () => {
      expect((await search(finance, globex, november)).statusCode).toBe(403);
      expect((await search(viewer, acme, november)).statusCode).toBe(403);
      expect((await search(agent, acme, november)).statusCode).toBe(403);
      expect(await numbersOf(staff, globex, november)).toEqual(['AU-000004']);
    });

    it('exports the invoices and their lines as CSV', async () => {
      const res = await search(finance, acme, { ...november, format: 'csv' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/csv/);
      const [header, ...rows] = res.body.trim().split(/\r?\n/);
      expect(header).toBe(
        'invoiceId,invoiceNumber,kind,status,companyId,companyName,supplierId,invoiceDate,dueDate,periodStart,' +
          'periodEnd,currency,taxWording,net,tax,total,dueAmount,creditedInvoiceId',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(`${ids.nov},AU-000001,INVOICE,COMMITTED,${acme},`);
      expect(rows[0]).toContain(',2026-11-05,2026-11-05,2026-11-01,2026-11-30,AUD,ex-GST,52500,5250,57750,57750,');

      const lines = await t.call(finance, {
        method: 'GET',
        url: `/secure/invoices/company/${acme}/lines`,
        query: { ...november, format: 'csv' },
      });
      const [lineHeader, ...lineRows] = lines.body.trim().split(/\r?\n/);
      expect(lineHeader).toBe(
        'invoiceId,invoiceNumber,invoiceDate,lineItemId,billableId,serviceId,chargeType,description,firstDay,lastDay,days,amount,currency',
      );
      expect(lineRows).toHaveLength(2);
      expect(lineRows[0]).toMatch(
        new RegExp(`^${ids.nov},AU-000001,2026-11-05,\\d+,4242,,MONTHLY,Port Sydney 10G,,,,50000,AUD$`),
      );
      expect(
        (
          await t.call(finance, {
            method: 'GET',
            url: `/secure/invoices/company/${globex}/lines`,
            query: { ...november, format: 'csv' },
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('one invoice and its PDF', () => {
    const read = (token: string, id: number, pdf = false) =>
      t.call(token, { method: 'GET', url: `/secure/invoice/${id}${pdf ? '/pdf' : ''}` });

    it('gives a committed invoice of the own company with its lines', async () => {
      const res = await read(finance, ids.nov!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        invoiceId: ids.nov,
        invoiceNumber: 'AU-000001',
        status: 'COMMITTED',
        companyName: 'Acme Networks',
        taxWording: invoiceTaxWording('AUD', AUSTRALIA),
        total: 57_750,
      });
      expect(res.json().data.lineItems).toHaveLength(2);
    });

    it("answers 404 for another company's invoice, the own company's draft and no such invoice, PDF alike", async () => {
      for (const pdf of [false, true]) {
        expect((await read(finance, ids.globex!, pdf)).statusCode).toBe(404);
        expect((await read(finance, ids.pending!, pdf)).statusCode).toBe(404);
        expect((await read(finance, 99_999_999, pdf)).statusCode).toBe(404);
        expect((await read(agent, ids.nov!, pdf)).statusCode).toBe(404);
      }
      // the own company's person without financials is refused, as everywhere
      expect((await read(viewer, ids.nov!)).statusCode).toBe(403);
      // staff read any, a draft too
      expect((await read(staff, ids.pending!)).statusCode).toBe(200);
      expect((await read(staff, ids.globex!, true)).statusCode).toBe(200);
    });

    it('renders the PDF: number, dates, customer, supplier and its tax number, lines, tax wording, total', async () => {
      const res = await read(finance, ids.nov!, true);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-AU-000001.pdf"');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
      for (const expected of [
        'Tax invoice AU-000001',
        'Acme Networks Pty Ltd',
        '1 George St',
        'ABN 12 345 678 901',
        'Fiona Finance',
        'Portico Australia',
        'ABN: 51 824 753 556',
        'Invoice date: 05-11-26',
        'Period: 01-11-26 to 30-11-26',
        'Port Sydney 10G',
        'ex-GST',
        formatMinor(57_750, 'AUD'),
      ])
        expect(text).toContain(expected);
    });

    it('names a credit note and the invoice it credits', async () => {
      const note = await committed(acme, '2026-11-10');
      await t.database.db.execute(
        sql`update invoices set kind = 'CREDIT_NOTE', invoice_number = 'AU-CN-000001', credited_invoice_id = ${ids.nov}
             where id = ${note.id}`,
      );
      const res = await read(finance, note.id, true);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
      expect(text).toContain('Credit note AU-CN-000001');
      expect(text).toContain('Credits invoice AU-000001');
      await t.database.db.execute(sql`delete from invoices where id = ${note.id}`);
    });
  });

  describe('notify all', () => {
    const notify = (token: string, supplierId = AUSTRALIA) =>
      t.call(token, { method: 'POST', url: `/secure/invoices/supplierId/${supplierId}/notify` });
    const mailsTo = async (to: string) => {
      const res = await t.call(staff, { method: 'GET', url: '/simulator/mail/messages', query: { to } });
      return res.json().data as {
        subject: string;
        attachments: { filename: string; contentType: string; size: number }[];
      }[];
    };
    const notified = async (id: number) =>
      (
        await queryRows<{ at: Date | null }>(
          t.database.db,
          sql`select notified_at as at from invoices where id = ${id}`,
        )
      )[0]!.at;

    it('is staff’s (financials)', async () => {
      expect((await notify(finance)).statusCode).toBe(403);
    });

    it('queues one mail per committed invoice with the PDF attached, once: a second call queues none', async () => {
      const zero = await committed(acme, '2026-11-20', { companyId: acme, lines: [{ amount: 0 }] });
      const res = await notify(staff);
      expect(res.statusCode, res.body).toBe(200);
      // Acme's three committed Australian invoices with an amount; Globex has no supply (no one to mail), the
      // draft is not committed, the zero invoice waits for notifyZeroInvoice
      expect(res.json().data).toEqual({ queued: 3 });
      expect(await notified(ids.nov!)).not.toBeNull();
      expect(await notified(ids.pending!)).toBeNull();
      expect(await notified(zero.id)).toBeNull();
      expect(await notified(ids.globex!)).toBeNull();
      expect((await notify(staff)).json().data).toEqual({ queued: 0 });

      await t.waitForMail(staff, 'billing@acme.example');
      for (let i = 0; i < 40 && (await mailsTo('billing@acme.example')).length < 3; i++)
        await new Promise((r) => setTimeout(r, 250));
      const mails = await mailsTo('billing@acme.example');
      expect(mails).toHaveLength(3);
      const nov = mails.find((m) => m.subject === 'Invoice AU-000001 from Portico Australia');
      expect(nov?.attachments).toEqual([
        { filename: 'invoice-AU-000001.pdf', contentType: 'application/pdf', size: expect.any(Number) },
      ]);
      expect(nov!.attachments[0]!.size).toBeGreaterThan(1000);

      // with notifyZeroInvoice and no attachment: the zero invoice is mailed, bare
      await t.database.db.execute(sql`update supplies set notify_zero_invoice = true, attach_invoice_to_email = false
                                       where company_id = ${acme} and supplier_id = ${AUSTRALIA}`);
      expect((await notify(staff)).json().data).toEqual({ queued: 1 });
      for (let i = 0; i < 40 && (await mailsTo('billing@acme.example')).length < 4; i++)
        await new Promise((r) => setTimeout(r, 250));
      const [newest] = await mailsTo('billing@acme.example');
      expect(newest?.subject).toMatch(/^Invoice AU-\d+ from Portico Australia$/);
      expect(newest?.attachments).toEqual([]);
      expect((await notify(staff, NEW_ZEALAND)).json().data).toEqual({ queued: 0 });
    });
  });
});
