import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_WALK_MINUTES } from '../../src/domain/commute/commute-model.ts';
import { LANGS } from '../../src/domain/languages.ts';
import { AVAILABILITIES } from '../../src/domain/availability-kinds.ts';
import { FACINGS, FURNISHINGS, OC_STATES, POSTED_BY } from '../../src/domain/listing-facts.ts';

/** One schema for the embedded PGlite and for PostgreSQL. Migrations in ./migrations are generated from it. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contactNo: text('contact_no').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** The language of the account's e-mails and notifications, and of any device it signs in on (decision 0046). */
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_newest_idx').on(t.createdAt.desc(), t.id.desc())],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a stolen database does not hand out live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** A stored photo: the original's pixel size and the WebP widths written for it. */
export interface StoredImage {
  /** Storage key prefix, e.g. "p/3f2c.../a1b2": variants live at `${key}-${width}.webp`. */
  key: string;
  width: number;
  height: number;
  widths: number[];
}

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyName: text('property_name').notNull(),
    type: text('type', { enum: ['sale', 'rent'] }).notNull(),
    ucresale: text('ucresale', { enum: ['under construction', 'resale', 'not applicable'] }).notNull(),
    location: text('location').notNull(),
    /** Position in STATIONS derived from the location, so an area range is an indexed range query. */
    station: integer('station'),
    /** The owner's minutes on foot (or by rickshaw) from the door to that station, 1-60; null when not given. */
    walkMinutes: smallint('walk_minutes'),
    address: text('address').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** A rent's security deposit in rupees as its owner gave it; null when not given, and always on a sale. */
    deposit: bigint('deposit', { mode: 'number' }),
    bedrooms: integer('bedrooms').notNull().default(0),
    carpetArea: integer('carpet_area').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<StoredImage[]>().notNull().default(sql`'[]'::jsonb`),
    furnished: boolean('furnished').notNull().default(false),
    parking: boolean('parking').notNull().default(false),
    gym: boolean('gym').notNull().default(false),
    swimming: boolean('swimming').notNull().default(false),
    security: boolean('security').notNull().default(false),
    ac: boolean('ac').notNull().default(false),
    wifi: boolean('wifi').notNull().default(false),
    reraNumber: text('rera_number'),
    // The facts a family asks before a visit (src/domain/listing-facts.ts); null is "not stated".
    postedBy: text('posted_by', { enum: POSTED_BY }).notNull().default('agent'),
    brokerageMonths: doublePrecision('brokerage_months'),
    brokeragePercent: doublePrecision('brokerage_percent'),
    maintenance: integer('maintenance'),
    floor: smallint('floor'),
    totalFloors: smallint('total_floors'),
    /** 'ready' or a month, YYYY-MM. */
    possession: text('possession'),
    builtYear: smallint('built_year'),
    parkingCovered: smallint('parking_covered'),
    parkingOpen: smallint('parking_open'),
    /** Replaces the furnished amenity's yes/no; `furnished` stays true exactly when this is 'furnished'. */
    furnishing: text('furnishing', { enum: FURNISHINGS }),
    facing: text('facing', { enum: FACINGS }),
    ocReceived: text('oc_received', { enum: OC_STATES }),
    /** Set while a moderator has taken the listing down: out of search, lists and the catalogue. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why, as the moderator wrote it: shown to the owner on My Properties and in their e-mail. */
    hiddenReason: text('hidden_reason'),
    /** Set with hiddenAt when the moderator hid it as a copy of another listing: the owner is told so in their language. */
    hiddenAs: text('hidden_as', { enum: ['duplicate'] }),
    /** When our agent verified the listing after showing it: the badge's date. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the owner last said it is still available (created counts): stale after 30 days, unlisted after 45. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** On the market, or sold, rented or withdrawn by its owner: only an available listing is in search and the catalogue. */
    availability: text('availability', { enum: AVAILABILITIES }).notNull().default('available'),
    /** When it last moved on or off the market: "Sold on 12 Nov", and the start of the relisting window. */
    availabilityChangedAt: timestamp('availability_changed_at', { withTimezone: true, precision: 3 }),
    /** Set when a listing relisted after the relisting window starts anew: its first date and history count from here. */
    listedSince: timestamp('listed_since', { withTimezone: true, precision: 3 }),
    // Millisecond precision so a JavaScript Date round-trips exactly through the page cursor.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('properties_owner_idx').on(t.ownerId),
    index('properties_station_idx').on(t.station, t.createdAt.desc()),
    // Shortest commute first reads each station's listings in walk order (server/services/commute-sql.ts).
    index('properties_station_walk_idx').on(
      t.station,
      sql`coalesce(${t.walkMinutes}, ${sql.raw(String(DEFAULT_WALK_MINUTES))})`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('properties_type_idx').on(t.type, t.createdAt.desc()),
    index('properties_price_idx').on(t.price),
    index('properties_status_idx').on(t.ucresale),
    // Every non-text filter column, so counting the matches reads this index alone (index-only scan).
    index('properties_facets_idx').on(t.station, t.type, t.price, t.ucresale, t.furnished, t.parking, t.gym, t.swimming, t.security, t.ac, t.wifi),
    // Trigram indexes serve the case-insensitive substring search (q, location) with LIKE on lower().
    index('properties_name_trgm_idx').using('gin', sql`lower(${t.propertyName}) gin_trgm_ops`),
    index('properties_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
  ],
);

/**
 * Every price a listing has asked, oldest first: one row when it is created and one for each change (with the price
 * it replaced), so the detail page can show when it was listed and how its price moved.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** The price this one replaced; null on the first point (the listing's creation). */
    oldPrice: bigint('old_price', { mode: 'number' }),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('price_history_property_idx').on(t.propertyId, t.changedAt)],
);

