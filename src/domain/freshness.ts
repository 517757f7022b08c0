import { z } from 'zod';
import type { Freshness } from './freshness-core.ts';

export * from './freshness-core.ts';

/**
 * How long an owner's "still available" holds: after `staleDays` without a confirmation a listing shows
 * "May no longer be available"; after `unlistDays` it leaves search until its owner confirms it; the reminder
 * e-mail goes `remindDays` after the last confirmation. Server settings (server/config.ts), sent to the client in
 * GET /api/site so the list on the device applies the same days.
 */
export const freshnessSchema: z.ZodType<Freshness> = z.object({
  staleDays: z.number().int().min(1),
  remindDays: z.number().int().min(1),
  unlistDays: z.number().int().min(1),
});
