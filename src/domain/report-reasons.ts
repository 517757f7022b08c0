// Apart from the report's schemas (report.ts): the listing page shows the link and its words on every visit, and
// must not build zod's schemas to do so; the form and its rule load when the link is pressed.

/** Why a user reports a listing, in the order the form lists them; their words are the catalogues' `reason.*`. */
export const REPORT_REASONS = ['fake', 'unavailable', 'wrong-price', 'broker', 'wrong-photos', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The server's answer to a report, for API clients; a reader sees `report.thanks` in their language. */
export const REPORT_THANKS = 'Thanks, we will check this listing';
