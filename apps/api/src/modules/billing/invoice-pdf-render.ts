import type { Invoice } from '@portico/contract';
import { formatDay, formatMinor } from '@portico/domain';
import PDFDocument from 'pdfkit';

/** Whom an invoice is from and to, as its PDF prints them (decision 0087). */
export interface InvoiceParties {
  supplier: { legalName: string; taxLabel: string; taxNumber: string | null; email: string | null; market: string };
  customer: {
    legalName: string;
    address: string[];
    taxNumber: string | null;
    billingContact: string | null;
  };
  /** a credit note's invoice, by its number */
  creditedInvoiceNumber: string | null;
}

const LEFT = 50;
const money = (amount: number, currency: string) => formatMinor(amount, currency);

/**
 * The invoice as a PDF (A4, the PDF standard fonts only: nothing is downloaded or read from disk beyond pdfkit's
 * own metrics). Dated by its commit (not by the clock), so the same invoice renders the same document.
 */
export function renderInvoicePdf(invoice: Invoice, parties: InvoiceParties, createdAt?: Date): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: title(invoice), CreationDate: createdAt } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { supplier, customer } = parties;
  doc.font('Helvetica-Bold').fontSize(18).text(title(invoice));
  if (invoice.kind === 'CREDIT_NOTE')
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Credits invoice ${parties.creditedInvoiceNumber ?? invoice.creditedInvoiceId}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(10).text(supplier.legalName);
  doc.font('Helvetica').text(`${supplier.taxLabel}: ${supplier.taxNumber ?? '—'}`);
  doc.text(supplier.market);
  if (supplier.email) doc.text(supplier.email);
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Bill to');
  doc.font('Helvetica').text(customer.legalName);
  for (const line of customer.address) doc.text(line);
  if (customer.taxNumber) doc.text(`Tax number: ${customer.taxNumber}`);
  if (customer.billingContact) doc.text(`Attention: ${customer.billingContact}`);
  doc.moveDown();

  doc.text(`Invoice number: ${invoice.invoiceNumber ?? 'not committed'}`);
  doc.text(`Invoice date: ${formatDay(invoice.invoiceDate)}`);
  doc.text(`Due date: ${formatDay(invoice.dueDate)}`);
  doc.text(`Period: ${formatDay(invoice.periodStart)} to ${formatDay(invoice.periodEnd)}`);
  doc.moveDown();

  row(doc, ['Description', 'Days', `Amount (${invoice.currency})`], true);
  for (const line of invoice.lineItems)
    row(doc, [line.description, line.days === null ? '' : String(line.days), money(line.amount, line.currency)]);
  doc.moveDown();

  total(doc, `Net (${invoice.taxWording})`, money(invoice.net, invoice.currency));
  total(doc, 'Tax', money(invoice.tax, invoice.currency));
  total(doc, 'Total', money(invoice.total, invoice.currency), true);
  total(doc, 'Due amount', money(invoice.dueAmount, invoice.currency), true);
  doc.end();
  return done;
}

function title(invoice: Invoice): string {
  const what = invoice.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Tax invoice';
  return invoice.invoiceNumber ? `${what} ${invoice.invoiceNumber}` : what;
}

const COLUMNS = [
  { x: LEFT, width: 330, align: 'left' },
  { x: 390, width: 50, align: 'right' },
  { x: 445, width: 100, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  const y = doc.y;
  let bottom = y;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i]!;
    doc.text(cell, column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = LEFT;
  doc.y = bottom + 2;
}

function total(doc: PDFKit.PDFDocument, label: string, amount: string, bold = false): void {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  const y = doc.y;
  doc.text(label, 300, y, { width: 140, align: 'right' });
  doc.text(amount, 445, y, { width: 100, align: 'right' });
  doc.x = LEFT;
}
