import { MESSAGES } from '@portico/domain';
import type { z } from 'zod';

/**
 * Field errors for a Mantine form from a contract schema — the same schema the server validates with: the first
 * message per field, keyed by its path (`a.b`), with `prefix` in front or `field` mapping a path to the form's name.
 */
export function zodFieldErrors(
  schema: z.ZodType,
  values: unknown,
  options: string | { prefix?: string; field?: (path: string) => string } = '',
): Record<string, string> {
  const { prefix = '', field = (path: string) => path } = typeof options === 'string' ? { prefix: options } : options;
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = prefix + field(issue.path.map(String).join('.'));
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The spec shows one mandatory-fields message for the form; each empty field just says it is required. */
export function splitMandatory(errors: Record<string, string>): {
  fieldErrors: Record<string, string>;
  missingMandatory: boolean;
} {
  let missingMandatory = false;
  const fieldErrors: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (message === MESSAGES.mandatoryFields) {
      missingMandatory = true;
      fieldErrors[key] = 'Required';
    } else fieldErrors[key] = message;
  }
  return { fieldErrors, missingMandatory };
}

/** '' in a form field means "no value". */
export const emptyToNull = (value: string): string | null => (value.trim() === '' ? null : value);
