import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

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
 * Decision 0043.
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
      if (`${PREFIX}${name}` === LOADERS) {
        // English parts are imported statically by the modules that use them (src/i18n/translator.ts, needPart).
        const langs = readdirSync(CATALOGUES).flatMap((file) => (file.endsWith('.json') && file !== 'en.json' ? [file.slice(0, -5)] : []));
        const entries = langs.flatMap((lang) =>
          [...new Set(Object.keys(read(lang)).map(partOf))].map(
            (part) => `${JSON.stringify(`${lang}/${part}`)}: () => import(${JSON.stringify(`${PREFIX}${lang}/${part}`)})`,
          ),
        );
        return `export const loaders = {${entries.join(',\n')}};`;
      }
      const [lang = '', part] = name.split('/');
      const messages = Object.entries(read(lang))
        .filter(([key]) => partOf(key) === part)
        .map(([key, message]) => [key, compileMessage(message)]);
      return `export default ${JSON.stringify(Object.fromEntries(messages))};`;
    },
  };
}
