import { describe, expect, it } from 'vitest';
import {
  creditableGross,
  creditNoteAmounts,
  invoiceNumberText,
  largestCreditNet,
  movedAllMessage,
} from './invoice-workflow.js';

describe('invoice numbers', () => {
  it('writes invoices and credit notes in their own sequences with the supplier’s country code', () => {
    expect(invoiceNumberText('AU', 'INVOICE', 1)).toBe('AU-000001');
    expect(invoiceNumberText('NZ', 'CREDIT_NOTE', 42)).toBe('NZ-CN-000042');
    expect(invoiceNumberText('AU', 'INVOICE', 1_234_567)).toBe('AU-1234567');
  });
});

describe('credit notes', () => {
  it('leave what earlier credit notes have not credited, never below zero', () => {
    expect(creditableGross(55_000, [])).toBe(55_000);
    expect(creditableGross(55_000, [-11_000, -4_400])).toBe(39_600);
    expect(creditableGross(55_000, [-60_000])).toBe(0);
  });

  it('are negative, taxed by the invoice rule', () => {
    expect(creditNoteAmounts(10_000, 1000, 'AUD')).toEqual({ net: -10_000, tax: -1_000, total: -11_000 });
    expect(creditNoteAmounts(5, 1000, 'AUD')).toEqual({ net: -5, tax: -1, total: -6 });
  });

  it('credit at most the largest net whose total fits what is left', () => {
    expect(largestCreditNet(55_000, 1000, 'AUD')).toBe(50_000);
    expect(largestCreditNet(0, 1000, 'AUD')).toBe(0);
    for (const gross of [1, 6, 7, 999, 12_345, 1_000_001]) {
      const net = largestCreditNet(gross, 1500, 'NZD');
      expect(-creditNoteAmounts(net, 1500, 'NZD').total).toBeLessThanOrEqual(gross);
      expect(-creditNoteAmounts(net + 1, 1500, 'NZD').total).toBeGreaterThan(gross);
    }
  });
});

describe('approve all and commit all', () => {
  it('say how many moved', () => {
    expect(movedAllMessage('approve', 0)).toBe('No invoices to be approved');
    expect(movedAllMessage('commit', 1)).toBe('1 invoice committed');
    expect(movedAllMessage('approve', 12)).toBe('12 invoices approved');
  });
});
