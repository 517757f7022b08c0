import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export interface Service {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `command` and resolves once its output shows `ready`; its output is kept for the error if it never does. */
async function startUntil(command: string, args: string[], ready: string): Promise<Service> {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${command} did not start:\n${out}`)), 30_000);
    const seen = (d: Buffer) => {
      out += d.toString();
      if (out.includes(ready)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', () => {
      clearTimeout(timer);
      fail(new Error(`${command} exited:\n${out}`));
    });
  });
  return {
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A throwaway PostgreSQL cluster (scripts/pg-cluster.sh): its URL and how to remove it. */
export async function startPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const { stdout } = await run('bash', ['scripts/pg-cluster.sh', 'start'], { cwd: ROOT });
  const dir = /PG_DIR=(.+)/.exec(stdout)?.[1];
  const url = /DATABASE_URL=(.+)/.exec(stdout)?.[1];
  if (!dir || !url) throw new Error(`pg-cluster.sh printed no cluster:\n${stdout}`);
  return { url, stop: async () => void (await run('bash', ['scripts/pg-cluster.sh', 'stop', dir], { cwd: ROOT })) };
}

/** Debian's redis-server on 127.0.0.1 with nothing written to disk: a restart starts empty, like a lost cache node. */
export function startRedis(port: number): Promise<Service> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', '/tmp'];
  return startUntil('/usr/bin/redis-server', args, 'Ready to accept connections');
}

/** s3rver (an S3 protocol server from npm) in its own process, with the bucket made at start and its `configs` (e.g. CORS) applied. */
export function startS3rver(dir: string, port: number, bucket: string, configs: string[] = []): Promise<Service> {
  const bin = resolve(ROOT, 'node_modules/s3rver/bin/s3rver.js');
  return startUntil(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--configure-bucket', bucket, ...configs, '--silent'],
    'S3rver listening',
  );
}

/**
 * A TCP relay to `target` that holds every chunk the client sends for `delayMs`: an API process whose
 * bucket is behind it writes photos slowly, so a kill can land between its first object and its row.
 */
export function slowRelay(port: number, target: number, delayMs: number): Promise<Server> {
  const relay = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: target });
    let chain = Promise.resolve();
    client.on('data', (chunk) => {
      chain = chain.then(() => new Promise((done) => setTimeout(done, delayMs))).then(() => void upstream.write(chunk));
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((done) => relay.listen(port, '127.0.0.1', () => done(relay)));
}
