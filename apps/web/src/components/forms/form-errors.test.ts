import { MESSAGES } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { splitMandatory, zodFieldErrors } from './form-errors';

const schema = z.object({
  name: z.string().min(1, MESSAGES.mandatoryFields),
  address: z.object({ city: z.string().min(2, 'City is too short'), postcode: z.string().regex(/^\d+$/, 'Digits') }),
});

describe('zodFieldErrors', () => {
  it('keys the first message of each field by its path', () => {
    expect(zodFieldErrors(schema, { name: '', address: { city: 'x', postcode: 'ab' } })).toEqual({
      name: MESSAGES.mandatoryFields,
      'address.city': 'City is too short',
      'address.postcode': 'Digits',
    });
  });

  it('names the fields as the form does: a prefix, or a mapping', () => {
    const values = { name: 'A', address: { city: 'x', postcode: '1' } };
    expect(zodFieldErrors(schema, values, 'company.')).toEqual({ 'company.address.city': 'City is too short' });
    expect(zodFieldErrors(schema, values, { field: (path) => path.replace('address.', '') })).toEqual({
      city: 'City is too short',
    });
  });

  it('answers nothing for valid values', () => {
    expect(zodFieldErrors(schema, { name: 'A', address: { city: 'Perth', postcode: '6000' } })).toEqual({});
  });
});

describe('splitMandatory', () => {
  it('turns the mandatory-fields message into one form message and a short Required per field', () => {
    expect(splitMandatory({ name: MESSAGES.mandatoryFields, city: 'City is too short' })).toEqual({
      fieldErrors: { name: 'Required', city: 'City is too short' },
      missingMandatory: true,
    });
  });
});
