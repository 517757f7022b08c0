import { LANG_INVALID } from './account-language.ts';
import {
  ADDRESS_REQUIRED,
  ADDRESS_TOO_LONG,
  AMENITIES_NOT_NAMES,
  BEDROOMS_NEGATIVE,
  BEDROOMS_NOT_WHOLE,
  BEDROOMS_TOO_MANY,
  CARPET_AREA_NOT_NUMBER,
  CARPET_AREA_REQUIRED,
  CARPET_AREA_TOO_LARGE,
  DESCRIPTION_REQUIRED,
  DESCRIPTION_TOO_LONG,
  IMAGE_MESSAGES,
  LOCATION_REQUIRED,
  LOCATION_TOO_LONG,
  PRICE_NOT_NUMBER,
  PRICE_NOT_POSITIVE,
  PRICE_NOT_WHOLE,
  PRICE_REQUIRED,
  PRICE_TOO_LARGE,
  RERA_MESSAGE,
  STATUS_REQUIRED,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  TYPE_REQUIRED,
  WALK_MINUTES_INVALID,
} from './property.ts';
import {
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  NEW_PASSWORD_REQUIRED,
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_INVALID,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  REMEMBER_ME_INVALID,
} from './account.ts';
import {
  ALREADY_BOOKED,
  BAD_CONTENT_LENGTH,
  BAD_CREDENTIALS,
  BAD_CURSOR,
  BAD_URL,
  BODY_EMPTY,
  BODY_NOT_JSON,
  BROKEN_FORM,
  COUNTERS_DOWN,
  CROSS_SITE,
  DATABASE_DOWN,
  EMAIL_TAKEN,
  FIELD_TOO_LONG,
  FORBIDDEN,
  INVALID_DATA,
  INVALID_REQUEST,
  INVALID_RESET_LINK,
  KEY_INVALID,
  NOT_ALLOWED,
  NOT_SIGNED_IN,
  PICKUP_SALE_ONLY,
  SERVER_ERROR,
  SLOT_TAKEN_AGAIN,
  STATUS_FILTER_INVALID,
  TOO_LARGE,
  TOO_MANY,
  TOO_MANY_FIELDS,
  ACTION_REFUSED,
  NO_CONNECTION,
  TYPE_INVALID,
  UNSUPPORTED_CONTENT_TYPE,
  USER_GONE,
  WRONG_CURRENT_PASSWORD,
} from './api-errors.ts';
import { DATE_IN_PAST, DATE_INVALID, DATE_TIME_REQUIRED, PICKUP_INVALID, TIME_INVALID } from './booking.ts';
import { BOOKING_ID_REQUIRED, BOOKING_NOT_FOUND, OWN_PROPERTY, STATUS_INVALID, TIME_PASSED } from './booking-actions.ts';
import { CATALOGUE_VERSION_MESSAGE } from './catalogue.ts';
import { MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from './enquiry.ts';
import { CONTACT_INVALID, CONTACT_REQUIRED, EMAIL_INVALID, EMAIL_REQUIRED, NAME_REQUIRED, NAME_TOO_LONG, NUL_MESSAGE } from './fields.ts';
import { CONFIRM_OWN_ONLY } from './freshness-core.ts';
import { LOCATION_FILTER_TOO_LONG, LOCATION_NOT_TEXT, SEARCH_TEXT_NOT_TEXT, SEARCH_TEXT_TOO_LONG, VERIFIED_PARAM_INVALID } from './listing-filter.ts';
import { COMMUTE_TO_UNKNOWN, DESK_MINUTES_INVALID, MAX_COMMUTE_INVALID, MAX_PRICE_INVALID, SORT_INVALID } from './listing-filter-core.ts';
import { PROPERTY_NOT_FOUND } from './messages.ts';
import { HIDE_REASON_REQUIRED, HIDE_REASON_TOO_LONG, VERIFY_NEEDS_VISIT } from './moderation.ts';
import { LIMIT_INVALID } from './page.ts';
import { PHOTO_MESSAGES } from './photo-upload.ts';
import { PUSH_ENDPOINT_INVALID, PUSH_KEYS_INVALID, PUSH_SUBSCRIPTION_NOT_FOUND } from './push.ts';
import { ALREADY_REPORTED, OWN_LISTING_REPORT, REPORT_DETAILS_REQUIRED, REPORT_DETAILS_TOO_LONG, REPORT_REASON_REQUIRED } from './report.ts';
import {
  ALERT_INVALID,
  AMENITY_REPEATED,
  AMENITY_UNKNOWN,
  AREA_UNKNOWN,
  MAX_PRICE_TOO_LARGE,
  NOTHING_TO_CHANGE,
  SAVED_SEARCH_NAME_REQUIRED,
  SAVED_SEARCH_NAME_TOO_LONG,
  SAVED_SEARCH_NOT_FOUND,
  SAVED_SEARCHES_FULL,
  VERIFIED_ONLY_INVALID,
} from './saved-search.ts';

/**
 * Every fixed message the API can refuse a request with, and every message a form shows under a field, by a code that
 * never changes (decision 0045). The English stays the API's `message`; a screen shows the code's words in the reader's
 * language (the catalogues' `errors.<code>` keys, whose English tests/unit/i18n/error-codes.test.ts holds to these).
 */
export const ERROR_TEXTS = {
  invalidData: INVALID_DATA,
  invalidRequest: INVALID_REQUEST,
  serverError: SERVER_ERROR,
  notSignedIn: NOT_SIGNED_IN,
  notAllowed: NOT_ALLOWED,
  tooMany: TOO_MANY,
  countersDown: COUNTERS_DOWN,
  tooLarge: TOO_LARGE,
  crossSite: CROSS_SITE,
  idempotencyKeyInvalid: KEY_INVALID,
  badCursor: BAD_CURSOR,
  limitInvalid: LIMIT_INVALID,
  fieldTooLong: FIELD_TOO_LONG,
  tooManyFields: TOO_MANY_FIELDS,
  brokenForm: BROKEN_FORM,
  databaseDown: DATABASE_DOWN,
  forbidden: FORBIDDEN,
  bodyNotJson: BODY_NOT_JSON,
  bodyEmpty: BODY_EMPTY,
  unsupportedContentType: UNSUPPORTED_CONTENT_TYPE,
  badContentLength: BAD_CONTENT_LENGTH,
  badUrl: BAD_URL,
  nulCharacter: NUL_MESSAGE,
  nameRequired: NAME_REQUIRED,
  nameTooLong: NAME_TOO_LONG,
  emailRequired: EMAIL_REQUIRED,
  emailInvalid: EMAIL_INVALID,
  contactRequired: CONTACT_REQUIRED,
  contactInvalid: CONTACT_INVALID,
  emailTaken: EMAIL_TAKEN,
  badCredentials: BAD_CREDENTIALS,
  passwordRequired: PASSWORD_REQUIRED,
  passwordTooShort: PASSWORD_TOO_SHORT,
  passwordTooLong: PASSWORD_TOO_LONG,
  rememberMeInvalid: REMEMBER_ME_INVALID,
  emailChangeNeedsPassword: EMAIL_CHANGE_NEEDS_PASSWORD,
  wrongCurrentPassword: WRONG_CURRENT_PASSWORD,
  currentPasswordRequired: CURRENT_PASSWORD_REQUIRED,
  passwordInvalid: PASSWORD_INVALID,
  newPasswordRequired: NEW_PASSWORD_REQUIRED,
  newPasswordTooShort: NEW_PASSWORD_TOO_SHORT,
  invalidResetLink: INVALID_RESET_LINK,
  userGone: USER_GONE,
  langInvalid: LANG_INVALID,
  dateTimeRequired: DATE_TIME_REQUIRED,
  dateInPast: DATE_IN_PAST,
  dateInvalid: DATE_INVALID,
  timeInvalid: TIME_INVALID,
  pickupInvalid: PICKUP_INVALID,
  timePassed: TIME_PASSED,
  ownProperty: OWN_PROPERTY,
  pickupSaleOnly: PICKUP_SALE_ONLY,
  alreadyBooked: ALREADY_BOOKED,
  slotTakenAgain: SLOT_TAKEN_AGAIN,
  bookingNotFound: BOOKING_NOT_FOUND,
  bookingIdRequired: BOOKING_ID_REQUIRED,
  bookingStatusInvalid: STATUS_INVALID,
  propertyNotFound: PROPERTY_NOT_FOUND,
  imagesNone: IMAGE_MESSAGES.none,
  imagesTooMany: IMAGE_MESSAGES.tooMany,
  imageTooLarge: IMAGE_MESSAGES.tooLarge,
  imageBadType: PHOTO_MESSAGES.badType,
  imageUnreadable: PHOTO_MESSAGES.unreadable,
  imageTooManyPixels: PHOTO_MESSAGES.tooManyPixels,
  reraInvalid: RERA_MESSAGE,
  amenitiesNotNames: AMENITIES_NOT_NAMES,
  priceRequired: PRICE_REQUIRED,
  priceNotNumber: PRICE_NOT_NUMBER,
  priceNotPositive: PRICE_NOT_POSITIVE,
  priceTooLarge: PRICE_TOO_LARGE,
  priceNotWhole: PRICE_NOT_WHOLE,
  typeRequired: TYPE_REQUIRED,
  statusRequired: STATUS_REQUIRED,
  titleRequired: TITLE_REQUIRED,
  titleTooLong: TITLE_TOO_LONG,
  locationRequired: LOCATION_REQUIRED,
  locationTooLong: LOCATION_TOO_LONG,
  addressRequired: ADDRESS_REQUIRED,
  addressTooLong: ADDRESS_TOO_LONG,
  bedroomsNegative: BEDROOMS_NEGATIVE,
  bedroomsNotWhole: BEDROOMS_NOT_WHOLE,
  bedroomsTooMany: BEDROOMS_TOO_MANY,
  carpetAreaRequired: CARPET_AREA_REQUIRED,
  carpetAreaNotNumber: CARPET_AREA_NOT_NUMBER,
  carpetAreaTooLarge: CARPET_AREA_TOO_LARGE,
  descriptionRequired: DESCRIPTION_REQUIRED,
  descriptionTooLong: DESCRIPTION_TOO_LONG,
  confirmOwnOnly: CONFIRM_OWN_ONLY,
  typeInvalid: TYPE_INVALID,
  statusFilterInvalid: STATUS_FILTER_INVALID,
  searchTextNotText: SEARCH_TEXT_NOT_TEXT,
  searchTextTooLong: SEARCH_TEXT_TOO_LONG,
  locationNotText: LOCATION_NOT_TEXT,
  locationFilterTooLong: LOCATION_FILTER_TOO_LONG,
  maxPriceInvalid: MAX_PRICE_INVALID,
  maxPriceTooLarge: MAX_PRICE_TOO_LARGE,
  verifiedParamInvalid: VERIFIED_PARAM_INVALID,
  commuteToUnknown: COMMUTE_TO_UNKNOWN,
  deskMinutesInvalid: DESK_MINUTES_INVALID,
  maxCommuteInvalid: MAX_COMMUTE_INVALID,
  sortInvalid: SORT_INVALID,
  walkMinutesInvalid: WALK_MINUTES_INVALID,
  areaUnknown: AREA_UNKNOWN,
  amenityUnknown: AMENITY_UNKNOWN,
  amenityRepeated: AMENITY_REPEATED,
  verifiedOnlyInvalid: VERIFIED_ONLY_INVALID,
  alertInvalid: ALERT_INVALID,
  nothingToChange: NOTHING_TO_CHANGE,
  savedSearchNameRequired: SAVED_SEARCH_NAME_REQUIRED,
  savedSearchNameTooLong: SAVED_SEARCH_NAME_TOO_LONG,
  savedSearchNotFound: SAVED_SEARCH_NOT_FOUND,
  savedSearchesFull: SAVED_SEARCHES_FULL,
  messageRequired: MESSAGE_REQUIRED,
  messageTooLong: MESSAGE_TOO_LONG,
  reportReasonRequired: REPORT_REASON_REQUIRED,
  reportDetailsRequired: REPORT_DETAILS_REQUIRED,
  reportDetailsTooLong: REPORT_DETAILS_TOO_LONG,
  alreadyReported: ALREADY_REPORTED,
  ownListingReport: OWN_LISTING_REPORT,
  hideReasonRequired: HIDE_REASON_REQUIRED,
  hideReasonTooLong: HIDE_REASON_TOO_LONG,
  verifyNeedsVisit: VERIFY_NEEDS_VISIT,
  pushEndpointInvalid: PUSH_ENDPOINT_INVALID,
  pushKeysInvalid: PUSH_KEYS_INVALID,
  pushSubscriptionNotFound: PUSH_SUBSCRIPTION_NOT_FOUND,
  catalogueVersionInvalid: CATALOGUE_VERSION_MESSAGE,
  // Never sent: the client's words for a request that got no answer, said in the same place as the server's.
  noConnection: NO_CONNECTION,
  // Never sent either: an action queued offline that the server refused without a readable answer.
  actionRefused: ACTION_REFUSED,
} satisfies Record<string, string>;

/**
 * Messages with a value in them, built where the value is known (server/routes/auth.ts, src/domain/visit-hours.ts...):
 * each pattern reads the values back out of the English, so the reader's language can say them too.
 */
export const ERROR_PATTERNS = {
  loginLocked: /^Too many failed sign-in attempts\. Try again in (?<minutes>\d+) minutes?\.$/,
  outsideVisitHours: /^Visits can be booked (?<days>.+), (?<opens>.+?) to (?<closes>.+?) \(Mumbai time\), in (?<minutes>\d+)-minute slots$/,
  noSuchEndpoint: /^No such endpoint: (?<method>[A-Z]+) (?<path>.*)$/s,
  unknownAreaNamed: /^Unknown area: (?<name>.*)$/s,
  unknownDestinationNamed: /^Unknown destination station: (?<name>.*)$/s,
  unknownAmenityNamed: /^Unknown amenity: (?<name>.*)$/s,
} satisfies Record<string, RegExp>;

export type ErrorCode = keyof typeof ERROR_TEXTS | keyof typeof ERROR_PATTERNS;
/** The values a message with a pattern carries: numbers as numbers, so a translation can choose its plural. */
export type ErrorValues = Record<string, string | number>;

export interface CodedMessage {
  code: ErrorCode;
  values?: ErrorValues;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_TEXTS, code) || Object.hasOwn(ERROR_PATTERNS, code);
}

