import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PluralCategory, parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { cataloguePartModule } from '../../../scripts/vite-catalogues.ts';
import { ERROR_CODES } from '../../../src/domain/error-codes.ts';
import { LANGS, LOCALES } from '../../../src/domain/languages.ts';
import { SERVER_PARTS } from '../../../src/i18n/server-parts.ts';

const ROOT = join(import.meta.dirname, '../../..');
const CATALOGUES = join(ROOT, 'src/i18n/catalogues');

const read = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(CATALOGUES, `${lang}.json`), 'utf8'));
const catalogues = Object.fromEntries(LANGS.map((lang) => [lang, read(lang)]));
const english = read('en');

const partOf = (key: string) => key.split('.')[0] ?? key;
const isServerPart = (key: string) => SERVER_PARTS.includes(partOf(key));

/** Every .ts and .tsx file under a folder (src for the app, server for e-mails and notifications), where the code names its messages. */
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

  it('has no key that no code uses: the app uses its keys, the server its own (e-mails, notifications)', () => {
    const app = sources(join(ROOT, 'src')).join('\n');
    const server = sources(join(ROOT, 'server')).join('\n');
    // The `errors` part is said by code (src/lib/error-words.ts): its keys are checked against the codes below.
    const unused = Object.keys(english).filter((key) => !key.startsWith('errors.') && !(isServerPart(key) ? server : app).includes(`'${key}'`));
    expect(unused).toEqual([]);
    // The app never has the server's words, so a screen naming one would show its key.
    expect(Object.keys(english).filter((key) => isServerPart(key) && app.includes(`'${key}'`))).toEqual([]);
  });

  it('has the words of every error code and no others (src/domain/error-codes.ts)', () => {
    const errorKeys = Object.keys(english).filter((key) => key.startsWith('errors.'));
    expect(errorKeys.sort()).toEqual(ERROR_CODES.map((code) => `errors.${code}`).sort());
  });

  it('loads every part but the shell where a screen uses it, and the server parts on the server only', () => {
    const app = sources(join(ROOT, 'src')).join('\n');
    const parts = new Set(Object.keys(english).map(partOf));
    parts.delete('shell');
    const appParts = [...parts].filter((part) => !SERVER_PARTS.includes(part));
    expect(appParts.filter((part) => !app.includes(`registerPart('${part}',`))).toEqual([]);
    expect(SERVER_PARTS.filter((part) => parts.has(part) && app.includes(`registerPart('${part}',`))).toEqual([]);
    expect(sources(join(ROOT, 'server')).join('\n')).toContain("from '../../src/i18n/server-parts.ts'");
  });

  it('builds no module of the server parts for the browser: not in the loaders, and not on request', () => {
    const loaders = cataloguePartModule('loaders');
    expect(loaders).toContain('"hi/list"');
    for (const part of SERVER_PARTS) {
      expect(loaders).not.toContain(`/${part}"`);
      for (const lang of LANGS) expect(() => cataloguePartModule(`${lang}/${part}`)).toThrow(/server/);
    }
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
