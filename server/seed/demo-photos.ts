/**
 * Believable stand-in photos for the demo listings, drawn as SVG and rendered by sharp: no network and
 * no binary assets in the repository. Each kind of scene takes its colours and proportions from a
 * seeded random source, so every photo of the pool looks different.
 */

export const PHOTO_KINDS = ['tower', 'lowrise', 'bungalow', 'shop', 'plot', 'living', 'bedroom', 'kitchen'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

export const PHOTO_W = 1280;
export const PHOTO_H = 854;

/** Small, fast, seedable PRNG (mulberry32): the same seed draws the same pictures and listings. */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof randomSource>;

const SKIES = [
  ['#7cb7e8', '#d6ecfa'],
  ['#f6a96b', '#fde3b8'],
  ['#5e8fd1', '#bfe0f7'],
  ['#9fb7cf', '#e6eef5'],
  ['#2f3f73', '#e88a6a'],
] as const;
const FACADES = ['#e9e2d0', '#d9d4c7', '#f2efe8', '#c9d6df', '#e8d5b5', '#d7c4a3', '#bfc8c2', '#efe3cf'];
const ACCENTS = ['#2f6f8f', '#8c4a2f', '#3e7c59', '#7a5c99', '#b5651d', '#44546a'];
const WALLS = ['#efe7da', '#e3ecef', '#f3e9e0', '#e6efe6', '#f1e4d3', '#dfe3ea'];
const FLOORS = ['#b08a63', '#c9a27b', '#9c7a5b', '#d8d0c4', '#8d7b6a'];
const FABRICS = ['#3d5a80', '#98c1d9', '#ee6c4d', '#6d597a', '#588157', '#b56576', '#457b9d'];

function rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;
}

function sky(r: Random) {
  const [top, bottom] = r.pick(SKIES);
  const clouds = Array.from({ length: r.int(2, 5) }, () => {
    const x = r.int(0, PHOTO_W);
    const y = r.int(40, 260);
    const s = r.int(40, 90);
    return `<g fill="#ffffff" opacity="0.75"><ellipse cx="${x}" cy="${y}" rx="${s * 1.6}" ry="${s * 0.5}"/><ellipse cx="${x + s}" cy="${y - s * 0.2}" rx="${s}" ry="${s * 0.45}"/></g>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(0, 0, PHOTO_W, PHOTO_H, 'url(#sky)')}${clouds}`;
}

/** Distant buildings along baseY, across [left, left + width); scale shrinks them for a view through a window. */
function skyline(r: Random, baseY: number, left = 0, width = PHOTO_W, scale = 1) {
  let x = left - 20 * scale;
  let out = '';
  while (x < left + width) {
    const w = Math.min(r.int(50, 140) * scale, left + width - x);
    const h = r.int(80, 300) * scale;
    out += rect(Math.max(x, left), baseY - h, w - Math.max(0, left - x), h, '#8fa3b8', 'opacity="0.55"');
    x += w + r.int(0, 30) * scale;
  }
  return out;
}

function trees(r: Random, groundY: number, count: number) {
  return Array.from({ length: count }, () => {
    const x = r.int(0, PHOTO_W);
    const h = r.int(60, 160);
    const green = r.pick(['#3f7d4e', '#4f8f5a', '#2e6b3f', '#5a9a4f']);
    if (r.chance(0.35)) {
      // A coconut palm, the skyline of every Mumbai suburb.
      const top = groundY - h * 1.6;
      const fronds = [-60, -25, 10, 45, 80]
        .map((a) => `<path d="M${x} ${top} q ${a} -30 ${a * 1.4} 25" stroke="${green}" stroke-width="12" fill="none" stroke-linecap="round"/>`)
        .join('');
      return `<line x1="${x}" y1="${groundY}" x2="${x}" y2="${top}" stroke="#7a5a3a" stroke-width="9"/>${fronds}`;
    }
    return `${rect(x - 5, groundY - h * 0.5, 10, h * 0.5, '#6b4a2f')}<circle cx="${x}" cy="${groundY - h * 0.7}" r="${h * 0.45}" fill="${green}"/>`;
  }).join('');
}

function windowsGrid(r: Random, x: number, y: number, w: number, h: number, cols: number, rows: number, lit: number) {
  const cw = w / cols;
  const rh = h / rows;
  let out = '';
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const fill = r.chance(lit) ? '#ffe7a3' : r.pick(['#5f7d95', '#6e8aa3', '#4d6a82']);
      out += rect(x + i * cw + cw * 0.18, y + j * rh + rh * 0.2, cw * 0.64, rh * 0.55, fill);
    }
  }
  return out;
}

