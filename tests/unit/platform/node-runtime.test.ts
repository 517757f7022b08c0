import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The project brings its own Node 24 (the registry's `node` package, decision 0016); the machine's Node may be older.
describe('the Node the project runs on', () => {
  it('is Node 24 in the test process', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it('is Node 24 for processes spawned with process.execPath (servers in tests and benchmarks)', () => {
    expect(execFileSync(process.execPath, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()).toMatch(/^24\./);
  });

  it('is Node 24 for a plain `node` on the PATH that npm scripts see', () => {
    expect(execFileSync('node', ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()).toMatch(/^24\./);
  });
});
