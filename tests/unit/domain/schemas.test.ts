import { beforeAll, describe, expect, it } from 'vitest';
import { changePasswordSchema } from '#src/domain/account.ts';
import { bookingBadge, makeBookVisitSchema, todayInKolkata } from '#src/domain/booking.ts';
import { enquirySchema } from '#src/domain/enquiry.ts';
import { firstCode } from '#src/domain/error-codes.ts';
import { propertyFieldsSchema } from '#src/domain/property.ts';
import type { z } from 'zod';
import errorWords from 'virtual:catalogue/en/errors';
import { englishTranslator, loadEnglish } from '#src/i18n/translator.ts';
import { fieldErrorIn } from '#src/lib/error-words.ts';

// The English `errors` part in the English translator, as the screens that show errors load it.
beforeAll(() => void loadEnglish(errorWords));

/** The first issue's code in the English a form and the API say it in. */
function messageOf(schema: z.ZodType, input: unknown): string | null {
  const r = schema.safeParse(input);
  if (r.success) return null;
  const { code, values } = firstCode(r.error);
  return fieldErrorIn(englishTranslator, code, values) ?? null;
}

describe('contact form rules', () => {
  const ok = { name: 'Asha', email: 'asha@example.in', contactNo: '9820012345', message: 'Looking for a 2BHK' };
  it.each([
    [{ ...ok, name: '  ' }, 'Name is required'],
    [{ ...ok, email: '' }, 'Email is required'],
    [{ ...ok, email: 'asha at example' }, 'Invalid email format'],
    [{ ...ok, email: 'a @b' }, 'Invalid email format'],
    [{ ...ok, contactNo: '' }, 'Contact number is required'],
    [{ ...ok, contactNo: '982001234' }, 'Enter a valid 10-digit number'],
    [{ ...ok, message: '' }, 'Message cannot be empty'],
  ])('%j -> %s', (input, message) => {
    expect(messageOf(enquirySchema, input)).toBe(message);
  });
  it('accepts a valid enquiry', () => expect(messageOf(enquirySchema, ok)).toBeNull());
});

describe('upload rules', () => {
  const ok = {
    type: 'sale',
    ucresale: 'resale',
    price: '8500000',
    propertyName: '2 BHK near station',
    location: 'Andheri West',
    address: 'Plot 4, SV Road',
    bedrooms: '2',
    carpetArea: '650',
    description: 'Sunny flat',
    amenities: '["gym","swimming_pool"]',
    postedBy: 'owner',
  };
  it.each([
    [{ ...ok, type: '' }, 'Property type is required'],
    [{ ...ok, price: '' }, 'Price is required'],
    [{ ...ok, price: '0' }, 'Price must be greater than 0'],
    [{ ...ok, propertyName: '' }, 'Title is required'],
    [{ ...ok, location: '' }, 'Location is required'],
    [{ ...ok, address: '' }, 'Address is required'],
    [{ ...ok, description: '' }, 'Description is required'],
    [{ ...ok, bedrooms: '-1' }, 'Must be 0 or more'],
    [{ ...ok, carpetArea: '0' }, 'Carpet Area must be greater than 0'],
    [{ ...ok, reraNumber: 'P123' }, 'MahaRERA number is P followed by 11 digits'],
    [{ ...ok, postedBy: '' }, 'Say who is listing it: the owner, a broker or the builder'],
  ])('%j -> %s', (input, message) => {
    expect(messageOf(propertyFieldsSchema, input)).toBe(message);
  });

  it('reads multipart text into numbers and maps swimming_pool to swimming', () => {
    const parsed = propertyFieldsSchema.parse({ ...ok, reraNumber: 'p51800012345' });
    expect(parsed).toMatchObject({ price: 8500000, bedrooms: 2, carpetArea: 650, amenities: ['gym', 'swimming'], reraNumber: 'P51800012345' });
  });

  it('takes an empty or missing Bedrooms as 0 (a shop or a plot has none)', () => {
    expect(propertyFieldsSchema.parse({ ...ok, bedrooms: '' }).bedrooms).toBe(0);
    expect(propertyFieldsSchema.parse({ ...ok, bedrooms: '  ' }).bedrooms).toBe(0);
    const { bedrooms: _omitted, ...withoutBedrooms } = ok;
    expect(propertyFieldsSchema.parse(withoutBedrooms).bedrooms).toBe(0);
    expect(messageOf(propertyFieldsSchema, { ...ok, bedrooms: 'two' })).toBe('Must be 0 or more');
  });
});

describe('password and booking rules', () => {
  it('needs a new password of at least 6 characters', () => {
    expect(messageOf(changePasswordSchema, { oldPassword: 'x', newPassword: '12345' })).toBe('New password must be at least 6 characters long');
  });

  it('takes "today" in Mumbai, not on the device clock', () => {
    // 20:00 UTC on 1 March is already 2 March in Mumbai.
    expect(todayInKolkata(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
  });

  it('needs a date and time, not earlier than today', () => {
    const schema = makeBookVisitSchema('2026-03-02');
    const base = { propertyId: 'p', bookingDate: '2026-03-02', bookingTime: '10:30' };
    expect(messageOf(schema, { ...base, bookingDate: '' })).toBe('Please select a date and time');
    expect(messageOf(schema, { ...base, bookingTime: undefined })).toBe('Please select a date and time');
    expect(messageOf(schema, { ...base, bookingDate: '2026-03-01' })).toBe('The date cannot be earlier than today');
    expect(messageOf(schema, base)).toBeNull();
  });

  it('badges confirmed future visits Upcoming and pending ones Pending', () => {
    const now = new Date('2026-03-02T04:00:00Z'); // 09:30 in Mumbai
    expect(bookingBadge({ status: 'confirmed', bookingDate: '2026-03-02', bookingTime: '10:00' }, now)).toBe('Upcoming');
    expect(bookingBadge({ status: 'confirmed', bookingDate: '2026-03-02', bookingTime: '09:00' }, now)).toBeNull();
    expect(bookingBadge({ status: 'pending', bookingDate: '2026-03-01', bookingTime: '09:00' }, now)).toBe('Pending');
  });
});
