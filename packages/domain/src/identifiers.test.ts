import { describe, expect, it } from 'vitest';
import {
  australianIdentifierError,
  billingEmailListError,
  isValidAbn,
  isValidAcn,
  isValidEmail,
  MEXICO_TAX_REGIMES,
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
  // A valid ABN with a digit too many or too few is not an ABN.
  it.each(['51 824 753 556 0', '0 51 824 753 556', '51 824 753 55', ''])('rejects %j (not 11 digits)', (abn) => {
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
  it.each(['004 085 616 0', '0 004 085 616', '00 000 001', ''])('rejects %j (not 9 digits)', (acn) =>
    expect(isValidAcn(acn)).toBe(false),
  );
});

describe('Australian company identifier', () => {
  it("uses the spec's messages", () => {
    expect(australianIdentifierError('51 824 753 556')).toBeNull();
    expect(australianIdentifierError('004 085 616')).toBeNull();
    expect(australianIdentifierError('51 824 753 557')).toBe('Invalid ABN');
    expect(australianIdentifierError('1234')).toBe('Must be 11 digits!');
    expect(australianIdentifierError('004 085 617')).toBe(MESSAGES.invalidAcn);
    expect(australianIdentifierError('51 824 753 556 0')).toBe('Must be 11 digits!');
    expect(australianIdentifierError('0 51 824 753 556')).toBe('Must be 11 digits!');
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
  it('ignores spaces around the RFC but refuses anything else around it', () => {
    expect(mexicoRfcError(' ABC680524P76 ', '601')).toBeNull();
    expect(mexicoRfcError('ABC680524P76ABC680524P76', '601')).toBe(MESSAGES.rfcRequired);
    expect(mexicoRfcError('ABC680524P767', '601')).toBe(MESSAGES.rfcRequired);
    expect(mexicoRfcError('GODE561231GR8GODE561231GR8', '612')).toBe(MESSAGES.rfcRequired);
    expect(mexicoRfcError('GODE561231GR88', '612')).toBe(MESSAGES.rfcRequired);
  });
  it('accepts a person’s RFC on any real date', () => {
    for (const date of ['560101', '561015', '561129', '560229', '561231'])
      expect(mexicoRfcError(`GODE${date}GR8`, '612'), date).toBeNull();
    for (const date of ['560015', '561301', '560230', '561100', '561132'])
      expect(mexicoRfcError(`GODE${date}GR8`, '612'), date).toBe(MESSAGES.rfcRequired);
  });
  it('refuses days and months that do not exist', () => {
    for (const date of ['680500', '680532', '680599', '681000', '680230', '690229', '680431', '680001', '681301'])
      expect(mexicoRfcError(`ABC${date}P76`, '601'), date).toBe(
        'A valid RFC is required (12 characters for a company, 13 for a person)',
      );
    for (const date of ['680229', '680131', '680430', '681231', '000229', '680105', '681009'])
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
  it('flags several spaces between addresses as a separator too', () => {
    expect(billingEmailListError('a@b.co   c@d.co')).toBe(MESSAGES.billingEmailSeparator);
  });
  it('names an invalid address, and an empty one between two commas', () => {
    expect(billingEmailListError('a@b.co, nope')).toBe('Invalid email address: nope');
    expect(billingEmailListError('a@b.co,,c@d.co')).toBe('Invalid email address: (empty)');
    expect(billingEmailListError('')).toBe(MESSAGES.billingEmailRequired);
    expect(billingEmailListError('   ')).toBe(MESSAGES.billingEmailRequired);
  });
});

describe('e-mail address', () => {
  it('accepts an address with spaces around it', () => {
    expect(isValidEmail(' ap@acme.example ')).toBe(true);
    expect(isValidEmail('ap@acme')).toBe(false);
    expect(isValidEmail('ap acme@example.com')).toBe(false);
  });
});

describe('Mexican tax regimes', () => {
  // The SAT's c_RegimenFiscal catalogue: the code, its official name, and who may use it.
  it('offers the SAT regimes by their official names, each to the taxpayers it is for', () => {
    expect(MEXICO_TAX_REGIMES).toEqual([
      { code: '601', name: 'General de Ley Personas Morales', types: ['PERSONA_MORAL'] },
      { code: '603', name: 'Personas Morales con Fines no Lucrativos', types: ['PERSONA_MORAL'] },
      { code: '605', name: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', types: ['PERSONA_FISICA'] },
      { code: '606', name: 'Arrendamiento', types: ['PERSONA_FISICA'] },
      {
        code: '612',
        name: 'Personas Físicas con Actividades Empresariales y Profesionales',
        types: ['PERSONA_FISICA'],
      },
      { code: '620', name: 'Sociedades Cooperativas de Producción', types: ['PERSONA_MORAL'] },
      { code: '623', name: 'Opcional para Grupos de Sociedades', types: ['PERSONA_MORAL'] },
      { code: '624', name: 'Coordinados', types: ['PERSONA_MORAL'] },
      { code: '626', name: 'Régimen Simplificado de Confianza', types: ['PERSONA_MORAL', 'PERSONA_FISICA'] },
    ]);
  });
});
