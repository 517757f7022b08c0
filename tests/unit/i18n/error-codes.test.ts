import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode, type ErrorValues, firstCode, isErrorCode } from '#src/domain/error-codes.ts';
import { readAmenitiesParam, readStationParam } from '#src/domain/listing-filter-core.ts';
import { listingFilterParamsSchema } from '#src/domain/listing-filter.ts';
import { propertyFieldsSchema } from '#src/domain/property.ts';
import { DEFAULT_VISIT_HOURS, visitHoursValues } from '#src/domain/visit-hours.ts';
import errorWords from 'virtual:catalogue/en/errors';
import { englishTranslator, loadEnglish, type Translator } from '#src/i18n/translator.ts';
import { fieldErrorIn } from '#src/lib/error-words.ts';

/**
 * The English of every fixed message, to the letter: the API's `message` is said from en.json's `errors.<code>`, and
 * API clients and the spec read these sentences.
 */
const ENGLISH: Partial<Record<ErrorCode, string>> = {
  invalidData: 'Invalid data provided',
  invalidRequest: 'Invalid request',
  serverError: 'Server error. Please try again later.',
  notSignedIn: 'Please log in to continue',
  notAllowed: 'You are not allowed to do that',
  tooMany: 'Too many attempts. Please wait a minute and try again.',
  countersDown: 'This is unavailable for a moment. Please try again in a minute.',
  tooLarge: 'The request is too large',
  crossSite: 'Cross-site request refused',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 visible characters',
  badCursor: 'Invalid page cursor',
  limitInvalid: 'Limit must be a whole number from 1 to 100',
  fieldTooLong: 'A form field is too long',
  tooManyFields: 'Too many form fields',
  brokenForm: 'The form could not be read. Please try again.',
  databaseDown: 'The database is not reachable',
  forbidden: 'Forbidden',
  bodyNotJson: 'The request body is not valid JSON',
  bodyEmpty: 'The request body is empty',
  unsupportedContentType: 'Unsupported content type',
  badContentLength: 'The request length is wrong',
  badUrl: 'The address is not valid',
  nulCharacter: 'Text cannot contain a NUL character',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  contactRequired: 'Contact number is required',
  contactInvalid: 'Enter a valid 10-digit number',
  emailTaken: 'An account with this email already exists',
  badCredentials: 'Invalid email or password',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 200 characters',
  rememberMeInvalid: 'Remember me must be true or false',
  emailChangeNeedsPassword: 'Enter your current password to change your email',
  wrongCurrentPassword: 'Current password is incorrect',
  currentPasswordRequired: 'Current password is required',
  passwordInvalid: 'Invalid password provided',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'New password must be at least 6 characters long',
  invalidResetLink: 'Invalid or expired reset link.',
  userGone: 'Your account no longer exists',
  langInvalid: 'Language must be one of en, hi, mr',
  dateTimeRequired: 'Please select a date and time',
  dateInPast: 'The date cannot be earlier than today',
  dateInvalid: 'Enter a valid date',
  timeInvalid: 'Enter a valid time',
  pickupInvalid: 'Pickup must be true or false',
  timePassed: 'Please select a time later than now',
  ownProperty: 'You cannot book a visit to your own property',
  pickupSaleOnly: 'Pickup is offered for sale properties only',
  alreadyBooked: 'You have already booked a visit to this property at this date and time',
  slotTakenAgain: 'This user already has an active booking for this property at this date and time',
  bookingNotFound: 'Booking not found.',
  bookingIdRequired: 'Booking id is required',
  bookingStatusInvalid: 'Status must be pending, confirmed or cancelled',
  propertyNotFound: 'Property not found.',
  imagesNone: 'Please upload at least one image',
  imagesTooMany: 'Maximum 10 images allowed',
  imageTooLarge: 'Image size should be less than 5MB',
  imageBadType: 'Only PNG, JPG or WebP images are allowed',
  imageUnreadable: 'An image could not be read. Please choose another photo.',
  imageTooManyPixels: 'Image dimensions are too large (at most 40 megapixels)',
  reraInvalid: 'MahaRERA number is P followed by 11 digits',
  amenitiesNotNames: 'Amenities must be a list of names',
  priceRequired: 'Price is required',
  priceNotNumber: 'Price must be a number',
  priceNotPositive: 'Price must be greater than 0',
  priceTooLarge: 'Price is too large',
  priceNotWhole: 'Price must be a whole number of rupees',
  typeRequired: 'Property type is required',
  statusRequired: 'Property status is required',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  locationRequired: 'Location is required',
  locationTooLong: 'Location must be at most 120 characters',
  addressRequired: 'Address is required',
  addressTooLong: 'Address must be at most 300 characters',
  bedroomsNegative: 'Must be 0 or more',
  bedroomsNotWhole: 'Bedrooms must be a whole number',
  bedroomsTooMany: 'Bedrooms must be at most 50',
  carpetAreaRequired: 'Carpet Area must be greater than 0',
  carpetAreaNotNumber: 'Carpet Area must be a number',
  carpetAreaTooLarge: 'Carpet Area is too large',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 5000 characters',
  confirmOwnOnly: 'Only the owner can confirm a listing',
  typeInvalid: 'Property type must be sale or rent',
  statusFilterInvalid: 'Property status must be under construction or resale',
  searchTextNotText: 'Search text must be text',
  searchTextTooLong: 'Search text must be at most 100 characters',
  locationNotText: 'Location must be text',
  locationFilterTooLong: 'Location must be at most 100 characters',
  maxPriceInvalid: 'Maximum price must be a positive number',
  maxPriceTooLarge: 'Maximum price is too large',
  verifiedParamInvalid: 'Verified must be 1 or 0',
  areaUnknown: 'Unknown area',
  amenityUnknown: 'Unknown amenity',
  amenityRepeated: 'Each amenity at most once',
  verifiedOnlyInvalid: 'Verified only must be true or false',
  alertInvalid: 'Alert must be instant, daily or off',
  nothingToChange: 'Nothing to change',
  savedSearchNameRequired: 'Name your search',
  savedSearchNameTooLong: 'A search name must be at most 80 characters',
  savedSearchNotFound: 'Saved search not found',
  savedSearchesFull: 'You can keep at most 50 saved searches. Delete one to save another.',
  messageRequired: 'Message cannot be empty',
  messageTooLong: 'Message must be at most 2000 characters',
  reportReasonRequired: 'Please choose a reason',
  reportDetailsRequired: 'Please tell us what is wrong',
  reportDetailsTooLong: 'Please keep it to 1000 characters',
  alreadyReported: 'You have already reported this listing. We are checking it.',
  ownListingReport: 'You cannot report your own listing',
  hideReasonRequired: 'Please give a reason for hiding this listing',
  hideReasonTooLong: 'A reason must be at most 500 characters',
  verifyNeedsVisit: 'A listing can be verified once our agent has shown it: it needs a confirmed visit that has taken place',
  pushEndpointInvalid: 'The push endpoint must be an https address of a push service',
  pushKeysInvalid: 'The subscription keys are not valid',
  pushSubscriptionNotFound: 'Subscription not found',
  catalogueVersionInvalid: 'Catalogue version must be a whole number from 0',
  noConnection: 'No connection: nothing was lost, try again when you are back online',
  actionRefused: 'The server could not accept an action you made offline.',
};