/**
 * How often a listing's detail was served to someone other than its owner, per day (Mumbai's date): a count and
 * nothing about who viewed (decision 0063).
 */
export const listingViews = pgTable(
  'listing_views',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/**
 * A listing's views from the days `listing_views` no longer holds: the roll-up job (server/services/view-rollup.ts)
 * moves days past the owner's chart here as one running total, so the owner's "views in all" is this plus the days
 * still kept (decision 0078).
 */
export const listingViewTotals = pgTable('listing_view_totals', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
});

export const wishlist = pgTable(
  'wishlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index('wishlist_property_idx').on(t.propertyId)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    bookingTime: text('booking_time').notNull(),
    pickup: boolean('pickup').notNull().default(false),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt.desc()),
    index('bookings_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('bookings_property_idx').on(t.propertyId),
    // One active booking per user, property and slot; cancelled ones do not block a new one.
    uniqueIndex('bookings_active_slot_key').on(t.userId, t.propertyId, t.bookingDate, t.bookingTime).where(sql`status <> 'cancelled'`),
  ],
);

/** The first answer to a request that carried an Idempotency-Key, replayed for any retry with that key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] })],
);

export const enquiries = pgTable('enquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  contactNo: text('contact_no').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A deleted listing's id and the listing_changes version it went at (written by migration 0003's trigger), so a
 * device syncing the catalogue by difference learns of the deletion. Pruned after a month (REMOVALS_KEEP_MS in
 * server/services/catalogue.ts); a device older than that gets the whole catalogue again.
 */
export const listingRemovals = pgTable(
  'listing_removals',
  {
    id: uuid('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_removals_version_idx').on(t.version)],
);

/** A user's report of a listing. One open report per user and listing; a moderator closes it. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['fake', 'unavailable', 'wrong-price', 'broker', 'wrong-photos', 'other'] }).notNull(),
    details: text('details'),
    /** open until a moderator hides the listing (actioned) or dismisses the reports (dismissed). */
    status: text('status', { enum: ['open', 'actioned', 'dismissed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('listing_reports_open_key').on(t.userId, t.propertyId).where(sql`status = 'open'`),
    index('listing_reports_open_idx').on(t.status, t.createdAt.desc()),
    index('listing_reports_property_idx').on(t.propertyId),
  ],
);

/** Every moderation action: who, when, what, on which listing, and why. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['hide', 'restore', 'dismiss-reports', 'verify', 'unverify'] }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_actions_property_idx').on(t.propertyId, t.createdAt.desc())],
);

/**
 * The reminders sent to owners of listings nearing unlisting: one per listing and confirmation, so the
 * job sends each once however often, and by however many processes, it runs.
 */
export const staleReminders = pgTable(
  'stale_reminders',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The listing's confirmed_at the reminder was about: confirming again makes a new one due later. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.confirmedAt] })],
);

/**
 * A search a user saved from /properties: its filter in the shape of ListingFilter, read back through
 * savedFilterSchema. `seenAt` is when the user last opened it (new matches are listings created after it);
 * `alertedAt` is the newest listing an alert or digest has already told them about.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').notNull(),
    alert: text('alert', { enum: ['instant', 'daily', 'off'] })
      .notNull()
      .default('off'),
    seenAt: timestamp('seen_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    alertedAt: timestamp('alerted_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt), index('saved_searches_alert_idx').on(t.alert)],
);

/** A browser's Web Push subscription (PushSubscription.toJSON()); the endpoint is unique across users. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Settings the server makes once and keeps, e.g. the VAPID key pair when none is configured. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Each listing photo's 64-bit difference hash (src/domain/duplicates-core.ts), stored as a signed bigint. */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    photoKey: text('photo_key').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    /**
     * How the hash was made (PHOTO_HASH_VERSION in server/services/photo-hash.ts). Null for the hashes made before the
     * upload hashed its one decode's 320 px pixels (a second decode, made grey by libvips): those sit a few bits off
     * the new ones, and the rehash job makes them again from the stored copy (docs/decisions/0079-*.md).
     */
    hashVersion: smallint('hash_version'),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.photoKey] }),
    // The rehash job's worklist: only the unmarked rows, so it costs nothing once they are done.
    index('photo_hashes_unmarked_idx').on(t.photoKey).where(sql`hash_version is null`),
  ],
);

/**
 * The duplicate lookup's index: every photo hash once per band with that band's value, so the photos that share a band
 * with a new one are an index range, not a scan. The hash is in the key after the band, so the lookup reads the index
 * alone (an index-only scan), never the table.
 */
export const photoHashBands = pgTable(
  'photo_hash_bands',
  {
    band: smallint('band').notNull(),
    value: integer('value').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    photoKey: text('photo_key').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'photo_hash_bands_pkey', columns: [t.band, t.value, t.hash, t.propertyId, t.photoKey] }),
    index('photo_hash_bands_property_idx').on(t.propertyId),
  ],
);

/** A new listing that looked like one already listed when it was published: the moderators' "Possible duplicates". */
export const duplicatePairs = pgTable(
  'duplicate_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The listing published later. */
    copyId: uuid('copy_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The listing it looks like. */
    originalId: uuid('original_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Bits between their closest photos, and which photos those are. */
    distance: smallint('distance').notNull(),
    copyPhotoKey: text('copy_photo_key').notNull(),
    originalPhotoKey: text('original_photo_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('duplicate_pairs_key').on(t.copyId, t.originalId),
    index('duplicate_pairs_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('duplicate_pairs_original_idx').on(t.originalId),
  ],
);
