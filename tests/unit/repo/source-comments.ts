import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

/** The repository's root: this file is tests/unit/repo/source-comments.ts. */
export const ROOT = join(import.meta.dirname, '..', '..', '..');

const CODE = new Set(['.ts', '.tsx', '.js', '.cjs', '.mjs', '.sql']);
const SKIP = new Set(['node_modules', 'dist', 'coverage']);

/** Every source file under the given folders (relative to the root), as root-relative paths with forward slashes. */
export function sourceFiles(folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (CODE.has(extname(entry.name))) found.push(relative(ROOT, path).split('\\').join('/'));
    }
  };
  for (const folder of folders) walk(join(ROOT, folder));
  return found.sort();
}

export type Comment = { line: number; text: string };

/** The comments of a SQL file: `--` to the end of the line. */
function sqlComments(text: string): Comment[] {
  return text.split('\n').flatMap((line, i) => {
    const at = line.indexOf('--');
    return at < 0 ? [] : [{ line: i + 1, text: line.slice(at + 2) }];
  });
}

/** Characters after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);

/**
 * The comments of a JavaScript or TypeScript file, with the line each starts on. A small scanner, not a parser: it
 * steps over strings, template literals (and their `${}` parts) and regular expressions, so a `//` inside them is no
 * comment. JSX text with a lone quote could fool it for the rest of that line, which the files here do not have.
 */
export function codeComments(text: string): Comment[] {
  if (text.length === 0) return [];
  const found: Comment[] = [];
  const templates: number[] = []; // open `${` depths, innermost last
  let line = 1;
  let last = ''; // the last significant character outside comments, for telling a regex from a division
  let i = 0;
  const count = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (text[k] === '\n') line++;
  };
  // Steps over a template literal's text from `i` (just after its backtick or after a `}` closing a `${}`).
  const templateText = () => {
    while (i < text.length) {
      const c = text[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        return;
      } else if (c === '$' && text[i + 1] === '{') {
        templates.push(0);
        i += 2;
        return;
      } else {
        if (c === '\n') line++;
        i++;
      }
    }
  };
  while (i < text.length) {
    const c = text[i] ?? '';
    const next = text[i + 1];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') i++;
    else if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      found.push({ line, text: text.slice(i + 2, stop) });
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end;
      found.push({ line, text: text.slice(i + 2, stop) });
      count(i, stop);
      i = stop + 2;
    } else if (c === '"' || c === "'") {
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
      last = c;
    } else if (c === '`') {
      i++;
      templateText();
      last = '`';
    } else if (c === '/' && (BEFORE_REGEX.has(last) || /\b(return|typeof|case|of|in)$/.test(text.slice(Math.max(0, i - 7), i).trimEnd()))) {
      i++;
      let inClass = false;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '\\') i++;
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        i++;
      }
      i++;
      last = '/';
    } else if (c === '{' && templates.length > 0) {
      templates.push((templates.pop() ?? 0) + 1);
      last = c;
      i++;
    } else if (c === '}' && templates.length > 0 && templates[templates.length - 1] === 0) {
      templates.pop();
      i++;
      templateText();
      last = '`';
    } else {
      if (c === '}' && templates.length > 0) templates.push((templates.pop() ?? 0) - 1);
      last = c;
      i++;
    }
  }
  return found;
}

/** The comments of one source file, by its kind. */
export function commentsOf(path: string): Comment[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  return path.endsWith('.sql') ? sqlComments(text) : codeComments(text);
}
