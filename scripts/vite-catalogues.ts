import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { SERVER_PARTS } from '../src/i18n/server-parts.ts';

const PREFIX = 'virtual:catalogue/';
const LOADERS = `${PREFIX}loaders`;
const ENGLISH = `${PREFIX}english`;
const CATALOGUES = join(import.meta.dirname, '../src/i18n/catalogues');

const read = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(CATALOGUES, `${lang}.json`), 'utf8'));

/** A key's part is its first segment: `listings.empty` is in the part `listings`. */
const partOf = (key: string) => key.split('.')[0] ?? key;

/**
 * Each language's catalogue (src/i18n/catalogues/<lang>.json) as one module per part, with every ICU message compiled
 * at build time, so no message-format parser ships to a phone (@lingui/core then only interpolates):
 * `virtual:catalogue/hi/list` holds hi.json's `list.*` keys. The code that shows a part imports its English
 * (`virtual:catalogue/en/list`, in that code's own chunk) and names it in its `words` (src/i18n/language-context.tsx,
 * `withWords`); `virtual:catalogue/loaders` maps each Hindi and Marathi part (`loaders.hi.list`) to its dynamic import,
 * and is itself fetched only by their readers: an English reader fetches no Hindi.
 * The server's own parts (e-mails, notifications: src/i18n/server-parts.ts) are never built into the app. Decisions 0043, 0046.
 */
export function catalogues(): Plugin {
  return {
    name: 'mumbai-homes:catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) && /^(loaders|english|[a-z]{2}\/[A-Za-z]+)$/.test(id.slice(PREFIX.length)) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      for (const file of readdirSync(CATALOGUES)) this.addWatchFile(join(CATALOGUES, file));
      return cataloguePartModule(name);
    },
  };
}

/** The app's parts of a language (`list`, `card`, ...): never the server's (e-mails, notifications). */
const appParts = (lang: string) => [...new Set(Object.keys(read(lang)).map(partOf))].filter((part) => !SERVER_PARTS.includes(part));

/** The code of a map of parts to their dynamic imports (`{"list": () => import("virtual:catalogue/hi/list")}`). */
const importMap = (lang: string) =>
  `{${appParts(lang)
    .map((part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(`${PREFIX}${lang}/${part}`)})`)
    .join(',\n')}}`;

/** The code of `virtual:catalogue/<name>`: a map of parts (English's, or Hindi's and Marathi's), or one language's part (`hi/list`) compiled. */
export function cataloguePartModule(name: string): string {
  // The shell's English is imported statically (src/i18n/translator.ts) and every other part's by the code that shows it:
  // this map of them is for the component tests, which render screens outside their pages.
  if (`${PREFIX}${name}` === ENGLISH) return `export const english = ${importMap('en')};`;
  if (`${PREFIX}${name}` === LOADERS) {
    const langs = readdirSync(CATALOGUES).flatMap((file) => (file.endsWith('.json') && file !== 'en.json' ? [file.slice(0, -5)] : []));
    return `export const loaders = {${langs.map((lang) => `${JSON.stringify(lang)}: ${importMap(lang)}`).join(',\n')}};`;
  }
  const [lang = '', part = ''] = name.split('/');
  if (SERVER_PARTS.includes(part)) throw new Error(`${PREFIX}${name}: the ${part} words are the server's (src/i18n/server-parts.ts), never the app's`);
  const messages = Object.entries(read(lang))
    .filter(([key]) => partOf(key) === part)
    .map(([key, message]) => [key, compileMessage(message)]);
  return `export default ${JSON.stringify(Object.fromEntries(messages))};`;
}
