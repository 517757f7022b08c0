/**
 * Draws the app icons under public/icons/ from the Mumbai Homes mark (the house and the sun of public/favicon.svg),
 * in the theme's colours. Run once after changing the mark or the theme: `node --import tsx scripts/draw-icons.ts`.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { themeColor } from './theme-colors.ts';

const out = resolve(import.meta.dirname, '../public/icons');
const brand = themeColor('brand-700');
const sun = themeColor('accent-500');
const white = themeColor('card');

const HOUSE = 'M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z';
const mark = `<path d="${HOUSE}" fill="${white}"/><circle cx="46" cy="18" r="6" fill="${sun}"/>`;

/** Rounded tile on a transparent ground: how launchers show an icon that is not maskable. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand}"/>${mark}</svg>`;
/** Full bleed, the mark shrunk into the central 80 % circle every mask shape keeps. */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/><g transform="translate(32 32) scale(0.8) translate(-32 -32)">${mark}</g></svg>`;

const LIST = '<path d="M18 22h28M18 32h28M18 42h28" stroke="WHITE" stroke-width="5" stroke-linecap="round" fill="none"/>';
const HEART = '<path d="M32 48S14 37 14 25a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 12-18 23-18 23z" fill="WHITE"/>';
const shortcut = (glyph: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand}"/>${glyph.replaceAll('WHITE', white)}</svg>`;

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: rounded, size: 192 },
  { file: 'icon-512.png', svg: rounded, size: 512 },
  { file: 'maskable-192.png', svg: fullBleed, size: 192 },
  { file: 'maskable-512.png', svg: fullBleed, size: 512 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
  { file: 'shortcut-properties.png', svg: shortcut(LIST), size: 96 },
  { file: 'shortcut-wishlist.png', svg: shortcut(HEART), size: 96 },
];

mkdirSync(out, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(resolve(out, file));
  console.log(`public/icons/${file} ${size}x${size}`);
}
