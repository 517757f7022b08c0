import type { MessageId } from '@lingui/core';
import english from 'virtual:catalogue/en/card';
import type { AmenityKey } from '../../domain/amenities.ts';
import { registerPart } from '../../i18n/translator.ts';

// Registered as this module loads; its screens wait for the reader's language with useWords (decision 0043).
registerPart('card', english);

/** Each amenity's name, as the filter, the chips and the cards say it. */
export const AMENITY_MESSAGES: Record<AmenityKey, MessageId> = {
  wifi: 'card.amenityWifi',
  gym: 'card.amenityGym',
  parking: 'card.amenityParking',
  furnished: 'card.amenityFurnished',
  swimming: 'card.amenitySwimming',
  ac: 'card.amenityAc',
  security: 'card.amenitySecurity',
};
