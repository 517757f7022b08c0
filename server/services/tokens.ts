import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked table hands out nothing usable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
