import { z } from 'zod';
import { textInput } from './fields.ts';
import { REPORT_REASONS } from './report-reasons.ts';

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
