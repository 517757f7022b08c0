import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from './source-comments.ts';

/** The last commit before subjects were held to 72 characters; every commit after it is. */
const SINCE = 'ad814b8';
const MAX = 72;

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

/** Whether `SINCE` is in this clone's history; a shallow or partial clone may lack it. */
function hasBase(): boolean {
  try {
    git('merge-base', '--is-ancestor', SINCE, 'HEAD');
    return true;
  } catch {
    return false;
  }
}

/** Subjects longer than MAX characters (counted as code points, so Devanagari counts per letter). */
function overLong(subjects: readonly string[]): string[] {
  return subjects.filter((s) => [...s].length > MAX).map((s) => `${[...s].length}: ${s}`);
}

describe('commit subjects', () => {
  it(`are at most ${MAX} characters in every commit after ${SINCE}, merges included`, () => {
    if (!hasBase()) {
      throw new Error(
        `Commit ${SINCE} is not in this clone's history (a shallow clone?), so the subjects after it cannot be read. ` +
          'Fetch the full history (git fetch --unshallow) and run the tests again.',
      );
    }
    const subjects = git('log', `${SINCE}..HEAD`, '--format=%s').split('\n').filter(Boolean);
    expect(overLong(subjects)).toEqual([]);
  });

  it('counts a subject of 73 characters as too long and one of 72 as not', () => {
    expect(overLong(['a'.repeat(72), 'b'.repeat(73)])).toEqual([`73: ${'b'.repeat(73)}`]);
  });
});
