import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentsOf, ROOT, sourceFiles } from './source-comments.ts';

const FOLDERS = ['src', 'server', 'tests', 'bench', 'scripts'];
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'vitest.cluster.config.ts', 'drizzle.config.ts', '.dependency-cruiser.cjs'];
const files = [...sourceFiles(FOLDERS), ...ROOT_FILES];

/**
 * A file path as comments write them: folders and a name with a known extension (`src/domain/fields.ts`,
 * `./source-comments.ts`), or a bare name (`freshness.ts`). Not a URL path (`/api/docs/openapi.json`), nor a glob or a
 * pattern (`*-words.ts`, `{en,hi,mr}.json`, `${name}.ts`).
 */
const PATH = /(?<![\w/.@*{}$<:-])(?:\.{1,2}\/)*(?:[\w@.-]+\/)*[\w.-]+\.(?:ts|tsx|js|cjs|mjs|json|md|sql|css|html|sh|webmanifest)(?![\w/*{}-])/g;

/** Every file name in the repository, for bare names, which may be of a file anywhere. */
function allNames(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.git' || entry.name === 'dist') continue;
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else names.add(entry.name);
    }
  };
  walk(ROOT);
  return names;
}

/** Whether a path named in `file`'s comment exists: from the root, from the file's folder, or (a bare name) anywhere. */
function exists(path: string, file: string, names: Set<string>): boolean {
  const clean = path.replace(/\.$/, '');
  if (!clean.includes('/')) return names.has(clean);
  if (clean.startsWith('.')) return existsSync(join(ROOT, dirname(file), clean));
  return existsSync(join(ROOT, clean)) || existsSync(join(ROOT, dirname(file), clean));
}

/** Citations of documents a reader of the repository does not have: the spec, the shared architecture, issues. */
const OUTSIDE = [/\bSPEC\b/, /\bARCHITECTURE\b/, /ARCHITECTURE\.md/, /\b[Ii]ssues? #?\d+/, /\(#\d+\)/];

describe('code comments', () => {
  it('name only files that exist in the repository', () => {
    const names = allNames();
    const missing = files.flatMap((file) =>
      commentsOf(file).flatMap(({ line, text }) =>
        [...text.matchAll(PATH)].map((m) => m[0]).flatMap((path) => (exists(path, file, names) ? [] : [`${file}:${line} names ${path}`])),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('in src and server point only inside the repository, not at the spec, the shared architecture or an issue', () => {
    const cites = files
      .filter((file) => file.startsWith('src/') || file.startsWith('server/'))
      .flatMap((file) => commentsOf(file).flatMap(({ line, text }) => (OUTSIDE.some((re) => re.test(text)) ? [`${file}:${line}: ${text.trim()}`] : [])));
    expect(cites).toEqual([]);
  });

  it('are found by the scanner, and strings, templates and regular expressions are not comments', async () => {
    const { codeComments } = await import('./source-comments.ts');
    const text = [
      "const a = 'not // a comment';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the scanner's input is source text with a template literal.
      'const b = `${a} /* nor this */ ${`x${1}`}`; // one',
      'const c = /\\/\\/ no/.test(a) ? 1 / 2 : 3; /* two',
      '   lines */',
    ].join('\n');
    expect(codeComments(text)).toEqual([
      { line: 2, text: ' one' },
      { line: 3, text: ' two\n   lines ' },
    ]);
  });
});
