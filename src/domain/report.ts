import { z } from 'zod';
import { textInput } from './fields.ts';

/** Why a user reports a listing (issue 20), in the order the form lists them. */
export const REPORT_REASONS = ['fake', 'unavailable', 'wrong-price', 'broker', 'wrong-photos', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake: 'Fake or duplicate listing',
  unavailable: 'Already sold or let',
  'wrong-price': 'Wrong price',
  broker: 'Broker posing as owner',
  'wrong-photos': 'Wrong photos',
  other: 'Other',
};

export const REPORT_THANKS = 'Thanks, we will check this listing';
export const REPORT_REASON_REQUIRED = 'Please choose a reason';
export const REPORT_DETAILS_REQUIRED = 'Please tell us what is wrong';
export const REPORT_DETAILS_MAX = 1000;
export const REPORT_DETAILS_TOO_LONG = `Please keep it to ${REPORT_DETAILS_MAX} characters`;
export const ALREADY_REPORTED = 'You have already reported this listing. We are checking it.';
export const OWN_LISTING_REPORT = 'You cannot report your own listing';

/** POST /api/property/report/{id}: a reason, and for "other" the words saying what is wrong. */
export const reportListingSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: REPORT_REASON_REQUIRED }),
    details: textInput(REPORT_DETAILS_REQUIRED).trim().max(REPORT_DETAILS_MAX, REPORT_DETAILS_TOO_LONG).optional(),
  })
  .refine((r) => r.reason !== 'other' || (r.details ?? '') !== '', { message: REPORT_DETAILS_REQUIRED, path: ['details'] });
export type ReportListingInput = z.infer<typeof reportListingSchema>;

/** A report as its author sees it (GET /api/user/reports) and as a moderator sees it, with the reporter. */
export const listingReportSchema = z
  .object({
    _id: z.string(),
    propertyId: z.string(),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
    status: z.enum(['open', 'actioned', 'dismissed']),
    createdAt: z.string(),
  })
  .meta({ id: 'ListingReport' });
export type ListingReport = z.infer<typeof listingReportSchema>;
