import { beforeAll, expect, it } from 'vitest';
import { refusalError } from '#src/offline/outbox/refusal-error.ts';
import errorWords from 'virtual:catalogue/en/errors';
import { englishTranslator, partReady, type Translator, translatorFor } from '#src/i18n/translator.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { errorMessageIn, fieldErrorIn } from '#src/lib/error-words.ts';

let hindi: Translator;
let marathi: Translator;
beforeAll(async () => {
  await Promise.all([partReady('hi', errorWords), partReady('mr', errorWords)]);
  hindi = translatorFor('hi');
  marathi = translatorFor('mr');
});

const en = (err: unknown, fallback: string, offline?: string) => errorMessageIn(englishTranslator, err, fallback, offline);

it("shows the server's message, else the screen's fallback, and a request with no answer as no connection", () => {
  expect(en(new ApiError(409, 'You have already reported this listing.'), 'Could not send.')).toBe('You have already reported this listing.');
  expect(en(new ApiError(500, undefined), 'Could not send.')).toBe('Could not send.');
  expect(en(new TypeError('boom'), 'Could not send.')).toBe('Could not send.');
  expect(en(new ApiError(0, undefined), 'Could not send.')).toBe('No connection: nothing was lost, try again when you are back online');
});

it("says no connection in the screen's own words where it has them", () => {
  const offline = 'You are offline. Changing the price needs a connection.';
  expect(en(new ApiError(0, undefined), 'Could not save.', offline)).toBe(offline);
  expect(en(new ApiError(400, 'Price must be a number', 'priceNotNumber'), 'Could not save.', offline)).toBe('Price must be a number');
});

it("says a coded answer in the reader's language, with its values", () => {
  const wrong = new ApiError(401, 'Invalid email or password', 'badCredentials');
  expect(errorMessageIn(hindi, wrong, 'x')).toBe('ईमेल या पासवर्ड ग़लत है');
  expect(errorMessageIn(marathi, wrong, 'x')).toBe('ईमेल किंवा पासवर्ड चुकीचा आहे');
  const locked = new ApiError(429, 'Too many failed sign-in attempts. Try again in 15 minutes.', 'loginLocked', { minutes: 15 });
  expect(errorMessageIn(marathi, locked, 'x')).toBe('लॉग इनचे खूप प्रयत्न चुकले. 15 मिनिटांनी पुन्हा प्रयत्न करा.');
  expect(errorMessageIn(hindi, new ApiError(0, undefined), 'x')).toBe('इंटरनेट नहीं है: आपका कुछ भी नहीं खोया, इंटरनेट आने पर फिर कोशिश करें');
});

it("says an action refused while it waited offline in the reader's language", () => {
  const refused = refusalError({ status: 400, message: 'The date cannot be earlier than today', code: 'dateInPast' });
  expect(errorMessageIn(englishTranslator, refused, 'x')).toBe('The date cannot be earlier than today');
  expect(errorMessageIn(hindi, refused, 'x')).not.toMatch(/[A-Za-z]/);
  expect(
    errorMessageIn(marathi, refusalError({ status: 400, message: 'The server could not accept an action you made offline.', code: 'actionRefused' }), 'x'),
  ).toBe('तुम्ही ऑफलाइन असताना केलेली कृती सर्व्हरने स्वीकारली नाही.');
});

it("names the visit days and times of an out-of-hours refusal in the reader's language, never in English", () => {
  const values = { days: '1,3,5', opens: '10:00', closes: '18:00', minutes: 45 };
  const refused = new ApiError(
    400,
    'Visits can be booked Monday, Wednesday and Friday, 10:00 am to 6:00 pm (Mumbai time), in 45-minute slots',
    'outsideVisitHours',
    values,
  );
  const inMarathi = errorMessageIn(marathi, refused, 'x');
  expect(inMarathi).toContain('सोमवार');
  expect(inMarathi).toContain('शुक्रवार');
  expect(inMarathi).not.toMatch(/[A-Za-z]/);
  const weekdays = new ApiError(400, 'Visits can be booked ...', 'outsideVisitHours', { ...values, days: '1,2,3,4,5,6' });
  expect(errorMessageIn(hindi, weekdays, 'x')).toMatch(/^विज़िट सोमवार से शनिवार, /);
  expect(errorMessageIn(englishTranslator, refused, 'x')).toBe(refused.serverMessage);
  // Stored by an older version, with the days in English words: shown as they came, never a broken sentence.
  const stored = new ApiError(400, 'x', 'outsideVisitHours', { days: 'Monday to Saturday', opens: '9:30 am', closes: '7:30 pm', minutes: 30 });
  expect(errorMessageIn(englishTranslator, stored, 'x')).toBe('Visits can be booked Monday to Saturday, 9:30 am to 7:30 pm (Mumbai time), in 30-minute slots');
});

it("falls back to the server's English for a code it does not know, then to the screen's words", () => {
  expect(errorMessageIn(hindi, new ApiError(400, 'Something new', 'somethingNew'), 'x')).toBe('Something new');
  expect(errorMessageIn(hindi, new ApiError(400, 'Something old'), 'x')).toBe('Something old');
  expect(errorMessageIn(hindi, new ApiError(502, undefined, 'notACode'), 'बाद में कोशिश करें')).toBe('बाद में कोशिश करें');
});

it("says a form's code in the reader's language, and leaves other text alone", () => {
  expect(fieldErrorIn(hindi, 'nameRequired')).toBe('नाम लिखना ज़रूरी है');
  expect(fieldErrorIn(marathi, 'contactInvalid')).toBe('बरोबर 10 अंकी नंबर लिहा');
  expect(fieldErrorIn(englishTranslator, 'nameRequired')).toBe('Name is required');
  expect(fieldErrorIn(englishTranslator, 'Invalid input: expected string')).toBe('Invalid input: expected string');
  expect(fieldErrorIn(hindi, 'नाम पहले से हिंदी में')).toBe('नाम पहले से हिंदी में');
  expect(fieldErrorIn(hindi, undefined)).toBeUndefined();
});
