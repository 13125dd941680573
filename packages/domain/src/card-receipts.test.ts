import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  directDebitCharge,
  directDebitRefusal,
  isCardAmount,
  isCardReceiptHeader,
  isPortalReturnUrl,
  paymentResultMessage,
  portalReturnUrl,
  readCardReceiptRow,
  RECEIPT_ROW_REASONS,
} from './card-receipts.js';

describe('the receipt CSV header (§5)', () => {
  it('takes exactly the five names, in order, spaces after commas allowed', () => {
    expect(
      isCardReceiptHeader(['Company', 'Company Id', 'Current Balance', 'Amount to Charge', 'Payment Description']),
    ).toBe(true);
    expect(
      isCardReceiptHeader(['Company', ' Company Id', ' Current Balance', ' Amount to Charge', ' Payment Description']),
    ).toBe(true);
  });
  it.each([
    [['Company', 'Company ID', 'Current Balance', 'Amount to Charge', 'Payment Description']],
    [['Company Id', 'Company', 'Current Balance', 'Amount to Charge', 'Payment Description']],
    [['Company', 'Company Id', 'Current Balance', 'Amount to Charge']],
    [['Company', 'Company Id', 'Current Balance', 'Amount to Charge', 'Payment Description', 'Extra']],
    [[]],
  ])('refuses %j', (cells) => expect(isCardReceiptHeader(cells)).toBe(false));
});

describe('a receipt row', () => {
  const row = (amount: string, id = '42') => readCardReceiptRow(['Acme', id, '10.00', amount, 'Nov'], 7);
  it.each([
    ['1', 100],
    ['1.5', 150],
    ['1,234.56', 123_456],
    ['21,474,836.47', 2_147_483_647],
  ])('charges %s as %d cents', (amount, cents) =>
    expect(row(amount)).toMatchObject({ line: 7, companyId: 42, amountCents: cents }),
  );
  it.each([
    ['21474836.48', RECEIPT_ROW_REASONS.amount],
    ['1.234', RECEIPT_ROW_REASONS.amount],
    ['-5', RECEIPT_ROW_REASONS.amount],
    ['1e3', RECEIPT_ROW_REASONS.amount],
    ['abc', RECEIPT_ROW_REASONS.amount],
    ['', RECEIPT_ROW_REASONS.amount],
    ['12,34', RECEIPT_ROW_REASONS.amount],
    ['0.00', RECEIPT_ROW_REASONS.zero],
  ])('omits %j', (amount, reason) => expect(row(amount)).toEqual({ line: 7, reason }));
  it('omits a row with a bad company id or the wrong number of cells', () => {
    expect(row('1', 'x')).toEqual({ line: 7, reason: RECEIPT_ROW_REASONS.companyId });
    expect(readCardReceiptRow(['Acme', '42'], 3)).toEqual({ line: 3, reason: RECEIPT_ROW_REASONS.columns });
  });
});

describe('card amounts and results', () => {
  it('takes 1 to 2147483647 cents', () => {
    expect(isCardAmount(1)).toBe(true);
    expect(isCardAmount(2_147_483_647)).toBe(true);
    expect(isCardAmount(2_147_483_648)).toBe(false);
    expect(isCardAmount(0)).toBe(false);
    expect(isCardAmount(1.5)).toBe(false);
  });
  it('words a failed payment as §8 does', () => {
    expect(paymentResultMessage('DECLINED', 'Do Not Honour')).toBe('Payment failed: Do Not Honour');
    expect(paymentResultMessage('APPROVED', null)).toBe(CARD_MESSAGES.paymentProcessed);
  });
});

describe('the return address (no open redirect)', () => {
  const portal = 'https://portal.example.com';
  it.each([
    ['https://portal.example.com/#/customerCreditCardPaymentResult', true],
    ['https://portal.example.com.evil.com/', false],
    ['https://evil.com/?https://portal.example.com', false],
    ['//evil.com/', false],
    ['javascript:alert(1)', false],
    ['https://user@portal.example.com/', false],
    ['http://portal.example.com/', false],
  ])('%s → %s', (url, ok) => expect(isPortalReturnUrl(url, portal)).toBe(ok));
});

describe('a return path', () => {
  it.each([
    ['/#/customerCreditCardPaymentResult', 'https://portal.example.com/#/customerCreditCardPaymentResult'],
    ['//evil.com/', null],
    ['/\\evil.com/', null],
    ['evil.com', null],
  ])('%s → %s', (url, absolute) => expect(portalReturnUrl(url, 'https://portal.example.com')).toBe(absolute));
});

describe('direct debit', () => {
  it('takes a day 1..28 and a card amount maximum', () => {
    expect(directDebitRefusal({ dayOfMonth: 0, maxAmountCents: null })).toBe(CARD_MESSAGES.mandateDay);
    expect(directDebitRefusal({ dayOfMonth: 29, maxAmountCents: null })).toBe(CARD_MESSAGES.mandateDay);
    expect(directDebitRefusal({ dayOfMonth: 28, maxAmountCents: 0 })).toBe(CARD_MESSAGES.invalidAmount);
    expect(directDebitRefusal({ dayOfMonth: 1, maxAmountCents: 100 })).toBeNull();
  });
  it('charges the balance capped at the maximum', () => {
    expect(directDebitCharge(500, null)).toBe(500);
    expect(directDebitCharge(500, 200)).toBe(200);
    expect(directDebitCharge(-5, 200)).toBe(0);
  });
});
