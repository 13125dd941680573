import { describe, expect, it } from 'vitest';
import {
  australianIdentifierError,
  billingEmailListError,
  isValidAbn,
  isValidAcn,
  mexicoRfcError,
  splitEmailList,
} from './identifiers.js';
import { MESSAGES } from './messages.js';

describe('ABN', () => {
  // The ATO's published example, and ABNs of listed companies.
  it.each(['51 824 753 556', '53004085616', '33 051 775 556', '49 004 028 077'])('accepts %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });
  it.each(['51 824 753 557', '12345678901', '00000000000'])('rejects %s', (abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });
});

describe('ACN', () => {
  // ASIC's published examples.
  it.each(['000 000 019', '000 250 000', '000 500 005', '010 499 966', '004 085 616', '005 499 981', '010 749 961'])(
    'accepts %s',
    (acn) => expect(isValidAcn(acn)).toBe(true),
  );
  it.each(['000 000 018', '123456789'])('rejects %s', (acn) => expect(isValidAcn(acn)).toBe(false));
});

describe('Australian company identifier', () => {
  it("uses the spec's messages", () => {
    expect(australianIdentifierError('51 824 753 556')).toBeNull();
    expect(australianIdentifierError('004 085 616')).toBeNull();
    expect(australianIdentifierError('51 824 753 557')).toBe('Invalid ABN');
    expect(australianIdentifierError('1234')).toBe('Must be 11 digits!');
    expect(australianIdentifierError('004 085 617')).toBe(MESSAGES.invalidAcn);
  });
});

describe('Mexican RFC', () => {
  it('takes 12 characters for a company regime and 13 for a person', () => {
    expect(mexicoRfcError('ABC680524P76', '601')).toBeNull();
    expect(mexicoRfcError('GODE561231GR8', '612')).toBeNull();
    expect(mexicoRfcError('GODE561231GR8', '601')).toBe(MESSAGES.rfcRequired);
    expect(mexicoRfcError('ABC680524P76', '612')).toBe(MESSAGES.rfcRequired);
    expect(mexicoRfcError('ABC680524P76', '626')).toBeNull();
    expect(mexicoRfcError('GODE561231GR8', '626')).toBeNull();
  });
  it('requires capitals, a real date and a value', () => {
    expect(mexicoRfcError('abc680524p76', '601')).toBe(MESSAGES.rfcRequired);
    expect(mexicoRfcError('ABC681324P76', '601')).toBe(MESSAGES.rfcRequired);
    expect(mexicoRfcError('', '601')).toBe(MESSAGES.rfcRequired);
    expect(mexicoRfcError(null, null)).toBe(MESSAGES.rfcRequired);
  });
  it('refuses days and months that do not exist', () => {
    for (const date of ['680500', '680532', '680599', '681000', '680230', '690229', '680431', '680001', '681301'])
      expect(mexicoRfcError(`ABC${date}P76`, '601'), date).toBe(
        'A valid RFC is required (12 characters for a company, 13 for a person)',
      );
    for (const date of ['680229', '680131', '680430', '681231', '000229'])
      expect(mexicoRfcError(`ABC${date}P76`, '601'), date).toBeNull();
    expect(mexicoRfcError('GODE560231GR8', '612')).toBe(
      'A valid RFC is required (12 characters for a company, 13 for a person)',
    );
  });
});

describe('billing contact e-mail list', () => {
  it('accepts one or more comma-separated addresses', () => {
    expect(billingEmailListError('ap@acme.example')).toBeNull();
    expect(billingEmailListError('ap@acme.example, cfo@acme.example,x@y.io')).toBeNull();
    expect(splitEmailList('a@b.co, c@d.co,')).toEqual(['a@b.co', 'c@d.co']);
  });
  it('flags colon, semicolon or space separators on their own', () => {
    for (const v of ['a@b.co; c@d.co', 'a@b.co:c@d.co', 'a@b.co c@d.co']) {
      expect(billingEmailListError(v)).toBe(MESSAGES.billingEmailSeparator);
    }
  });
  it('names an invalid address', () => {
    expect(billingEmailListError('a@b.co, nope')).toBe('Invalid email address: nope');
    expect(billingEmailListError('')).toBe(MESSAGES.billingEmailRequired);
  });
});
