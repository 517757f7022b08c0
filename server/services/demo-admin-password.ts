import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Under DATA_DIR: the demo admin's password, readable by the server's user only. */
export const DEMO_ADMIN_PASSWORD_FILE = 'demo-admin-password';

/** The demo admin's password of this data folder, if one was made. */
export function readDemoAdminPassword(dataDir: string): string | null {
  try {
    return readFileSync(join(dataDir, DEMO_ADMIN_PASSWORD_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * The demo admin's password of this data folder, made at random the first time and kept in the folder, so every
 * start can print it again. A fixed password printed in the README would sign anyone in as admin on every
 * default install.
 */
export function demoAdminPassword(dataDir: string): string {
  const kept = readDemoAdminPassword(dataDir);
  if (kept) return kept;
  const password = randomBytes(18).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, DEMO_ADMIN_PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
  return password;
}
