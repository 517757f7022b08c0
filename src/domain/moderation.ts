import { z } from 'zod';
import { HIDDEN_AS } from './duplicates-core.ts';
import { requiredText } from './fields.ts';
import { nextCursorSchema } from './page.ts';
import { listingReportSchema } from './report.ts';

export const HIDE_REASON_MAX = 500;
export const LISTING_HIDDEN = 'Listing hidden';
export const LISTING_RESTORED = 'Listing restored';
export const REPORTS_DISMISSED = 'Reports dismissed';
export const LISTING_VERIFIED = 'Listing verified';
export const VERIFICATION_REMOVED = 'Verification removed';

/** POST /api/admin/listings/{id}/hide: the owner reads this reason on My Properties and in their e-mail. */
export const hideListingSchema = z.object({
  reason: requiredText('hideReasonRequired', HIDE_REASON_MAX, 'hideReasonTooLong'),
  /** `duplicate`: hidden as a copy of a listing already up; the owner is told so in their own language too. */
  as: z.enum(HIDDEN_AS).optional(),
});

export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss-reports', 'verify', 'unverify'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const person = z.object({ _id: z.string(), name: z.string() });

/** A listing as the moderators' tables show it. */
export const moderatedListingSchema = z
  .object({
    _id: z.string(),
    propertyName: z.string(),
    location: z.string(),
    owner: person.extend({ email: z.string() }),
    createdAt: z.string(),
    hidden: z.boolean(),
    hiddenReason: z.string().nullable(),
    /** When our agent verified it (ISO), or null. */
    verifiedAt: z.string().nullable(),
    /** When the owner last confirmed it is available (ISO). */
    confirmedAt: z.string(),
    openReports: z.number().int(),
  })
  .meta({ id: 'ModeratedListing' });
export type ModeratedListing = z.infer<typeof moderatedListingSchema>;

/** GET /api/admin/reports: open reports grouped by listing, the listing with the newest report first. */
export const reportGroupSchema = z
  .object({
    listing: moderatedListingSchema,
    reports: z.array(listingReportSchema.extend({ reporter: person.nullable() })),
  })
  .meta({ id: 'ReportGroup' });
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/**
 * GET /api/admin/reports: a page of reported listings, the newest report first; `total` counts the reported listings
 * matching `q`.
 */
export const reportGroupsPageSchema = z
  .object({ groups: z.array(reportGroupSchema), nextCursor: nextCursorSchema, total: z.number().int() })
  .meta({ id: 'ReportGroupsPage' });
export type ReportGroupsPage = z.infer<typeof reportGroupsPageSchema>;

/** One recorded action: who, when, what, why. */
export const moderationEntrySchema = z
  .object({
    _id: z.string(),
    action: z.enum(MODERATION_ACTIONS),
    reason: z.string().nullable(),
    admin: person.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ModerationEntry' });
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;

/** GET /api/admin/listings/{id}: the listing, its open reports and every moderation action on it, newest first. */
export const listingModerationSchema = reportGroupSchema.extend({ history: z.array(moderationEntrySchema) }).meta({ id: 'ListingModeration' });
export type ListingModeration = z.infer<typeof listingModerationSchema>;

/** GET /api/admin/listings: a page of listings, hidden ones included, newest first; `total` counts those matching `q`. */
export const moderatedListingsPageSchema = z
  .object({ listings: z.array(moderatedListingSchema), nextCursor: nextCursorSchema, total: z.number().int() })
  .meta({ id: 'ModeratedListingsPage' });
export type ModeratedListingsPage = z.infer<typeof moderatedListingsPageSchema>;
