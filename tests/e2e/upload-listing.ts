import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import type { Property } from '../../src/domain/property.ts';
import { listingFields, photo } from '../helpers/multipart.ts';

/** The upload form's text fields; each test names its listing and place. */
export type ListingFields = Record<
  'type' | 'ucresale' | 'price' | 'propertyName' | 'location' | 'address' | 'bedrooms' | 'carpetArea' | 'description' | 'amenities',
  string
> &
  Partial<Record<'postedBy' | 'maintenance' | 'floor' | 'totalFloors' | 'parkingCovered' | 'possession', string>>;

/** Publishes a listing with one real JPEG photo through the upload API, as the signed-in user of `context`. */
export async function uploadListing(context: BrowserContext, fields: ListingFields, photoName = 'front.jpg'): Promise<Property> {
  const form = new FormData();
  // Who lists it is required: a test that does not say is a broker's upload.
  for (const [k, v] of Object.entries({ postedBy: 'agent', ...fields })) form.append(k, v);
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  form.append('images', new File([Uint8Array.from(jpeg)], photoName, { type: 'image/jpeg' }));
  const res = await context.request.post('/api/property/create', { multipart: form });
  if (res.status() !== 201) throw new Error(`upload failed: ${res.status()} ${await res.text()}`);
  const body: { property: Property } = await res.json();
  return body.property;
}

/** Publishes a listing of the test defaults (tests/helpers/multipart.ts) with `over` changed and one JPEG photo. */
export async function publishListing(context: BrowserContext, over: Record<string, string> = {}): Promise<Property> {
  const res = await context.request.post('/api/property/create', {
    multipart: { ...listingFields(over), images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') } },
  });
  if (res.status() !== 201) throw new Error(`upload failed: ${res.status()} ${await res.text()}`);
  const body: { property: Property } = await res.json();
  return body.property;
}
