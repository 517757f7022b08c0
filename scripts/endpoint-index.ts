import { readFileSync } from 'node:fs';

/**
 * The index of docs/api.md that finds an endpoint's code from its URL: each method and path, the route file that
 * declares it and the services its handler calls. Read from the source as text: the mounts and their prefixes in
 * server/app.ts, each route file's `app.get('/path', ...)` calls, and the `../services/` imports a handler names.
 */

const ROOT = new URL('../', import.meta.url);
export const API_DOC = new URL('docs/api.md', ROOT);
export const INDEX_START = '<!-- endpoint-index:start -->';
export const INDEX_END = '<!-- endpoint-index:end -->';

export interface Endpoint {
  method: string;
  /** As the rest of docs/api.md and the OpenAPI document write it: `/api/property/getProperty/{id}`. */
  path: string;
  routeFile: string;
  services: string[];
}

const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

/** The end of the bracketed text opening at `open` (a `(`, `[` or `{`), past strings, template literals and comments. */
function closingIndex(text: string, open: number): number {
  const stack: string[] = [];
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  for (let i = open; i < text.length; i++) {
    const c = text[i] ?? '';
    const inTemplate = stack.at(-1) === '`';
    if (inTemplate) {
      if (c === '\\') i++;
      else if (c === '`') stack.pop();
      else if (c === '$' && text[i + 1] === '{') {
        stack.push('}');
        i++;
      }
      continue;
    }
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"') {
      for (i++; text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '`') stack.push('`');
    else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return i;
    }
    if (i < 0) break;
  }
  throw new Error(`unbalanced brackets from offset ${open}`);
}

/** Each routes function server/app.ts mounts, with its file and URL prefix. */
function mounts(): { file: string; prefix: string }[] {
  const app = read('server/app.ts');
  const fileOf = new Map<string, string>();
  for (const m of app.matchAll(/import \{ (\w+) \} from '\.\/routes\/([\w-]+\.ts)';/g)) fileOf.set(m[1] ?? '', `server/routes/${m[2]}`);
  return [...app.matchAll(/\bmount\((\w+)(?:, '([^']*)')?/g)].map((m) => {
    const file = fileOf.get(m[1] ?? '');
    if (!file) throw new Error(`server/app.ts mounts ${m[1]}, which it does not import from ./routes/`);
    return { file, prefix: m[2] ?? '' };
  });
}

/** The service file behind each name a route file can use: its `../services/` imports, and the routes function's consts made by calling one. */
function serviceNames(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of source.matchAll(/import \{([^}]*)\} from '\.\.\/services\/([\w-]+\.ts)';/g)) {
    for (const name of (m[1] ?? '').split(',')) names.set(name.replace(/^\s*type\s+/, '').trim(), `server/services/${m[2]}`);
  }
  for (const m of source.matchAll(/^ {2}const (\w+) = (?:await )?(\w+)\(/gm)) {
    const file = names.get(m[2] ?? '');
    if (file) names.set(m[1] ?? '', file);
  }
  return names;
}

function routesOf(file: string, prefix: string): Endpoint[] {
  const source = read(file);
  const services = serviceNames(source);
  const found: Endpoint[] = [];
  for (const m of source.matchAll(/\bapp\.(get|post|put|patch|delete)\(\s*'([^']*)'/g)) {
    const call = source.slice(m.index, closingIndex(source, source.indexOf('(', m.index)) + 1);
    const used = new Set<string>();
    for (const word of call.matchAll(/\b\w+\b/g)) {
      const service = services.get(word[0]);
      if (service) used.add(service);
    }
    const path = `${prefix}${m[2]}`.replace(/:(\w+)/g, '{$1}');
    found.push({ method: (m[1] ?? '').toUpperCase(), path, routeFile: file, services: [...used].sort() });
  }
  return found;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every endpoint the route files declare, by path and then method. */
export function endpoints(): Endpoint[] {
  return mounts()
    .flatMap(({ file, prefix }) => routesOf(file, prefix))
    .sort((a, b) => (a.path === b.path ? METHODS.indexOf(a.method) - METHODS.indexOf(b.method) : a.path < b.path ? -1 : 1));
}

/** The index as it stands between the markers of docs/api.md. */
export function indexTable(list = endpoints()): string {
  const rows = list.map((e) => `| ${e.method} | \`${e.path}\` | ${e.routeFile} | ${e.services.join(', ') || '-'} |`);
  return ['| method | path | route file | services |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** docs/api.md with its index replaced by `table`. */
export function withIndex(doc: string, table: string): string {
  const start = doc.indexOf(INDEX_START);
  const end = doc.indexOf(INDEX_END);
  if (start < 0 || end < start) throw new Error(`docs/api.md has no ${INDEX_START} ... ${INDEX_END} section`);
  return `${doc.slice(0, start + INDEX_START.length)}\n${table}\n${doc.slice(end)}`;
}
