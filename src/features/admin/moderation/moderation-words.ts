import type { MessageId } from '@lingui/core';
import english from 'virtual:catalogue/en/moderation';
import type { ModerationAction } from '../../../domain/moderation.ts';
import { registerPart } from '../../../i18n/translator.ts';

// With the Reports and Listings tabs' code, which loads only when an admin opens one.
registerPart('moderation', english);

/** A line of a listing's moderation history: what was done, by whom ({admin}) and when ({at}). */
export const ENTRY_MESSAGES: Record<ModerationAction, MessageId> = {
  hide: 'moderation.entry.hide',
  restore: 'moderation.entry.restore',
  'dismiss-reports': 'moderation.entry.dismissReports',
  verify: 'moderation.entry.verify',
  unverify: 'moderation.entry.unverify',
};
