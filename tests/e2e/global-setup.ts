import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    clientDir: string;
  }
}

/** Once per run: make sure Chromium is there, and build the client the suite's servers serve. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`The browser suite needs Debian's Chromium at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
  }
  const outDir = mkdtempSync(join(tmpdir(), 'homes-e2e-client-'));
  const { build } = await import('vite');
  // Vitest sets NODE_ENV=test, and Vite lets the shell's NODE_ENV win: the suite would test React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: resolve(import.meta.dirname, '../..'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  project.provide('clientDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
