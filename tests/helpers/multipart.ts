import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  name?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it: text fields, then files. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----homes${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name ?? 'images'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The upload form's fields for a valid listing; override any of them. */
export function listingFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    type: 'sale',
    ucresale: 'resale',
    price: '18500000',
    propertyName: '2 BHK near Andheri station',
    location: 'Andheri West',
    address: '12 SV Road, Andheri West, Mumbai 400058',
    bedrooms: '2',
    carpetArea: '650',
    description: 'Bright flat, five minutes from the station.',
    amenities: '["gym","swimming_pool"]',
    postedBy: 'agent',
    ...over,
  };
}

/** A small photo-like image: a gradient, so encoders have something to do. */
export async function photo(format: 'png' | 'jpeg' | 'webp', width = 800, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#2f6f8f"/><stop offset="1" stop-color="#f6a96b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

export const file = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FilePart => ({ data, filename, contentType });