function ground(r: Random, y: number) {
  return `${rect(0, y, PHOTO_W, PHOTO_H - y, r.pick(['#9a9a94', '#8b8f88', '#a39d90']))}${rect(0, y + 40, PHOTO_W, 70, '#55585c')}${rect(0, y + 72, PHOTO_W, 6, '#e8e3c8', 'opacity="0.8"')}`;
}

function tower(r: Random) {
  const groundY = r.int(660, 720);
  const w = r.int(300, 460);
  const x = r.int(160, PHOTO_W - w - 160);
  const top = r.int(40, 140);
  const facade = r.pick(FACADES);
  const accent = r.pick(ACCENTS);
  const floors = r.int(12, 22);
  const balconies = Array.from({ length: floors }, (_, i) =>
    rect(x - 10, top + 30 + (i * (groundY - top - 60)) / floors, w + 20, 6, accent, 'opacity="0.7"'),
  ).join('');
  const wing = r.chance(0.6)
    ? rect(x + w, top + 120, w * 0.45, groundY - top - 120, facade, 'opacity="0.85"') +
      windowsGrid(r, x + w, top + 140, w * 0.45, groundY - top - 170, 3, floors - 4, 0.15)
    : '';
  return (
    sky(r) +
    skyline(r, groundY) +
    wing +
    rect(x, top, w, groundY - top, facade) +
    rect(x, top, w, 24, accent) +
    windowsGrid(r, x + 10, top + 40, w - 20, groundY - top - 90, r.int(4, 6), floors, 0.2) +
    balconies +
    ground(r, groundY) +
    trees(r, groundY, r.int(3, 7))
  );
}

function lowrise(r: Random) {
  const groundY = r.int(640, 700);
  const w = r.int(700, 1000);
  const x = (PHOTO_W - w) / 2 + r.int(-80, 80);
  const storeys = r.int(3, 5);
  const h = storeys * r.int(95, 115);
  const facade = r.pick(FACADES);
  const accent = r.pick(ACCENTS);
  const shades = Array.from({ length: storeys - 1 }, (_, i) => rect(x - 8, groundY - h + 20 + i * (h / storeys), w + 16, 10, accent)).join('');
  return (
    sky(r) +
    skyline(r, groundY - 40) +
    rect(x, groundY - h, w, h, facade) +
    windowsGrid(r, x + 20, groundY - h + 30, w - 40, h - 130, r.int(6, 10), storeys - 1, 0.1) +
    shades +
    windowsGrid(r, x + 20, groundY - 95, w - 40, 90, r.int(4, 7), 1, 0) +
    rect(x, groundY - h - 16, w, 16, accent) +
    ground(r, groundY) +
    trees(r, groundY, r.int(2, 5))
  );
}

function bungalow(r: Random) {
  const groundY = r.int(660, 720);
  const w = r.int(520, 700);
  const x = (PHOTO_W - w) / 2 + r.int(-100, 100);
  const h = r.int(220, 280);
  const roof = r.pick(['#9c3d2e', '#7a3b2e', '#5b4a3f', '#a0522d']);
  const facade = r.pick(FACADES);
  return (
    sky(r) +
    `<polygon points="${x - 40},${groundY - h} ${x + w / 2},${groundY - h - 170} ${x + w + 40},${groundY - h}" fill="${roof}"/>` +
    rect(x, groundY - h, w, h, facade) +
    rect(x + w / 2 - 45, groundY - 150, 90, 150, r.pick(ACCENTS)) +
    windowsGrid(r, x + 30, groundY - h + 40, w / 2 - 90, 120, 2, 1, 0.3) +
    windowsGrid(r, x + w / 2 + 60, groundY - h + 40, w / 2 - 90, 120, 2, 1, 0.3) +
    rect(0, groundY, PHOTO_W, PHOTO_H - groundY, r.pick(['#6f9b4f', '#7aa65a', '#5f8f45'])) +
    `<path d="M${x + w / 2 - 45} ${PHOTO_H} L${x + w / 2 - 30} ${groundY} L${x + w / 2 + 30} ${groundY} L${x + w / 2 + 45} ${PHOTO_H} Z" fill="#c8b89a"/>` +
    trees(r, groundY, r.int(3, 6))
  );
}

