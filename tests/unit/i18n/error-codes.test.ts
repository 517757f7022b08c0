import type { MessageId } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { lockedMessage, noSuchEndpointMessage } from '../../../src/domain/api-errors.ts';
import { codeOfMessage, ERROR_CODES, ERROR_PATTERNS, ERROR_TEXTS, type ErrorCode } from '../../../src/domain/error-codes.ts';
import { type ParamReading, readAmenitiesParam, readCommuteToParam, readStationParam } from '../../../src/domain/listing-filter-core.ts';
import { DEFAULT_VISIT_HOURS, outsideVisitHoursMessage } from '../../../src/domain/visit-hours.ts';
import errorWords from 'virtual:catalogue/en/errors';
import { englishTranslator, loadEnglish } from '../../../src/i18n/translator.ts';

// The English `errors` part in the English translator, as the screens that show errors load it.
beforeAll(() => void loadEnglish(errorWords));

const key = (code: ErrorCode): MessageId => `errors.${code}`;
const refusal = (reading: ParamReading<unknown>): string => (reading.ok ? '' : reading.message);

/** One message of each kind that carries values, made by the code that makes it for real. */
const WITH_VALUES = [
  lockedMessage(60_000),
  lockedMessage(14 * 60_000 + 1),
  outsideVisitHoursMessage(DEFAULT_VISIT_HOURS),
  outsideVisitHoursMessage({ opens: '10:00', closes: '18:00', slotMinutes: 45, days: [1, 3, 5] }),
  noSuchEndpointMessage('GET', '/api/nowhere?x=1'),
  refusal(readStationParam('Atlantis')),
  refusal(readAmenitiesParam('wifi,helipad')),
  refusal(readCommuteToParam('Pune')),
];

describe('the error codes (decision 0045)', () => {
  it('give each fixed message one code, and the English catalogue the same words', () => {
    const texts = Object.values(ERROR_TEXTS);
    expect(new Set(texts).size, 'two codes share a message: the client could not tell them apart').toBe(texts.length);
    for (const [code, text] of Object.entries(ERROR_TEXTS)) {
      expect(codeOfMessage(text)).toEqual({ code });
      const coded = codeOfMessage(text)?.code;
      if (coded) expect(englishTranslator.t(key(coded)), `en.json errors.${code}`).toBe(text);
    }
  });

  it('read the values back out of a message that has some, and the English catalogue says it the same', () => {
    const seen = new Set<string>();
    for (const message of WITH_VALUES) {
      const coded = codeOfMessage(message);
      expect(coded, message).toBeDefined();
      if (!coded) continue;
      seen.add(coded.code);
      expect(englishTranslator.t(key(coded.code), coded.values), `en.json errors.${coded.code}`).toBe(message);
    }
    expect([...seen].sort()).toEqual(Object.keys(ERROR_PATTERNS).sort());
  });

  it('give no code to a message nobody registered', () => {
    expect(codeOfMessage('Something went sideways')).toBeUndefined();
  });

  it('list every code for the OpenAPI document', () => {
    expect(ERROR_CODES.length).toBe(Object.keys(ERROR_TEXTS).length + Object.keys(ERROR_PATTERNS).length);
  });
});
