import type { MessageId } from '@lingui/core';
import type { ModerationAction } from '#src/domain/moderation.ts';

/** A line of a listing's moderation history: what was done, by whom ({admin}) and when ({at}). */
export const ENTRY_MESSAGES: Record<ModerationAction, MessageId> = {
  hide: 'moderation.entry.hide',
  restore: 'moderation.entry.restore',
  'dismiss-reports': 'moderation.entry.dismissReports',
  verify: 'moderation.entry.verify',
  unverify: 'moderation.entry.unverify',
};