function shop(r: Random) {
  const groundY = r.int(700, 740);
  const shops = r.int(2, 4);
  const sw = PHOTO_W / shops;
  let fronts = '';
  for (let i = 0; i < shops; i++) {
    const x = i * sw;
    const colour = r.pick(ACCENTS);
    const open = r.chance(0.6);
    fronts +=
      rect(x + 10, 300, sw - 20, 90, colour) +
      rect(x + 40, 330, sw - 80, 30, '#ffffff', 'opacity="0.85"') +
      (open
        ? rect(x + 20, 400, sw - 40, groundY - 400, '#3b3b3b') + windowsGrid(r, x + 30, 420, sw - 60, groundY - 440, 3, 3, 0.7)
        : rect(x + 20, 400, sw - 40, groundY - 400, '#b9bcc0') +
          Array.from({ length: 14 }, (_, k) => rect(x + 20, 400 + k * ((groundY - 400) / 14), sw - 40, 3, '#8e9297')).join(''));
  }
  return (
    sky(r) +
    rect(0, 60, PHOTO_W, groundY - 60, r.pick(FACADES)) +
    windowsGrid(r, 30, 90, PHOTO_W - 60, 180, r.int(8, 12), 2, 0.15) +
    fronts +
    ground(r, groundY)
  );
}

function plot(r: Random) {
  const horizon = r.int(430, 520);
  const posts = Array.from({ length: 16 }, (_, i) => rect(40 + i * 78, horizon + 140, 8, 90, '#7a6a55')).join('');
  return (
    sky(r) +
    skyline(r, horizon) +
    rect(0, horizon, PHOTO_W, PHOTO_H - horizon, r.pick(['#b8a27a', '#a89068', '#c2ad85', '#9a8a60'])) +
    `<path d="M0 ${horizon + 60} Q ${PHOTO_W / 2} ${horizon + r.int(20, 90)} ${PHOTO_W} ${horizon + 50}" stroke="#8d7b55" stroke-width="14" fill="none" opacity="0.5"/>` +
    posts +
    rect(40, horizon + 160, 16 * 78, 5, '#5c5045') +
    rect(40, horizon + 195, 16 * 78, 5, '#5c5045') +
    trees(r, horizon + 10, r.int(4, 9))
  );
}

function room(r: Random, furniture: string) {
  const wall = r.pick(WALLS);
  const floorY = r.int(560, 620);
  const wx = r.int(120, 760);
  const [skyTop, skyBottom] = r.pick(SKIES);
  return (
    rect(0, 0, PHOTO_W, PHOTO_H, wall) +
    `<defs><linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>` +
    rect(wx, 110, 380, 300, '#ffffff') +
    rect(wx + 12, 122, 356, 276, 'url(#view)') +
    skyline(r, 398, wx + 12, 356, 0.45) +
    rect(wx + 186, 122, 8, 276, '#ffffff') +
    rect(0, floorY, PHOTO_W, PHOTO_H - floorY, r.pick(FLOORS)) +
    Array.from(
      { length: 9 },
      (_, i) => `<line x1="${i * 160}" y1="${floorY}" x2="${i * 160 - 120}" y2="${PHOTO_H}" stroke="#000000" stroke-opacity="0.08" stroke-width="3"/>`,
    ).join('') +
    rect(0, floorY - 14, PHOTO_W, 14, '#ffffff', 'opacity="0.6"') +
    furniture.replaceAll('FLOOR', String(floorY))
  );
}

