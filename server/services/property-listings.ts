import type { Availability } from '../../src/domain/availability-core.ts';
import { unlistCutoff } from '../../src/domain/freshness.ts';
import type { ListingFilter } from '../../src/domain/listing-filter.ts';
import { listingPageSchema } from '../../src/domain/listing-page.ts';
import { mayManageListing } from '../../src/domain/listing-rights.ts';
import type { PageParams } from '../../src/domain/page.ts';
import type { FactsChange } from '../../src/domain/listing-facts-change.ts';
import { type Property, type PropertyFields, propertySchema } from '../../src/domain/property.ts';
import type { AppDeps } from '../deps.ts';
import { encodeJson } from '../encode-json.ts';
import { HttpError } from '../http-error.ts';
import { changeAvailability } from './availability-change.ts';
import { changeDeposit } from './deposit-change.ts';
import { changeFacts } from './facts-change.ts';
import { readFairPrice } from './fair-price.ts';
import { createListingCache } from './listing-cache.ts';
import { deleteListing, findListings, getListedPropertyOr404, getPropertyOr404 } from './listings.ts';
import { createListing, ownedPhotoFiles } from './new-listing.ts';
import { ownHiddenListing } from './own-hidden-listing.ts';
import { changePrice } from './price-change.ts';
import { queuePriceDrop } from './price-drops.ts';
import { readPriceHistory } from './price-history.ts';
import { toProperty } from './property-view.ts';
import { queueListingAlerts } from './search-alerts.ts';
import { changeWalk } from './walk-change.ts';
import type { WorkLog } from './work-log.ts';

interface Actor {
  id: string;
  role: string;
}

const HOUR_MS = 60 * 60 * 1000;
const hourFloor = (d: Date) => new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS);

/**
 * The listing paths of /api/property. The public reads answer, serialised, from the listing cache while no listing
 * has changed (server/services/listing-cache.ts); the owner's writes publish, remove and reprice.
 */
export function createPropertyListings(deps: AppDeps) {
  const { db } = deps.database;
  const photoBase = deps.storage.publicUrl;
  const cache = createListingCache(db);

  return {
    /** One page of search results, as JSON. */
    page(query: ListingFilter & PageParams): Promise<string> {
      const { limit, cursor, ...filter } = query;
      // Unlisting by age moves no change counter: the cutoff, to the hour, is part of the key instead (decision 0040).
      const unlistedBefore = hourFloor(unlistCutoff(deps.now(), deps.config.freshness));
      // Keyed by the parsed filter, so URLs that differ only in spelling (order, case of a station) share an entry.
      return cache.read(`list ${JSON.stringify([filter, limit, cursor ?? null, unlistedBefore.getTime()])}`, async () =>
        encodeJson(listingPageSchema, await findListings(db, filter, { limit, cursor }, photoBase, unlistedBefore)),
      );
    },

    /** One listed property, as JSON, with its price history, first-listed date and fair price; a sold one opens too, and says so; a hidden one for its owner alone. */
    async one(id: string, viewerId: string | null = null): Promise<string> {
      try {
        return await cache.read(`one ${id}`, async () => {
          const row = await getListedPropertyOr404(db, id);
          const fairPrice = await readFairPrice(db, row);
          return encodeJson(propertySchema, { ...toProperty(row, photoBase), ...(await readPriceHistory(db, row)), fairPrice });
        });
      } catch (err) {
        const own = err instanceof HttpError && err.statusCode === 404 && viewerId ? await ownHiddenListing(db, id, viewerId, photoBase) : null;
        if (own === null) throw err;
        return own;
      }
    },

    async publish(
      owner: Actor,
      form: { fields: PropertyFields; files: Buffer[] },
      log: WorkLog,
    ): Promise<{ property: Property; possibleDuplicates: string[] }> {
      const { row, possibleDuplicates } = await createListing(db, deps.storage, owner.id, form.fields, form.files, photoBase, deps.now());
      // The listing is published whatever happens to its alerts; a failure to queue them is logged, not answered.
      await queueListingAlerts(deps, row).catch((err: unknown) => log.error({ err }, 'listing alerts not queued'));
      return { property: toProperty(row, photoBase), possibleDuplicates: possibleDuplicates.map((m) => m._id) };
    },

    async remove(actor: Actor, id: string, log: WorkLog): Promise<void> {
      const row = await getPropertyOr404(db, id);
      if (!mayManageListing(row.ownerId, actor.id, actor.role)) throw new HttpError(403, 'notAllowed');
      const deleted = await deleteListing(db, row.id);
      if (deleted) {
        // The row is gone either way; a photo file left behind is only disk space, so log it rather than fail.
        await deps.storage.remove(ownedPhotoFiles(deleted)).catch((err: unknown) => log.warn({ err, id: row.id }, 'photo removal failed'));
      }
    },

    async reprice(actor: Actor, id: string, price: number, log: WorkLog): Promise<Property> {
      const { row, oldPrice } = await changePrice(db, actor, id, price);
      // The new price stands whatever happens to its notices; a failure to queue them is logged, not answered.
      await queuePriceDrop(deps, row, oldPrice).catch((err: unknown) => log.error({ err }, 'price drop not queued'));
      return toProperty(row, photoBase, row.ownerId === actor.id);
    },

    async setAvailability(actor: Actor, id: string, availability: Availability): Promise<Property> {
      const row = await changeAvailability(db, actor, id, availability, deps.now());
      return toProperty(row, photoBase, row.ownerId === actor.id);
    },

    async rewalk(actor: Actor, id: string, walkMinutes: number | null): Promise<Property> {
      const row = await changeWalk(db, actor, id, walkMinutes);
      return toProperty(row, photoBase, row.ownerId === actor.id);
    },

    async redeposit(actor: Actor, id: string, deposit: number | null): Promise<Property> {
      const row = await changeDeposit(db, actor, id, deposit);
      return toProperty(row, photoBase, row.ownerId === actor.id);
    },

    async restateFacts(actor: Actor, id: string, facts: FactsChange): Promise<Property> {
      const row = await changeFacts(db, actor, id, facts);
      return toProperty(row, photoBase, row.ownerId === actor.id);
    },
  };
}
