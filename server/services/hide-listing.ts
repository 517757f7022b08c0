import type { HiddenAs } from '../../src/domain/duplicates-core.ts';
import type { AppDeps } from '../deps.ts';
import { listingHiddenMail } from './mail-messages.ts';
import { hideListing, type Moderator } from './moderation.ts';

/** Hides a listing (moderation.ts says how) and tells its owner why, with a link to their listings. */
export async function hideListingAndTell(deps: AppDeps, propertyId: string, admin: Moderator, reason: string, as: HiddenAs | null = null): Promise<void> {
  const listing = await hideListing(deps.database.db, propertyId, admin, reason, deps.now(), as);
  const link = `${deps.config.publicUrl}/my-properties`;
  await deps.mailer.send(
    listingHiddenMail({ to: listing.ownerEmail, lang: listing.ownerLang, name: listing.ownerName, propertyName: listing.propertyName, reason, link }),
  );
}
