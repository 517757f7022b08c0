import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyCreated } from '../../../domain/answers.ts';
import type { AmenityKey } from '../../../domain/amenities.ts';
import type { PropertyFields } from '../../../domain/property.ts';
import { api } from '../../../lib/api-client.ts';

export interface NewListing {
  fields: PropertyFields;
  /** In display order: the first is the cover. */
  photos: File[];
}

/** The multipart upload: the photos as `images`, every field, and amenities as a JSON list of keys. */
export function toFormData({ fields, photos }: NewListing): FormData {
  const form = new FormData();
  const { amenities, reraNumber, ...rest } = fields;
  for (const [key, value] of Object.entries(rest)) form.append(key, String(value));
  if (reraNumber) form.append('reraNumber', reraNumber);
  form.append('amenities', JSON.stringify(amenities satisfies AmenityKey[]));
  for (const photo of photos) form.append('images', photo, photo.name);
  return form;
}

export function useCreateProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (listing: NewListing) => api<PropertyCreated>('/api/property/create', { method: 'POST', body: toFormData(listing) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['properties'] }),
  });
}
