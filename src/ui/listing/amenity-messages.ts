import type { MessageId } from '@lingui/core';
import type { AmenityKey } from '../../domain/amenities.ts';

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
