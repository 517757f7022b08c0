import type { MessageId } from '@lingui/core';
import type { ReportReason } from '../domain/report-reasons.ts';

/** Why a user reports a listing, in words. */
export const REASON_MESSAGES: Record<ReportReason, MessageId> = {
  fake: 'reason.fake',
  unavailable: 'reason.unavailable',
  'wrong-price': 'reason.wrongPrice',
  broker: 'reason.broker',
  'wrong-photos': 'reason.wrongPhotos',
  other: 'reason.other',
};
