import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';
import { buildClient } from './build-client.ts';

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
  await buildClient(outDir);
  project.provide('clientDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