// The English `errors` part in the English translator, as the screens that show errors load it.
beforeAll(() => void loadEnglish(errorWords));
const say = (code: ErrorCode, values?: ErrorValues, translator: Translator = englishTranslator) => fieldErrorIn(translator, code, values);

describe('the error codes (decision 0045)', () => {
  it('say each fixed message in exactly the English the API has always sent', () => {
    for (const [code, text] of Object.entries(ENGLISH)) {
      expect(isErrorCode(code), code).toBe(true);
      if (isErrorCode(code)) expect(say(code), `en.json errors.${code}`).toBe(text);
    }
  });

  it('say the messages with values from their values', () => {
    expect(say('loginLocked', { minutes: 1 })).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(say('loginLocked', { minutes: 15 })).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(say('outsideVisitHours', visitHoursValues(DEFAULT_VISIT_HOURS))).toBe(
      'Visits can be booked Monday to Saturday, 9:30 am to 7:30 pm (Mumbai time), in 30-minute slots',
    );
    expect(say('outsideVisitHours', visitHoursValues({ opens: '10:00', closes: '18:00', slotMinutes: 45, days: [5, 1, 3] }))).toBe(
      'Visits can be booked Monday, Wednesday and Friday, 10:00 am to 6:00 pm (Mumbai time), in 45-minute slots',
    );
    expect(say('outsideVisitHours', visitHoursValues({ ...DEFAULT_VISIT_HOURS, days: [0, 1, 2, 3, 4, 5, 6] }))).toMatch(/^Visits can be booked every day, /);
    expect(say('noSuchEndpoint', { method: 'GET', path: '/api/nowhere' })).toBe('No such endpoint: GET /api/nowhere');
    const area = readStationParam('Atlantis');
    expect(area.ok ? undefined : area.refusal).toEqual({ code: 'unknownAreaNamed', values: { name: 'Atlantis' } });
    expect(say('unknownAreaNamed', { name: 'Atlantis' })).toBe('Unknown area: Atlantis');
    const amenity = readAmenitiesParam('wifi,helipad');
    expect(amenity.ok ? undefined : amenity.refusal).toEqual({ code: 'unknownAmenityNamed', values: { name: 'helipad' } });
    expect(say('unknownAmenityNamed', { name: 'helipad' })).toBe('Unknown amenity: helipad');
  });

  it('carry the visit hours as data, never as English words', () => {
    expect(visitHoursValues(DEFAULT_VISIT_HOURS)).toEqual({ days: '1,2,3,4,5,6', opens: '09:30', closes: '19:30', minutes: 30 });
  });

  it('take a schema own code, with its values, and code zod own issue kinds as invalid data', () => {
    const area = listingFilterParamsSchema.safeParse({ areaFrom: 'Atlantis' });
    expect(area.success ? undefined : firstCode(area.error)).toEqual({ code: 'unknownAreaNamed', values: { name: 'Atlantis' } });
    const amenity = propertyFieldsSchema.shape.amenities.safeParse(['helipad']);
    expect(amenity.success ? undefined : firstCode(amenity.error)).toEqual({ code: 'unknownAmenityNamed', values: { name: 'helipad' } });
    const title = propertyFieldsSchema.shape.propertyName.safeParse('');
    expect(title.success ? undefined : firstCode(title.error)).toEqual({ code: 'titleRequired' });
    const shapeless = z.object({ a: z.string() }).safeParse([1]);
    expect(shapeless.success ? undefined : firstCode(shapeless.error)).toEqual({ code: 'invalidData' });
  });

  it('list each code once for the OpenAPI document', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
