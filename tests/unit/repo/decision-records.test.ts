import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './source-comments.ts';

const DIR = join(ROOT, 'docs', 'decisions');
const HEADINGS = ['## Context', '## Decision', '## Consequences'];

/** What is wrong with one record, against docs/decisions/0000-template.md; empty when nothing is. */
function problems(name: string, text: string, numbers: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  const number = name.slice(0, 4);
  if (!new RegExp(`^# ${Number(number)}\\. \\S`).test(lines[0] ?? '')) found.push(`the title is not "# ${Number(number)}. ..."`);
  if (!lines.some((l) => /^Date: \d{4}-\d{2}-\d{2}$/.test(l))) found.push('no "Date: YYYY-MM-DD" line');
  const status = lines.find((l) => l.startsWith('Status: '));
  const replacedBy = status?.match(/superseded by (\d{4})/)?.[1];
  if (!status || !/^Status: (accepted|proposed|superseded by \d{4})/.test(status)) found.push('no "Status: accepted | proposed | superseded by NNNN" line');
  else if (replacedBy && !numbers.has(replacedBy)) found.push(`superseded by ${replacedBy}, which is not a record`);
  const at = HEADINGS.map((h) => lines.indexOf(h));
  HEADINGS.forEach((h, i) => {
    if (at[i] === -1) found.push(`no "${h}" heading`);
  });
  const ordered = at.every((n, i) => i === 0 || n > (at[i - 1] ?? -1));
  if (at.every((i) => i >= 0) && !ordered) found.push('the headings are not in the order Context, Decision, Consequences');
  at.forEach((start, i) => {
    if (start < 0) return;
    const end = at.slice(i + 1).find((n) => n > start) ?? lines.length;
    if (!lines.slice(start + 1, end).some((l) => l.trim() !== '')) found.push(`"${HEADINGS[i]}" is empty`);
  });
  return found;
}

describe('decision records', () => {
  const names = readdirSync(DIR).filter((n) => /^\d{4}-.*\.md$/.test(n) && !n.startsWith('0000-'));
  const numbers = new Set(names.map((n) => n.slice(0, 4)));

  it('each follow the template: title, Date, Status, Context, Decision, Consequences', () => {
    const wrong = names.flatMap((name) => problems(name, readFileSync(join(DIR, name), 'utf8'), numbers).map((p) => `${name}: ${p}`));
    expect(wrong).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(47);
  });

  it('each have a number of their own', () => {
    expect(numbers.size).toBe(names.length);
  });

  it('the template has the headings it asks for', () => {
    const template = readFileSync(join(DIR, '0000-template.md'), 'utf8').split('\n');
    for (const h of [...HEADINGS]) expect(template).toContain(h);
    expect(template.some((l) => l.startsWith('Date: '))).toBe(true);
    expect(template.some((l) => l.startsWith('Status: '))).toBe(true);
  });

  it('finds a record without Consequences, with a bad date, or superseded by no record', () => {
    const text = '# 3. X\n\nDate: 2026-1-2\n\nStatus: superseded by 0099\n\n## Context\n\na\n\n## Decision\n\nb\n';
    expect(problems('0003-x.md', text, new Set(['0003']))).toEqual([
      'no "Date: YYYY-MM-DD" line',
      'superseded by 0099, which is not a record',
      'no "## Consequences" heading',
    ]);
  });
});
