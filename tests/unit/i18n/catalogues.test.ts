import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PluralCategory, parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/domain/error-codes.ts';
import { LANGS, LOCALES } from '../../../src/domain/languages.ts';

const ROOT = join(import.meta.dirname, '../../..');
const CATALOGUES = join(ROOT, 'src/i18n/catalogues');

const read = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(CATALOGUES, `${lang}.json`), 'utf8'));
const catalogues = Object.fromEntries(LANGS.map((lang) => [lang, read(lang)]));
const english = read('en');

/** Every .ts and .tsx file of the client, where the code names its messages. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** The arguments a message fills in: a translation may choose plural forms where English does not, but fills in the same values. */
function args(tokens: Token[]): string[] {
  return tokens.flatMap((token): string[] => {
    if (token.type === 'argument' || token.type === 'function') return [token.arg];
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') return [token.arg, ...token.cases.flatMap((c) => args(c.tokens))];
    return [];
  });
}

const plurals = (lang: (typeof LANGS)[number]): PluralCategory[] => new Intl.PluralRules(LOCALES[lang]).resolvedOptions().pluralCategories;

describe('the message catalogues', () => {
  it.each(LANGS)('%s has every English key and no other', (lang) => {
    expect(Object.keys(catalogues[lang] ?? {}).sort()).toEqual(Object.keys(english).sort());
  });

  it('has no key that no code uses', () => {
    const code = sources(join(ROOT, 'src')).join('\n');
    // The `errors` part is said by code (src/lib/error-words.ts): its keys are checked against the codes below.
    const unused = Object.keys(english).filter((key) => !key.startsWith('errors.') && !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('has the words of every error code and no others (src/domain/error-codes.ts)', () => {
    const errorKeys = Object.keys(english).filter((key) => key.startsWith('errors.'));
    expect(errorKeys.sort()).toEqual(ERROR_CODES.map((code) => `errors.${code}`).sort());
  });

  it('loads every part but the shell where a screen uses it', () => {
    const code = sources(join(ROOT, 'src')).join('\n');
    const parts = new Set(Object.keys(english).map((key) => key.split('.')[0]));
    parts.delete('shell');
    expect([...parts].filter((part) => !code.includes(`registerPart('${part}',`))).toEqual([]);
  });

  it.each(LANGS)('%s has only well-formed messages, with the English arguments', (lang) => {
    for (const [key, message] of Object.entries(catalogues[lang] ?? {})) {
      const where = `${lang} ${key}: ${message}`;
      expect(message.trim(), where).not.toBe('');
      // Strict: a stray { or a plural case the language does not have is an error, not a silently shown brace.
      const tokens = parse(message, { cardinal: plurals(lang), strict: false, strictPluralKeys: true });
      const englishTokens = parse(english[key] ?? '', { cardinal: plurals('en') });
      expect(new Set(args(tokens)), where).toEqual(new Set(args(englishTokens)));
    }
  });
});
