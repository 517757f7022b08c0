import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './processes.ts';

const DOC = join(ROOT, 'docs/benchmarks.md');

/** Where and when a table was measured: the figures mean little without the machine and its load. */
export function machineLine(): string {
  const cpu = cpus();
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  return `Measured ${date} UTC on ${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.versions.node}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min) when the table was written.`;
}

export function table(head: string[], rows: (string | number)[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/**
 * Replaces the text between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` in docs/benchmarks.md,
 * or appends the marked section when it is not there yet; hand-written text around it stays as it is.
 */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const doc = readFileSync(DOC, 'utf8');
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next = from >= 0 && to > from ? doc.slice(0, from) + block + doc.slice(to + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(DOC, next);
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
