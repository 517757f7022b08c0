import { CATALOGUE_DEVICE_LIMIT } from '../src/domain/catalogue.ts';
import { resolve } from 'node:path';
import { DEFAULT_FRESHNESS, type Freshness } from '../src/domain/freshness.ts';
import { DEFAULT_VISIT_HOURS, type VisitHours, visitHoursSchema, visitSlots } from '../src/domain/visit-hours.ts';

/** Every setting the server reads, each from the environment with a default that runs on a laptop. README lists them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset = embedded PGlite under dataDir; set = PostgreSQL through `pg`. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process may open. */
  databasePoolMax: number;
  /**
   * Which X-Forwarded-* headers to believe: false (none, the default), true (any sender's), or only those
   * from the proxies' addresses or CIDR ranges (comma-separated). Behind a load balancer it must be set,
   * or every client shares the balancer's IP and so its rate limits.
   */
  trustProxy: boolean | string;
  publicUrl: string;
  corsOrigins: string[];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  agentPhone: string;
  agentEmail: string;
  /** The office address in the footer and on the contact page. */
  officeAddress: string;
  /** The agent's MahaRERA agent registration, shown beside the address. */
  agentRera: string;
  smtpUrl: string | undefined;
  /** The From of every e-mail. */
  mailFrom: string;
  /** Demo listings on an empty database: default on for the embedded database, off for PostgreSQL. */
  seedDemo: boolean;
  /** scrypt cost; tests lower it, production keeps the OWASP figure. */
  passwordCost: PasswordCost;
  /** Requests per window for the abuse-prone routes (login, signup, forgot-password, enquiries, uploads). */
  authRateLimit: { max: number; windowMs: number };
  /** Attempts per client address per window at sign-in, sign-up and password reset, whatever the e-mail. */
  authAddressRateLimit: number;
  /** Lock one e-mail's sign-in after this many failures in a row, from any address, for `ms`. */
  loginLock: { after: number; ms: number };
  /** Where listing photos live: files under DATA_DIR/uploads (the default) or an S3-compatible bucket (S3_BUCKET). */
  photos: PhotoSettings;
  /** Set = rate-limit and sign-in lockout counters shared in Redis/Valkey by every process; unset = in this process's memory. */
  redisUrl: string | undefined;
  /** Listing photos with no row and older than this are swept at start and then every this often (docs/decisions/0013). */
  photoSweepGraceMs: number;
  /** The most listings a device keeps of the catalogue (CATALOGUE_DEVICE_LIMIT; decision 0020). */
  catalogueDeviceLimit: number;
  /** When visits can be booked, Mumbai time (VISIT_OPENS, VISIT_CLOSES, VISIT_SLOT_MINUTES, VISIT_DAYS); the form offers these slots only. */
  visitHours: VisitHours;
  /** Listing freshness in days: stale (STALE_AFTER_DAYS), reminded (REMIND_AFTER_DAYS), unlisted (UNLIST_AFTER_DAYS). */
  freshness: Freshness;
  logLevel: string;
  /** Where the built client lives; served as the SPA when present. */
  clientDir: string;
  /** `npm start` rebuilds a stale client unless this is off (BUILD_CLIENT=0, e.g. an API-only process). */
  buildClient: boolean;
  /** Web Push: the VAPID keys and contact, and where push messages may go. */
  push: PushSettings;
}

export interface PushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset = a pair made at first start and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** VAPID_SUBJECT: how a push service reaches the sender (mailto: or https:). */
  subject: string;
  /**
   * PUSH_SERVICE_HOSTS: the hosts (and their subdomains) a subscription's endpoint may name. The server POSTs to the
   * endpoint a signed-in user hands in, so without this list anyone could make it call any address (SSRF).
   */
  serviceHosts: string[];
  /** ALERT_DELAY_SECONDS: how long an instant alert waits for more new listings, so three arrive as one notification. */
  alertDelaySeconds: number;
}

/** The push services of Chrome/Android (FCM), Firefox, Edge/Windows and Safari. */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

function pushSettings(env: Env, agentEmail: string): PushSettings {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const hosts = list(env.PUSH_SERVICE_HOSTS);
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null,
    subject: env.VAPID_SUBJECT || `mailto:${agentEmail}`,
    serviceHosts: hosts.length > 0 ? hosts : PUSH_SERVICE_HOSTS,
    alertDelaySeconds: int(env, 'ALERT_DELAY_SECONDS', 60),
  };
}

export type PhotoSettings =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** Unset = AWS S3 itself; set for R2, Garage, SeaweedFS, s3rver... */
      endpoint: string | undefined;
      region: string;
      /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what most self-hosted servers need. */
      forcePathStyle: boolean;
      /** What browsers fetch a key from: the bucket's public address or a CDN in front of it; ends with `/`. */
      publicUrl: string;
    };

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^15, r=8, p=3 (32 MiB per hash). */
export const OWASP_SCRYPT: PasswordCost = { N: 2 ** 15, r: 8, p: 3 };

type Env = Record<string, string | undefined>;

function int(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${key} must be a whole number, got "${raw}"`);
  return n;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function proxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase()) ? true : raw;
}

/** The bucket's own address when no CDN is named: path style on a custom endpoint, else virtual-host style. */
function bucketUrl(bucket: string, endpoint: string | undefined, region: string, pathStyle: boolean): string {
  if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com/`;
  const url = new URL(endpoint);
  if (pathStyle) return `${url.origin}/${bucket}/`;
  return `${url.protocol}//${bucket}.${url.host}/`;
}

