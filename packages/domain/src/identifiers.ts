import { MESSAGES } from './messages.js';

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** Australian Business Number: 11 digits; subtract 1 from the first, weight, and the sum must divide by 89. */
export function isValidAbn(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = weights.reduce((acc, w, i) => acc + w * (Number(digits[i]) - (i === 0 ? 1 : 0)), 0);
  return sum % 89 === 0;
}

/** Australian Company Number: 9 digits; weights 8..1 on the first eight, and the ninth is the complement of the sum mod 10. */
export function isValidAcn(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = [8, 7, 6, 5, 4, 3, 2, 1].reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[8]);
}

/** The Australian market's company identifier: a 9-digit ACN or an 11-digit ABN. Null when valid. */
export function australianIdentifierError(value: string): string | null {
  const digits = digitsOf(value);
  if (/^\d{9}$/.test(digits)) return isValidAcn(digits) ? null : MESSAGES.invalidAcn;
  if (!/^\d{11}$/.test(digits)) return MESSAGES.mustBe11Digits;
  return isValidAbn(digits) ? null : MESSAGES.invalidAbn;
}

export const MEXICO_COMPANY_TYPES = ['PERSONA_MORAL', 'PERSONA_FISICA'] as const;
export type MexicoCompanyType = (typeof MEXICO_COMPANY_TYPES)[number];

/** SAT tax regimes and the kind of taxpayer each is for (a regime open to both appears with both). */
export const MEXICO_TAX_REGIMES: { code: string; name: string; types: MexicoCompanyType[] }[] = [
  { code: '601', name: 'General de Ley Personas Morales', types: ['PERSONA_MORAL'] },
  { code: '603', name: 'Personas Morales con Fines no Lucrativos', types: ['PERSONA_MORAL'] },
  { code: '605', name: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', types: ['PERSONA_FISICA'] },
  { code: '606', name: 'Arrendamiento', types: ['PERSONA_FISICA'] },
  { code: '612', name: 'Personas Físicas con Actividades Empresariales y Profesionales', types: ['PERSONA_FISICA'] },
  { code: '620', name: 'Sociedades Cooperativas de Producción', types: ['PERSONA_MORAL'] },
  { code: '623', name: 'Opcional para Grupos de Sociedades', types: ['PERSONA_MORAL'] },
  { code: '624', name: 'Coordinados', types: ['PERSONA_MORAL'] },
  { code: '626', name: 'Régimen Simplificado de Confianza', types: ['PERSONA_MORAL', 'PERSONA_FISICA'] },
];

/** SAT CFDI uses (satPurposeMexico) offered for invoices. */
export const MEXICO_SAT_PURPOSES = [
  { code: 'G01', name: 'Adquisición de mercancías' },
  { code: 'G03', name: 'Gastos en general' },
  { code: 'I04', name: 'Equipo de cómputo y accesorios' },
  { code: 'S01', name: 'Sin efectos fiscales' },
  { code: 'CP01', name: 'Pagos' },
] as const;

/**
 * RFC: a company (persona moral) has 3 letters, a YYMMDD date and a 3-character check (12 characters); a person
 * (persona física) has 4 letters (13 characters). The regime decides which is expected.
 */
const RFC_PATTERNS: Record<MexicoCompanyType, RegExp> = {
  PERSONA_MORAL: /^[A-ZÑ&]{3}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z\d]{3}$/,
  PERSONA_FISICA: /^[A-ZÑ&]{4}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z\d]{3}$/,
};

export function mexicoRfcError(rfc: string | null | undefined, regimeCode: string | null | undefined): string | null {
  const value = (rfc ?? '').trim();
  const regime = MEXICO_TAX_REGIMES.find((r) => r.code === regimeCode);
  const types = regime?.types ?? MEXICO_COMPANY_TYPES;
  const fits = types.some((type) => RFC_PATTERNS[type].test(value) && isRealRfcDate(value, type));
  return fits ? null : MESSAGES.rfcRequired;
}

/** The RFC's YYMMDD is a date that exists: no 30 February, no 31 April (years 00–99 read as 2000–2099 for leap). */
function isRealRfcDate(rfc: string, type: MexicoCompanyType): boolean {
  const start = type === 'PERSONA_MORAL' ? 3 : 4;
  const yy = Number(rfc.slice(start, start + 2));
  const mm = Number(rfc.slice(start + 2, start + 4));
  const dd = Number(rfc.slice(start + 4, start + 6));
  const daysInMonth = new Date(Date.UTC(2000 + yy, mm, 0)).getUTCDate();
  return dd >= 1 && dd <= daysInMonth;
}

const EMAIL = /^[^\s@,;:]+@[^\s@,;:]+\.[^\s@,;:]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * Billing contact e-mails: a comma-separated list, each a valid address. A colon, semicolon or space used to
 * separate addresses gets its own message, since that is the usual mistake.
 */
export function billingEmailListError(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return MESSAGES.billingEmailRequired;
  const parts = trimmed.split(',').map((p) => p.trim());
  for (const part of parts) {
    if (isValidEmail(part)) continue;
    if (/[;:]/.test(part) || /\S\s+\S/.test(part)) return MESSAGES.billingEmailSeparator;
    return `${MESSAGES.billingEmailInvalid} ${part || '(empty)'}`;
  }
  return null;
}

export function splitEmailList(value: string): string[] {
  return value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}