const codeOfText = new Map<string, ErrorCode>();
for (const [code, text] of Object.entries(ERROR_TEXTS)) if (isErrorCode(code)) codeOfText.set(text, code);

/** Every code, for the error answer's schema (the OpenAPI document lists them). */
export const ERROR_CODES: ErrorCode[] = [...Object.keys(ERROR_TEXTS), ...Object.keys(ERROR_PATTERNS)].filter(isErrorCode);

/**
 * zod's own words, for input no schema gave a message for (an array where an object belongs): only an API client
 * sends that, and it is told in zod's English as before, coded as invalid data.
 */
const ZOD_DEFAULT =
  /^(Invalid input|Invalid option|Invalid string|Invalid key|Invalid element|Invalid value|Invalid number|Too big|Too small|Unrecognized key)/;

/** A failed validation's message coded: as `codeOfMessage`, and zod's own words as invalid data. */
export function codeOfValidationMessage(message: string): CodedMessage | undefined {
  return codeOfMessage(message) ?? (ZOD_DEFAULT.test(message) ? { code: 'invalidData' } : undefined);
}

/** The code of an English message, with its values when it has some; undefined for a message no code was given. */
export function codeOfMessage(message: string): CodedMessage | undefined {
  const code = codeOfText.get(message);
  if (code) return { code };
  for (const [name, pattern] of Object.entries(ERROR_PATTERNS)) {
    const groups = pattern.exec(message)?.groups;
    if (groups && isErrorCode(name)) {
      const values: ErrorValues = {};
      for (const [key, value] of Object.entries(groups)) values[key] = /^\d+$/.test(value) ? Number(value) : value;
      return { code: name, values };
    }
  }
  return undefined;
}
