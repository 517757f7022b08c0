import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { seedListings } from '../../server/seed/seed.ts';
import { diskStorage } from '../../server/services/storage.ts';
import { listingPageSchema } from '../../src/domain/listing-page.ts';
import { TEST_PASSWORD_COST } from '../helpers/test-app.ts';
import { freePort, spawnServer } from './server-process.ts';

/** Enough listings that hashing their photos after start takes seconds even on a quiet machine. */
const LISTINGS = 4000;
const HASHING_DONE = 'hashed the photos of listings for the duplicate check';

const dataDir = mkdtempSync(join(tmpdir(), 'homes-hashing-'));
const clientDir = join(dataDir, 'client');

beforeAll(async () => {
  // Seeded listings have no photo hashes: the server's first start hashes them all in the background.
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    await seedListings(database.db, diskStorage(join(dataDir, 'uploads')), {
      count: LISTINGS,
      cost: TEST_PASSWORD_COST,
      now: new Date(),
      adminPassword: 'admin-pass-2026',
    });
  } finally {
    await database.close();
  }
  // A built client's page, large enough (over 1 KB) to be compressed.
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  const rows = Array.from({ length: 200 }, (_, i) => `<p>Listing row ${i}</p>`).join('');
  writeFileSync(join(clientDir, 'index.html'), `<!doctype html><html><body><div id="root">${rows}</div></body></html>`);
}, 300_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('answers a compressed page and a compressed API request while the start-up photo hashing runs', async () => {
  const server = await spawnServer(dataDir, await freePort(), { LOG_LEVEL: 'info', CLIENT_DIR: clientDir });
  try {
    const brotli = { headers: { 'accept-encoding': 'br' } };
    for (let round = 0; round < 3; round++) {
      const page = await fetch(`${server.url}/properties`, brotli);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(await page.text()).toContain('Listing row 199');

      const api = await fetch(`${server.url}/api/property/getProperties?limit=20`, brotli);
      expect(api.status).toBe(200);
      expect(api.headers.get('content-encoding')).toBe('br');
      expect(listingPageSchema.parse(await api.json()).properties).toHaveLength(20);

      // The answers came while the hashing was still under way, not after it.
      expect(server.output()).not.toContain(HASHING_DONE);
    }
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}, 180_000);
