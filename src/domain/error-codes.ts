import type { z } from 'zod';

/**
 * Every refusal the API can answer with, and every message a form shows under a field, as a code that never changes
 * (decision 0045). The code is what the server throws and a schema carries; its words, the API's English `message`
 * among them, are the catalogues' `errors.<code>` keys (src/i18n/catalogues), so English is one language of three.
 */
export const ERROR_CODES = [
  'invalidData',
  'invalidRequest',
  'serverError',
  'notSignedIn',
  'notAllowed',
  'tooMany',
  'countersDown',
  'tooLarge',
  'crossSite',
  'idempotencyKeyInvalid',
  'badCursor',
  'limitInvalid',
  'fieldTooLong',
  'tooManyFields',
  'brokenForm',
  'databaseDown',
  'forbidden',
  'bodyNotJson',
  'bodyEmpty',
  'unsupportedContentType',
  'badContentLength',
  'badUrl',
  'headersTooLarge',
  'requestTimeout',
  'nulCharacter',
  'nameRequired',
  'nameTooLong',
  'emailRequired',
  'emailInvalid',
  'contactRequired',
  'contactInvalid',
  'emailTaken',
  'badCredentials',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'rememberMeInvalid',
  'emailChangeNeedsPassword',
  'wrongCurrentPassword',
  'currentPasswordRequired',
  'passwordInvalid',
  'newPasswordRequired',
  'newPasswordTooShort',
  'invalidResetLink',
  'userGone',
  'langInvalid',
  'dateTimeRequired',
  'dateInPast',
  'dateInvalid',
  'timeInvalid',
  'pickupInvalid',
  'timePassed',
  'commuteToUnknown',
  'deskMinutesInvalid',
  'maxCommuteInvalid',
  'sortInvalid',
  'walkMinutesInvalid',
  'depositNotNumber',
  'depositNotPositive',
  'depositTooLarge',
  'depositNotWhole',
  'depositOnlyForRent',
  'postedByRequired',
  'brokerageMonthsInvalid',
  'brokeragePercentInvalid',
  'brokerageOnlyAgent',
  'brokerageMonthsOnlyRent',
  'brokeragePercentOnlySale',
  'maintenanceInvalid',
  'floorInvalid',
  'totalFloorsInvalid',
  'floorAboveTotal',
  'possessionInvalid',
  'possessionInPast',
  'possessionTooFar',
  'builtYearInvalid',
  'builtYearNotReady',
  'parkingInvalid',
  'furnishingInvalid',
  'facingInvalid',
  'ocInvalid',
  'postedByFilterInvalid',
  'readyToMoveInvalid',
  'maxMaintenanceInvalid',
  'furnishingFilterInvalid',
  'minFloorInvalid',
  'maxFloorInvalid',
  'parkingFilterInvalid',
  'ownProperty',
  'pickupSaleOnly',
  'alreadyBooked',
  'slotTakenAgain',
  'bookingNotFound',
  'bookingIdRequired',
  'bookingStatusInvalid',
  'propertyNotFound',
  'imagesNone',
  'imagesTooMany',
  'imageTooLarge',
  'imageBadType',
  'imageUnreadable',
  'imageTooManyPixels',
  'reraInvalid',
  'amenitiesNotNames',
  'priceRequired',
  'priceNotNumber',
  'priceNotPositive',
  'priceTooLarge',
  'priceNotWhole',
  'typeRequired',
  'statusRequired',
  'titleRequired',
  'titleTooLong',
  'locationRequired',
  'locationTooLong',
  'addressRequired',
  'addressTooLong',
  'bedroomsNegative',
  'bedroomsNotWhole',
  'bedroomsTooMany',
  'carpetAreaRequired',
  'carpetAreaNotNumber',
  'carpetAreaTooLarge',
  'descriptionRequired',
  'descriptionTooLong',
  'confirmOwnOnly',
  'typeInvalid',
  'statusFilterInvalid',
  'searchTextNotText',
  'searchTextTooLong',
  'locationNotText',
  'locationFilterTooLong',
  'maxPriceInvalid',
  'maxPriceTooLarge',
  'verifiedParamInvalid',
  'areaUnknown',
  'amenityUnknown',
  'amenityRepeated',
  'verifiedOnlyInvalid',
  'alertInvalid',
  'nothingToChange',
  'savedSearchNameRequired',
  'savedSearchNameTooLong',
  'savedSearchNotFound',
  'savedSearchesFull',
  'messageRequired',
  'messageTooLong',
  'reportReasonRequired',
  'reportDetailsRequired',
  'reportDetailsTooLong',
  'alreadyReported',
  'ownListingReport',
  'hideReasonRequired',
  'hideReasonTooLong',
  'verifyNeedsVisit',
  'pushEndpointInvalid',
  'pushKeysInvalid',
  'pushSubscriptionNotFound',
  'catalogueVersionInvalid',
  'availabilityInvalid',
  'soldNeedsSale',
  'rentedNeedsRent',
  'listingNotAvailable',
  // Never sent: the client's words for a request that got no answer, said in the same place as the server's.
  'noConnection',
  // Never sent either: an action queued offline that the server refused without a readable answer.
  'actionRefused',
  // With values: the minutes of a sign-in lock-out, the visit hours, the method and path, the unknown name.
  'loginLocked',
  'outsideVisitHours',
  'noSuchEndpoint',
  'unknownAreaNamed',
  'unknownAmenityNamed',
  'unknownDestinationNamed',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
/** What a message says about this request: numbers as numbers, so a translation can choose its plural. */
export type ErrorValues = Record<string, string | number>;

export interface CodedMessage {
  code: ErrorCode;
  values?: ErrorValues;
}

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}

/**
 * zod's own issue kinds, for input no schema gave a code (an array where an object belongs): only an API client sends
 * that, and it is told the input is invalid. A schema's own error is always a code (`z.string({ error: 'nameRequired' })`).
 */
const ZOD_ISSUE_CODES: Record<z.core.$ZodIssue['code'], ErrorCode> = {
  invalid_type: 'invalidData',
  too_big: 'invalidData',
  too_small: 'invalidData',
  invalid_format: 'invalidData',
  not_multiple_of: 'invalidData',
  unrecognized_keys: 'invalidData',
  invalid_union: 'invalidData',
  invalid_key: 'invalidData',
  invalid_element: 'invalidData',
  invalid_value: 'invalidData',
  custom: 'invalidData',
};

/** A value a custom issue names (`params: { name }`), kept only when it is text or a number. */
function valuesOf(params: unknown): ErrorValues | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const values: ErrorValues = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  return Object.keys(values).length > 0 ? values : undefined;
}

/** One issue of a failed parse as a code: the schema's own, else its kind's (the table above). */
export function codeOfIssue(issue: z.core.$ZodIssue): CodedMessage {
  if (!isErrorCode(issue.message)) return { code: ZOD_ISSUE_CODES[issue.code] };
  const values = issue.code === 'custom' ? valuesOf(issue.params) : undefined;
  return values ? { code: issue.message, values } : { code: issue.message };
}

/** The first issue of a failed parse as a code: what a form field or a 400 answer says. */
export function firstCode(error: z.ZodError): CodedMessage {
  const issue = error.issues[0];
  return issue ? codeOfIssue(issue) : { code: 'invalidData' };
}
