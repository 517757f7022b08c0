import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { type PluralCategory, parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { cataloguePartModule } from '../../../scripts/vite-catalogues.ts';
import { ERROR_CODES } from '#src/domain/error-codes.ts';
import { LANGS, LOCALES } from '#src/domain/languages.ts';
import { SERVER_PARTS } from '#src/i18n/server-parts.ts';

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

/** A module's own path from an import specifier in `from` (relative, or `#src/...`), if it is a source file. */
function resolve(from: string, spec: string): string | undefined {
  const path = spec.startsWith('#src/') ? join(ROOT, 'src', spec.slice(5)) : spec.startsWith('.') ? join(dirname(from), spec) : undefined;
  return path && existsSync(path) ? path : undefined;
}

interface Piece {
  /** Its code and that of everything it imports statically, as one text. */
  source: string;
  /** The parts it names, to be loaded with it. */
  named: string[];
  /** The piece that loads it (undefined for the app's entry). */
  parent: string | undefined;
}

/** The app cut where it loads code apart (each `import()` of a module), from its entry: each piece with its code and the parts it names. */
function splitPoints(entry: string): Map<string, Piece> {
  const pieces = new Map<string, Piece>();
  const queue: [string, string | undefined][] = [[entry, undefined]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [start, parent] = next;
    if (pieces.has(start)) continue;
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      const code = readFileSync(file, 'utf8');
      // Static imports of values (not `import type`), and re-exports.
      for (const [, spec = ''] of code.matchAll(/^(?:import|export) (?!type )(?:[^'";]*? from )?'([^']+)';/gm)) {
        const path = resolve(file, spec);
        if (path) visit(path);
      }
      for (const [, spec = ''] of code.matchAll(/import\('([^']+)'\)/g)) {
        const path = resolve(file, spec);
        if (path) queue.push([path, start]);
      }
    };
    visit(start);
    const codes = [...files].map((file) => readFileSync(file, 'utf8'));
    const named = codes.flatMap((code) => {
      const englishOf = new Map([...code.matchAll(/^import (\w+) from 'virtual:catalogue\/en\/(\w+)';/gm)].map(([, name = '', part = '']) => [name, part]));
      const lists = [...code.matchAll(/(?:words = \[|parts=\{\[|useWordsIn\([^,]+,)([^\])]*)/g)].map(([, list = '']) => list);
      return lists.flatMap((list) => [...list.matchAll(/\w+/g)].flatMap(([name]) => englishOf.get(name) ?? []));
    });
    pieces.set(start, { source: codes.join('\n'), named, parent });
  }
  return pieces;
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

  it('loads every part with the code that shows it: a page or a piece loaded apart names the words its code uses', () => {
    // Each piece of code loaded apart (the app's entry, each page, each lazily loaded piece) with the parts its own
    // static imports use (`'list.empty'` is in `list`) and the parts it names (`words = [listWords]`,
    // `<Words parts={[offlineWords]}>`, each imported from `virtual:catalogue/en/<part>`). A lazily loaded piece shows
    // inside the page that loads it, so it may use that page's parts too.
    const appKeys = new Set(Object.keys(english).filter((key) => !isServerPart(key)));
    const pieces = splitPoints(join(ROOT, 'src/main.tsx'));
    const missing: string[] = [];
    for (const [file, piece] of pieces) {
      const available = new Set(['shell', ...piece.named]);
      for (let parent = piece.parent; parent; parent = pieces.get(parent)?.parent) for (const part of pieces.get(parent)?.named ?? []) available.add(part);
      const used = new Set([...piece.source.matchAll(/'([A-Za-z]+\.[A-Za-z0-9.]+)'/g)].flatMap(([, key = '']) => (appKeys.has(key) ? [partOf(key)] : [])));
      for (const part of used) if (!available.has(part)) missing.push(`${relative(ROOT, file)} shows ${part}`);
    }
    expect(missing).toEqual([]);
    // Every part is shown somewhere, and the server's are never named in the app.
    const named = new Set([...pieces.values()].flatMap((piece) => piece.named));
    expect([...new Set([...appKeys].map(partOf))].filter((part) => part !== 'shell' && !named.has(part))).toEqual([]);
    expect(SERVER_PARTS.filter((part) => named.has(part))).toEqual([]);
    expect(sources(join(ROOT, 'server')).join('\n')).toContain("from '../../src/i18n/server-parts.ts'");
  });

  it('builds no module of the server parts for the browser: not in the loaders, and not on request', () => {
    const loaders = cataloguePartModule('loaders');
    expect(loaders).toContain('"virtual:catalogue/hi/list"');
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