function living(r: Random) {
  const fabric = r.pick(FABRICS);
  const x = r.int(80, 560);
  const sofa = `${rect(x, 440, 560, 130, fabric)}${rect(x - 30, 470, 60, 140, fabric)}${rect(x + 530, 470, 60, 140, fabric)}${rect(x + 10, 520, 540, 70, fabric, 'opacity="0.85"')}`;
  const rug = `<ellipse cx="${x + 280}" cy="${PHOTO_H - 110}" rx="380" ry="70" fill="${r.pick(FABRICS)}" opacity="0.7"/>`;
  const table =
    rect(x + 170, PHOTO_H - 190, 220, 24, '#5b4636') + rect(x + 190, PHOTO_H - 166, 12, 60, '#5b4636') + rect(x + 358, PHOTO_H - 166, 12, 60, '#5b4636');
  const lamp = `${rect(1080, 300, 10, 300, '#444444')}<polygon points="1040,300 1130,300 1110,230 1060,230" fill="#f4d58d"/>`;
  const tv = r.chance(0.5) ? rect(60, 230, 260, 150, '#222222') : '';
  return room(r, tv + rug + sofa + table + lamp);
}

function bedroom(r: Random) {
  const x = r.int(200, 520);
  const sheet = r.pick(['#f7f7f2', '#e9eef5', '#f3e6e0']);
  const bed = `${rect(x, 380, 520, 190, r.pick(['#6b4a35', '#8a6a4f', '#4f3a2b']))}${rect(x + 10, 470, 500, 160, sheet)}${rect(x + 10, 540, 500, 90, r.pick(FABRICS))}${rect(x + 40, 445, 180, 50, '#ffffff')}${rect(x + 300, 445, 180, 50, '#ffffff')}`;
  const sides = `${rect(x - 110, 520, 90, 110, '#7a5c45')}${rect(x + 540, 520, 90, 110, '#7a5c45')}<circle cx="${x - 65}" cy="495" r="26" fill="#f4d58d"/>`;
  const wardrobe = r.chance(0.5) ? rect(1050, 200, 200, 420, '#c8b49a') + rect(1148, 210, 4, 400, '#8a7a66') : '';
  return room(r, wardrobe + bed + sides);
}

function kitchen(r: Random) {
  const cab = r.pick(['#ffffff', '#2f4858', '#86bbd8', '#f6ae2d', '#33658a', '#c8553d']);
  const upper = Array.from({ length: 6 }, (_, i) => rect(60 + i * 190, 90, 175, 170, cab) + rect(140 + i * 190, 200, 14, 40, '#999999')).join('');
  const tiles = Array.from({ length: 24 }, (_, i) => rect(60 + (i % 12) * 95, 280 + Math.floor(i / 12) * 60, 90, 55, i % 2 ? '#e8e8e8' : '#f6f6f6')).join('');
  const lower = `${rect(40, 400, 1200, 24, '#3a3a3a')}${rect(60, 424, 1160, 200, cab)}${Array.from({ length: 6 }, (_, i) => rect(70 + i * 192, 434, 180, 180, '#000000', 'opacity="0.06"')).join('')}`;
  const hob = `${rect(520, 392, 220, 10, '#222222')}<circle cx="580" cy="392" r="18" fill="#444444"/><circle cx="680" cy="392" r="18" fill="#444444"/>`;
  return rect(0, 0, PHOTO_W, PHOTO_H, r.pick(WALLS)) + tiles + upper + lower + hob + rect(0, 640, PHOTO_W, PHOTO_H - 640, r.pick(FLOORS));
}

const SCENES: Record<PhotoKind, (r: Random) => string> = { tower, lowrise, bungalow, shop, plot, living, bedroom, kitchen };

/** One photo as SVG source, 1280 x 854. */
export function demoPhotoSvg(kind: PhotoKind, seed: number): string {
  const r = randomSource(seed * 7919 + kind.length);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_W}" height="${PHOTO_H}" viewBox="0 0 ${PHOTO_W} ${PHOTO_H}">${SCENES[kind](r)}</svg>`;
}
