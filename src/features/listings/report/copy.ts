import { REPORT_REASON_LABELS, REPORT_THANKS } from '../../../domain/report-reasons.ts';

/** The words of Report this listing (issue 20); the reasons and the thanks are the server's own (src/domain/report.ts). */
export const reportCopy = {
  heading: 'What is wrong with this listing?',
  reasons: REPORT_REASON_LABELS,
  details: 'Tell us more',
  detailsHint: 'Required for "Other". Optional otherwise.',
  submit: 'Send report',
  busy: 'Sending...',
  cancel: 'Cancel',
  thanks: REPORT_THANKS,
  failed: 'Could not send your report. Please try again.',
  offline: 'You are offline. Reporting a listing needs a connection.',
} as const;
