import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';

/**
 * Every text field of every form and endpoint starts here. PostgreSQL cannot store a NUL in text, and no person
 * types one, so it is refused first, with one message, before any other rule reads the text.
 */
export function textInput(required: ErrorCode) {
  return z.string({ error: required }).refine((s) => !s.includes('\u0000'), { message: 'nulCharacter', abort: true });
}

/** Empty form inputs arrive as '', missing JSON fields as undefined: both mean "not given". */
export function requiredText(message: ErrorCode, max: number, tooLong: ErrorCode) {
  return textInput(message).trim().min(1, message).max(max, tooLong);
}

/** Non-space text, an at sign, then non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+$/;

export const nameField = requiredText('nameRequired', 100, 'nameTooLong');

export const emailField = textInput('emailRequired')
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'emailInvalid')
  .regex(EMAIL_PATTERN, 'emailInvalid')
  .transform((email) => email.toLowerCase());

export const CONTACT_MIN_LENGTH = 10;

/** Digits, with spaces between groups and an optional leading +country code ("+91 98200 12345"): nothing else dials. */
export const CONTACT_PATTERN = /^\+?[\d ]+$/;

export const contactNoField = textInput('contactRequired')
  .trim()
  .min(1, 'contactRequired')
  .min(CONTACT_MIN_LENGTH, 'contactInvalid')
  .max(20, 'contactInvalid')
  .regex(CONTACT_PATTERN, 'contactInvalid');

/** A number typed into a form or sent as multipart text; '' and NaN mean "not given". */
export function numberInput(required: ErrorCode, notNumber: ErrorCode) {
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
export function optionalNumberInput(empty: number, notNumber: ErrorCode) {
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
