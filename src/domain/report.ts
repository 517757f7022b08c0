import { z } from 'zod';
import { textInput } from './fields.ts';
import { REPORT_REASONS } from './report-reasons.ts';

export const REPORT_DETAILS_MAX = 1000;

/** POST /api/property/report/{id}: a reason, and for "other" the words saying what is wrong. */
export const reportListingSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: 'reportReasonRequired' }),
    details: textInput('reportDetailsRequired').trim().max(REPORT_DETAILS_MAX, 'reportDetailsTooLong').optional(),
  })
  .refine((r) => r.reason !== 'other' || (r.details ?? '') !== '', { message: 'reportDetailsRequired', path: ['details'] });
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