function photoSettings(env: Env): PhotoSettings {
  const bucket = env.S3_BUCKET;
  if (!bucket) return { kind: 'disk' };
  const endpoint = env.S3_ENDPOINT || undefined;
  const region = env.S3_REGION || env.AWS_REGION || 'us-east-1';
  const forcePathStyle = bool(env, 'S3_FORCE_PATH_STYLE', false);
  const given = env.S3_PUBLIC_URL || bucketUrl(bucket, endpoint, region, forcePathStyle);
  const parsed = URL.parse(given);
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) throw new Error(`S3_PUBLIC_URL must be an http(s) address, got "${given}"`);
  return { kind: 's3', bucket, endpoint, region, forcePathStyle, publicUrl: given.endsWith('/') ? given : `${given}/` };
}

const DAY_CODES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** VISIT_DAYS as 'mon-sat' or 'mon,wed,fri' (or a mix: 'mon-wed,sat'). */
function visitDays(raw: string): number[] {
  const days = new Set<number>();
  for (const part of list(raw.toLowerCase())) {
    const [from = '', to = from] = part.split('-').map((s) => s.trim());
    const a = DAY_CODES.indexOf(from);
    const b = DAY_CODES.indexOf(to);
    if (a < 0 || b < 0 || b < a) throw new Error(`VISIT_DAYS must list days as mon-sat or mon,wed,fri, got "${raw}"`);
    for (let d = a; d <= b; d += 1) days.add(d);
  }
  return [...days];
}

function visitHours(env: Env): VisitHours {
  const parsed = visitHoursSchema.safeParse({
    opens: env.VISIT_OPENS || DEFAULT_VISIT_HOURS.opens,
    closes: env.VISIT_CLOSES || DEFAULT_VISIT_HOURS.closes,
    slotMinutes: int(env, 'VISIT_SLOT_MINUTES', DEFAULT_VISIT_HOURS.slotMinutes),
    days: env.VISIT_DAYS ? visitDays(env.VISIT_DAYS) : DEFAULT_VISIT_HOURS.days,
  });
  if (!parsed.success || visitSlots(parsed.data).length === 0) {
    throw new Error('VISIT_OPENS and VISIT_CLOSES must be HH:MM with room for at least one VISIT_SLOT_MINUTES (5-240) slot between them');
  }
  return parsed.data;
}

function freshness(env: Env): Freshness {
  const f = {
    staleDays: int(env, 'STALE_AFTER_DAYS', DEFAULT_FRESHNESS.staleDays),
    remindDays: int(env, 'REMIND_AFTER_DAYS', DEFAULT_FRESHNESS.remindDays),
    unlistDays: int(env, 'UNLIST_AFTER_DAYS', DEFAULT_FRESHNESS.unlistDays),
  };
  if (!(f.staleDays >= 1 && f.staleDays <= f.remindDays && f.remindDays < f.unlistDays)) {
    throw new Error('Listing freshness needs 1 <= STALE_AFTER_DAYS <= REMIND_AFTER_DAYS < UNLIST_AFTER_DAYS');
  }
  return f;
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000);
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl,
    databasePoolMax: int(env, 'DATABASE_POOL_MAX', 10),
    trustProxy: proxy(env.TRUST_PROXY),
    publicUrl: (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/$/, ''),
    corsOrigins: list(env.CORS_ORIGINS),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    agentPhone: env.AGENT_PHONE || '+91 98200 12345',
    agentEmail: env.AGENT_EMAIL || 'agent@mumbaihomes.in',
    officeAddress: env.OFFICE_ADDRESS || 'Office 4, Sai Darshan, S.V. Road, Andheri West, Mumbai 400058',
    agentRera: env.AGENT_RERA || 'A51800012345',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `"Mumbai Homes" <${env.AGENT_EMAIL || 'agent@mumbaihomes.in'}>`,
    seedDemo: bool(env, 'SEED_DEMO', databaseUrl === undefined),
    passwordCost: OWASP_SCRYPT,
    authRateLimit: { max: int(env, 'AUTH_RATE_LIMIT', 10), windowMs: int(env, 'AUTH_RATE_WINDOW_MS', 60_000) },
    authAddressRateLimit: int(env, 'AUTH_ADDRESS_RATE_LIMIT', 20),
    loginLock: { after: int(env, 'LOGIN_LOCK_AFTER', 5), ms: int(env, 'LOGIN_LOCK_MS', 15 * 60_000) },
    photos: photoSettings(env),
    redisUrl: env.REDIS_URL || undefined,
    photoSweepGraceMs: int(env, 'PHOTO_SWEEP_GRACE_MS', 60 * 60_000),
    catalogueDeviceLimit: int(env, 'CATALOGUE_DEVICE_LIMIT', CATALOGUE_DEVICE_LIMIT),
    visitHours: visitHours(env),
    freshness: freshness(env),
    logLevel: env.LOG_LEVEL || 'info',
    clientDir: resolve(env.CLIENT_DIR || './dist'),
    buildClient: bool(env, 'BUILD_CLIENT', true),
    push: pushSettings(env, env.AGENT_EMAIL || 'agent@mumbaihomes.in'),
  };
}
