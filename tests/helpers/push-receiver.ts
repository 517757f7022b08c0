import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushSubscriptionInput } from '../../src/domain/push.ts';

/**
 * A push service on https://127.0.0.1 for tests (web-push speaks https only, as real push services do; its
 * certificate is made here and trusted through `agent`): it keeps what each subscription receives, decrypted here (RFC 8291
 * aes128gcm, written from the RFC with node:crypto, not with the sender's library) with the subscription's own
 * private key and auth secret, and answers each endpoint with the status a test sets (201, or 410 for "gone").
 */

const b64url = (buf: Buffer) => buf.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

interface Keys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}
const browsers = new Map<string, Keys>();

/** A browser's subscription to an endpoint: the public half goes to the server, the private half stays here to decrypt. */
export function pushSubscriptionBody(endpoint = `https://127.0.0.1:9/push/${b64url(randomBytes(9))}`): PushSubscriptionInput {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  browsers.set(endpoint, { ecdh, auth });
  return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
}

/** RFC 8291 section 3.4 and RFC 8188: one record, padding delimiter 0x02. */
export function decryptAes128gcm(body: Buffer, keys: Keys): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const shared = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = hmac(hmac(keys.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header (RFC 8292): an ES256 JWT for this origin, signed by the key it names. Returns that key. */
function vapidKey(authorization: string | undefined, origin: string): string {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${authorization}`);
  const [header = '', payload = '', signature = ''] = match[1].split('.');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims: { aud?: string } = JSON.parse(Buffer.from(payload, 'base64url').toString());
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  return match[2];
}

export interface Received {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  message: unknown;
  vapidPublicKey: string;
  ttl: string | undefined;
}

export interface PushReceiver {
  origin: string;
  /** Trusts the receiver's self-signed certificate: what the server's sender is given in tests. */
  agent: Agent;
  received: Received[];
  /** A subscription whose endpoint is on this receiver. */
  subscription(): PushSubscriptionInput;
  /** What this endpoint answers from now on (201 by default; 410 = the browser unsubscribed, 500 = the service is down). */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made with Debian's openssl. */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'push-receiver-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: Received[] = [];
  const statuses = new Map<string, number>();
  let origin = '';
  const tls = selfSigned();
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const status = statuses.get(endpoint) ?? 201;
      try {
        const keys = browsers.get(endpoint);
        if (!keys) throw new Error(`unknown endpoint ${endpoint}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        const vapidPublicKey = vapidKey(req.headers.authorization, origin);
        if (status < 300) {
          received.push({ endpoint, message: JSON.parse(decryptAes128gcm(Buffer.concat(chunks), keys)), vapidPublicKey, ttl: req.headers.ttl?.toString() });
        }
        res.writeHead(status).end();
      } catch (err) {
        res.writeHead(400).end(String(err));
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the push receiver has no port');
  origin = `https://127.0.0.1:${address.port}`;
  return {
    origin,
    agent: new Agent({ ca: tls.cert }),
    received,
    subscription: () => pushSubscriptionBody(`${origin}/push/${b64url(randomBytes(9))}`),
    answer: (endpoint, status) => void statuses.set(endpoint, status),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
