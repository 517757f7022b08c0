import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1, for a server that takes its port from the environment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Child {
  process: ChildProcess;
  /** Everything it printed so far (for the error when it dies). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `node --import tsx <script>` and waits until its output matches `ready`; SIGTERM on stop. */
export async function startNode(
  script: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 300_000,
  cwd = ROOT,
): Promise<Child & { match: RegExpMatchArray }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = output.match(ready);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
  return { process: child, match, output: () => output, stop };
}

/** Runs a command to completion and returns its standard output; throws with its error output when it fails. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${err}`))));
  });
}

/**
 * `npm start` as a user runs it (the built client, demo data on a fresh embedded database), on a free port.
 * `appDir` is the checkout to run: another one (e.g. the base commit, built) gives "before" figures in the same run.
 */
export async function startApp(dataDir: string, env: Record<string, string> = {}, appDir = ROOT): Promise<Child & { url: string }> {
  const port = await freePort();
  const child = await startNode(
    'server/main.ts',
    [],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    /is running at (\S+)/,
    300_000,
    appDir,
  );
  return { ...child, url: `http://127.0.0.1:${port}` };
}
