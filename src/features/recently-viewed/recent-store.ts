import { z } from 'zod';
import { connectRecent, RECENT_MAX, type RecentView } from './recent-db.ts';

const recentViewSchema: z.ZodType<RecentView> = z.object({
  _id: z.string(),
  propertyName: z.string(),
  location: z.string(),
  price: z.string(),
  photo: z.string().nullable(),
  viewedAt: z.number(),
});

/** The remembered listings, newest first; a row this build cannot read is skipped, not trusted. */
export async function listRecent(): Promise<RecentView[]> {
  const db = await connectRecent();
  const rows = await db.getAllFromIndex('views', 'viewedAt');
  return rows
    .flatMap((row) => {
      const parsed = recentViewSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    })
    .reverse()
    .slice(0, RECENT_MAX);
}

export async function clearRecent(): Promise<void> {
  await (await connectRecent()).clear('views');
}
