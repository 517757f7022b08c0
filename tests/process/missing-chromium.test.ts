import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const home = mkdtempSync(join(tmpdir(), 'homes-no-chromium-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

/**
 * `npm test` on a machine without Chromium, run by a user who cannot install packages: a user namespace maps the
 * caller to root only long enough to hide /usr/bin/chromium (an empty file bound over it, in a mount namespace of its
 * own: the machine's Chromium is untouched), then to an ordinary user (65534), for whom sudo cannot work.
 */
function npmTestWithoutChromium(): Promise<{ code: number | null; output: string }> {
  const hideAndDrop = '[ -e /usr/bin/chromium ] && mount --bind /dev/null /usr/bin/chromium; exec unshare --map-user=65534 --map-group=65534 npm test';
  // A process group of its own, so that stopping it stops npm and whatever npm started.
  const child = spawn('unshare', ['--map-root-user', '--mount', 'sh', '-c', hideAndDrop], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, HOME: home, npm_config_cache: join(home, 'npm-cache'), npm_config_update_notifier: 'false' },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString();
  });
  // Were the suites to start, they would take many minutes: the first sign of one is enough.
  const started = setInterval(() => {
    if (output.includes('tsc -p') && child.pid) process.kill(-child.pid, 'SIGKILL');
  }, 100);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearInterval(started);
      resolve({ code, output });
    }),
  );
}

it('stops before any suite with the one command to run when Chromium is missing and cannot be installed', async () => {
  const { code, output } = await npmTestWithoutChromium();
  expect(output).not.toContain('tsc -p');
  expect(output.split('\n')).toContain(
    'npm test: the browser suite needs Chromium at /usr/bin/chromium. Install it, then run npm test again: sudo apt-get update && sudo apt-get install -y chromium',
  );
  expect(code).not.toBe(0);
}, 60_000);
