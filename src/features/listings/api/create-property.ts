import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyCreated } from '#src/domain/answers.ts';
import type { AmenityKey } from '#src/domain/amenities.ts';
import type { PropertyFields } from '#src/domain/property.ts';
import { api } from '#src/lib/api-client.ts';
import { propertyKeys } from '#src/lib/query-keys/shared-keys.ts';

export interface NewListing {
  fields: PropertyFields;
  /** In display order: the first is the cover. */
  photos: File[];
}

/** The multipart upload: the photos as `images`, every field, and amenities as a JSON list of keys. */
export function toFormData({ fields, photos }: NewListing): FormData {
  const form = new FormData();
  const { amenities, reraNumber, walkMinutes, deposit, ...rest } = fields;
  // A fact not stated is left out, as an empty field would be.
  for (const [key, value] of Object.entries(rest)) if (value !== null) form.append(key, String(value));
  if (reraNumber) form.append('reraNumber', reraNumber);
  if (walkMinutes !== null) form.append('walkMinutes', String(walkMinutes));
  if (deposit !== null && fields.type === 'rent') form.append('deposit', String(deposit));
  form.append('amenities', JSON.stringify(amenities satisfies AmenityKey[]));
  for (const photo of photos) form.append('images', photo, photo.name);
  return form;
}

export function useCreateProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (listing: NewListing) => api<PropertyCreated>('/api/property/create', { method: 'POST', body: toFormData(listing) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
