import { photoFile } from '../../src/domain/photo-keys.ts';
import type { ListingFacts } from '../../src/domain/listing-facts.ts';
import type { Property, PropertyImage } from '../../src/domain/property.ts';
import type { properties, StoredImage } from '../db/schema.ts';

export type PropertyRow = typeof properties.$inferSelect;

/** Public URL of one stored WebP width of a photo; `photoBase` is the storage's publicUrl (`/uploads/`, the bucket or a CDN). */
export function variantUrl(photoBase: string, key: string, width: number): string {
  return `${photoBase}${photoFile(key, width)}`;
}

/** A photo as the API returns it, `{ imageUrl, srcset, width, height }`; imageUrl is the widest variant up to 1280 px. */
export function toImage(img: StoredImage, photoBase: string): PropertyImage {
  const widths = [...img.widths].sort((a, b) => a - b);
  const main = [...widths].reverse().find((w) => w <= 1280) ?? widths[0] ?? img.width;
  return {
    imageUrl: variantUrl(photoBase, img.key, main),
    srcset: widths.map((w) => `${variantUrl(photoBase, img.key, w)} ${w}w`).join(', '),
    width: img.width,
    height: img.height,
  };
}

/** A row's facts as the API and the catalogue carry them. */
export function factsOfRow(row: { [K in keyof ListingFacts]: ListingFacts[K] }): ListingFacts {
  return {
    postedBy: row.postedBy,
    brokerageMonths: row.brokerageMonths,
    brokeragePercent: row.brokeragePercent,
    maintenance: row.maintenance,
    floor: row.floor,
    totalFloors: row.totalFloors,
    possession: row.possession,
    builtYear: row.builtYear,
    parkingCovered: row.parkingCovered,
    parkingOpen: row.parkingOpen,
    furnishing: row.furnishing,
    facing: row.facing,
    ocReceived: row.ocReceived,
  };
}

/**
 * A listing row as the API returns it: the stored field names, `_id`, owner as an id string. A hidden listing says so;
 * the moderator's reason goes only to its owner (`forOwner`).
 */
export function toProperty(row: PropertyRow, photoBase: string, forOwner = false): Property {
  return {
    ...(row.hiddenAt ? { hidden: true } : {}),
    ...(row.hiddenAt && forOwner ? { hiddenReason: row.hiddenReason ?? '' } : {}),
    ...(row.hiddenAt && forOwner && row.hiddenAs ? { hiddenAs: row.hiddenAs } : {}),
    _id: row.id,
    propertyName: row.propertyName,
    type: row.type,
    ucresale: row.ucresale,
    location: row.location,
    address: row.address,
    price: row.price,
    bedrooms: row.bedrooms,
    carpetArea: row.carpetArea,
    description: row.description,
    owner: row.ownerId,
    images: row.images.map((img) => toImage(img, photoBase)),
    furnished: row.furnished,
    parking: row.parking,
    gym: row.gym,
    swimming: row.swimming,
    security: row.security,
    ac: row.ac,
    wifi: row.wifi,
    reraNumber: row.reraNumber,
    station: row.station,
    walkMinutes: row.walkMinutes,
    ...(row.deposit !== null ? { deposit: row.deposit } : {}),
    ...factsOfRow(row),
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt.toISOString(),
    availability: row.availability,
    ...(row.availability !== 'available' && row.availabilityChangedAt ? { availabilityChangedAt: row.availabilityChangedAt.toISOString() } : {}),
  };
}
