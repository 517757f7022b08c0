import { z } from 'zod';
import { INVALID_DATA } from './api-errors.ts';

export const NAME_REQUIRED = 'Name is required';
export const NAME_TOO_LONG = 'Name must be at most 100 characters';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Invalid email format';
export const CONTACT_REQUIRED = 'Contact number is required';
export const CONTACT_INVALID = 'Enter a valid 10-digit number';

export const NUL_MESSAGE = 'Text cannot contain a NUL character';

/**
 * Every text field of every form and endpoint starts here. PostgreSQL cannot store a NUL in text, and no person
 * types one, so it is refused first, with one message, before any other rule reads the text.
 */
export function textInput(required: string) {
  return z.string({ error: required }).refine((s) => !s.includes('\u0000'), { message: NUL_MESSAGE, abort: true });
}

/** Empty form inputs arrive as '', missing JSON fields as undefined: both mean "not given". */
export function requiredText(message: string, max: number, tooLong: string) {
  return textInput(message).trim().min(1, message).max(max, tooLong);
}

/** Non-space text, an at sign, then non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+$/;

export const nameField = requiredText(NAME_REQUIRED, 100, NAME_TOO_LONG);

export const emailField = textInput(EMAIL_REQUIRED)
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .regex(EMAIL_PATTERN, EMAIL_INVALID)
  .transform((email) => email.toLowerCase());

export const CONTACT_MIN_LENGTH = 10;

/** Digits, with spaces between groups and an optional leading +country code ("+91 98200 12345"): nothing else dials. */
export const CONTACT_PATTERN = /^\+?[\d ]+$/;

export const contactNoField = textInput(CONTACT_REQUIRED)
  .trim()
  .min(1, CONTACT_REQUIRED)
  .min(CONTACT_MIN_LENGTH, CONTACT_INVALID)
  .max(20, CONTACT_INVALID)
  .regex(CONTACT_PATTERN, CONTACT_INVALID);

/** A number typed into a form or sent as multipart text; '' and NaN mean "not given". */
export function numberInput(required: string, notNumber: string) {
  return z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return undefined;
      if (typeof v === 'number' && Number.isNaN(v)) return undefined;
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z.number({ error: (issue) => (issue.input === undefined ? required : notNumber) }).finite(notNumber),
  );
}

/**
 * A number field that may be left empty (a form's '' or a missing key), which then reads as `empty`. `.optional()`
 * on numberInput cannot do this: it looks at the raw value, and '' is not undefined.
 */
export function optionalNumberInput(empty: number, notNumber: string) {
  return z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return empty;
      if (typeof v === 'number' && Number.isNaN(v)) return empty;
      if (typeof v === 'string' && v.trim() === '') return empty;
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z.number({ error: notNumber }).finite(notNumber),
  );
}

/** The first message of a failed parse: what a form field or a 400 answer shows. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? INVALID_DATA;
}
