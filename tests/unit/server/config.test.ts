import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';

it.each([
  [undefined, false],
  ['', false],
  ['0', false],
  ['false', false],
  ['true', true],
  ['1', true],
  ['10.0.0.10', '10.0.0.10'],
  ['10.0.0.0/8, 192.168.1.2', '10.0.0.0/8, 192.168.1.2'],
])('TRUST_PROXY=%j trusts %j', (raw, trusted) => {
  expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toBe(trusted);
});

it('reads the pool size and the photo sweep grace, with defaults', () => {
  expect(loadConfig({})).toMatchObject({ databasePoolMax: 10, photoSweepGraceMs: 3_600_000 });
  expect(loadConfig({ DATABASE_POOL_MAX: '25', PHOTO_SWEEP_GRACE_MS: '600000' })).toMatchObject({ databasePoolMax: 25, photoSweepGraceMs: 600_000 });
  expect(() => loadConfig({ DATABASE_POOL_MAX: 'lots' })).toThrow('DATABASE_POOL_MAX must be a whole number, got "lots"');
});

it('keeps photos on disk and counters in memory unless a bucket and Redis are named', () => {
  expect(loadConfig({})).toMatchObject({ photos: { kind: 'disk' }, redisUrl: undefined });
  expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
});

it.each([
  [{ S3_BUCKET: 'homes' }, { region: 'us-east-1', forcePathStyle: false, publicUrl: 'https://homes.s3.us-east-1.amazonaws.com/' }],
  [
    { S3_BUCKET: 'homes', AWS_REGION: 'ap-south-1' },
    { region: 'ap-south-1', publicUrl: 'https://homes.s3.ap-south-1.amazonaws.com/' },
  ],
  [
    { S3_BUCKET: 'homes', S3_ENDPOINT: 'http://127.0.0.1:4568', S3_FORCE_PATH_STYLE: '1' },
    { forcePathStyle: true, publicUrl: 'http://127.0.0.1:4568/homes/' },
  ],
  [
    { S3_BUCKET: 'homes', S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com', S3_REGION: 'auto' },
    { region: 'auto', publicUrl: 'https://homes.acc.r2.cloudflarestorage.com/' },
  ],
  [{ S3_BUCKET: 'homes', S3_PUBLIC_URL: 'https://img.homes.example.in' }, { publicUrl: 'https://img.homes.example.in/' }],
])('S3 settings %j name the bucket and where browsers fetch photos', (env, expected) => {
  expect(loadConfig(env).photos).toMatchObject({ kind: 's3', bucket: 'homes', ...expected });
});

it('refuses a public photo address that is not http(s)', () => {
  expect(() => loadConfig({ S3_BUCKET: 'homes', S3_PUBLIC_URL: 'img.example.in' })).toThrow('S3_PUBLIC_URL must be an http(s) address, got "img.example.in"');
});

describe('visit hours', () => {
  it('defaults to Monday to Saturday, 9:30 am to 7:30 pm, in 30-minute slots', () => {
    expect(loadConfig({}).visitHours).toEqual({ opens: '09:30', closes: '19:30', slotMinutes: 30, days: [1, 2, 3, 4, 5, 6] });
  });

  it('reads VISIT_OPENS, VISIT_CLOSES, VISIT_SLOT_MINUTES and VISIT_DAYS as ranges and lists', () => {
    const { visitHours } = loadConfig({ VISIT_OPENS: '10:00', VISIT_CLOSES: '18:00', VISIT_SLOT_MINUTES: '45', VISIT_DAYS: 'Mon-Wed, sat' });
    expect(visitHours).toEqual({ opens: '10:00', closes: '18:00', slotMinutes: 45, days: [1, 2, 3, 6] });
  });

  it.each([
    [{ VISIT_DAYS: 'funday' }, /VISIT_DAYS/],
    [{ VISIT_DAYS: 'sat-mon' }, /VISIT_DAYS/],
    [{ VISIT_OPENS: '9.30' }, /VISIT_OPENS/],
    [{ VISIT_OPENS: '19:00', VISIT_CLOSES: '19:20' }, /at least one/],
    [{ VISIT_SLOT_MINUTES: '1' }, /VISIT_SLOT_MINUTES/],
  ])('refuses %j at start-up', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('listing freshness', () => {
  it('defaults to 30, 38 and 45 days, and refuses days out of order', () => {
    expect(loadConfig({}).freshness).toEqual({ staleDays: 30, remindDays: 38, unlistDays: 45 });
    expect(loadConfig({ STALE_AFTER_DAYS: '10', REMIND_AFTER_DAYS: '12', UNLIST_AFTER_DAYS: '14' }).freshness).toEqual({
      staleDays: 10,
      remindDays: 12,
      unlistDays: 14,
    });
    expect(() => loadConfig({ REMIND_AFTER_DAYS: '50' })).toThrow('STALE_AFTER_DAYS <= REMIND_AFTER_DAYS < UNLIST_AFTER_DAYS');
    expect(() => loadConfig({ STALE_AFTER_DAYS: '0' })).toThrow('STALE_AFTER_DAYS');
  });
});
