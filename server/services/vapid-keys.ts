import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SETTING = 'vapid-keys';
const storedKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The configured VAPID pair, else the one kept in the database, else a new one stored there. Browsers tie a
 * subscription to the public key, so it must outlive restarts; several processes starting at once agree on the
 * first one written.
 */
export async function vapidKeys(db: Db, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return configured;
  const read = async () => {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
    return row ? storedKeys.parse(row.value) : null;
  };
  const existing = await read();
  if (existing) return existing;
  await db.insert(appSettings).values({ key: SETTING, value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('the VAPID keys could not be stored');
  return kept;
}
