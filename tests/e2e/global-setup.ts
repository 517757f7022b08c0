import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { CHROMIUM_PATH } from './browser.ts';
import { buildClient } from './build-client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    clientDir: string;
    /** An embedded database with every migration applied, copied for each suite (see startSuite). */
    dbTemplateDir: string;
  }
}

/**
 * Once per run: make sure Chromium is there, build the client the suite's servers serve, and migrate one embedded
 * database for them all to start from.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`The browser suite needs Debian's Chromium at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
  }
  const outDir = mkdtempSync(join(tmpdir(), 'homes-e2e-client-'));
  await buildClient(outDir);
  project.provide('clientDir', outDir);
  const templateParent = mkdtempSync(join(tmpdir(), 'homes-e2e-db-'));
  const templateDir = join(templateParent, 'db');
  const template = await openDatabase({ dataDir: templateDir });
  await template.close();
  project.provide('dbTemplateDir', templateDir);
  return () => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(templateParent, { recursive: true, force: true });
  };
}
