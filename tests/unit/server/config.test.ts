import { expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';

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
