import type { MessageId } from '@lingui/core';
import english from 'virtual:catalogue/en/reason';
import type { ReportReason } from '../domain/report-reasons.ts';
import { registerPart } from '../i18n/translator.ts';

// The report form and the admin's reports both name the reasons: one part, loaded with whichever opens first.
registerPart('reason', english);

/** Why a user reports a listing, in words. */
export const REASON_MESSAGES: Record<ReportReason, MessageId> = {
  fake: 'reason.fake',
  unavailable: 'reason.unavailable',
  'wrong-price': 'reason.wrongPrice',
  broker: 'reason.broker',
  'wrong-photos': 'reason.wrongPhotos',
  other: 'reason.other',
};
