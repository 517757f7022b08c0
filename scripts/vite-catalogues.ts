import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { SERVER_PARTS } from '../src/i18n/server-parts.ts';

const PREFIX = 'virtual:catalogue/';
const LOADERS = `${PREFIX}loaders`;
const CATALOGUES = join(import.meta.dirname, '../src/i18n/catalogues');

const read = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(CATALOGUES, `${lang}.json`), 'utf8'));

/** A key's part is its first segment: `listings.empty` is in the part `listings`. */
const partOf = (key: string) => key.split('.')[0] ?? key;

/**
 * Each language's catalogue (src/i18n/catalogues/<lang>.json) as one module per part, with every ICU message compiled
 * at build time, so no message-format parser ships to a phone (@lingui/core then only interpolates):
 * `virtual:catalogue/hi/list` holds hi.json's `list.*` keys. `virtual:catalogue/loaders` maps each Hindi and
 * Marathi `<lang>/<part>` to its dynamic import. A page's chunk needs only its own part; an English reader fetches no Hindi.
 * The server's own parts (e-mails, notifications: src/i18n/server-parts.ts) are never built into the app. Decisions 0043, 0046.
 */
export function catalogues(): Plugin {
  return {
    name: 'mumbai-homes:catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) && /^(loaders|[a-z]{2}\/[A-Za-z]+)$/.test(id.slice(PREFIX.length)) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      for (const file of readdirSync(CATALOGUES)) this.addWatchFile(join(CATALOGUES, file));
      return cataloguePartModule(name);
    },
  };
}

/** The code of `virtual:catalogue/<name>`: the loaders' map, or one language's part (`hi/list`) compiled. */
export function cataloguePartModule(name: string): string {
  if (`${PREFIX}${name}` === LOADERS) {
    // English parts are imported statically by the modules that use them (src/i18n/translator.ts, needPart).
    const langs = readdirSync(CATALOGUES).flatMap((file) => (file.endsWith('.json') && file !== 'en.json' ? [file.slice(0, -5)] : []));
    const entries = langs.flatMap((lang) =>
      [...new Set(Object.keys(read(lang)).map(partOf))]
        .filter((part) => !SERVER_PARTS.includes(part))
        .map((part) => `${JSON.stringify(`${lang}/${part}`)}: () => import(${JSON.stringify(`${PREFIX}${lang}/${part}`)})`),
    );
    return `export const loaders = {${entries.join(',\n')}};`;
  }
  const [lang = '', part = ''] = name.split('/');
  if (SERVER_PARTS.includes(part)) throw new Error(`${PREFIX}${name}: the ${part} words are the server's (src/i18n/server-parts.ts), never the app's`);
  const messages = Object.entries(read(lang))
    .filter(([key]) => partOf(key) === part)
    .map(([key, message]) => [key, compileMessage(message)]);
  return `export default ${JSON.stringify(Object.fromEntries(messages))};`;
}
