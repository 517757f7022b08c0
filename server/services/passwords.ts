import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordCost } from '../config.ts';

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const KEY_LENGTH = 32;

function options(cost: PasswordCost): ScryptOptions {
  // Node refuses 128*N*r*p above 32 MiB unless maxmem is raised.
  return { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r * cost.p };
}

/** `scrypt$N$r$p$salt$key`: the cost travels with the hash, so raising it later keeps old hashes verifiable. */
export async function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, options(cost));
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, options(cost));
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password, for comparing against when the e-mail is unknown so both paths take the same time. */
export async function makeDummyHash(cost: PasswordCost): Promise<string> {
  return hashPassword(randomBytes(12).toString('hex'), cost);
}
