/** A linear scale from [lo, hi] onto [from, to] on screen. */
export function scale(lo: number, hi: number, from: number, to: number): (v: number) => number {
  const span = hi - lo || 1;
  return (v) => from + ((v - lo) / span) * (to - from);
}

/** About `count` round tick values (1, 2 or 5 times a power of ten apart) covering [lo, hi], and the range they span. */
export function niceTicks(lo: number, hi: number, count: number): { ticks: number[]; lo: number; hi: number } {
  const raw = Math.max((hi - lo) / Math.max(count, 1), Number.EPSILON);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const first = Math.floor(lo / step) * step;
  const last = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return { ticks, lo: first, hi: last };
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Where each point's label goes (right, left, above or below it), the first place that overlaps no label placed
 * before, no point and no obstacle (the budget line's words) and stays inside the frame; null where none does (the table holds every name).
 */
export function placeLabels(
  points: readonly { x: number; y: number; width: number }[],
  frame: Box,
  height: number,
  radius: number,
  obstacles: readonly Box[] = [],
): ({ x: number; y: number; anchor: 'start' | 'end' | 'middle' } | null)[] {
  const placed: Box[] = [...obstacles, ...points.map((p) => ({ x: p.x - radius, y: p.y - radius, w: radius * 2, h: radius * 2 }))];
  return points.map((p) => {
    const gap = radius + 3;
    const options = [
      { box: { x: p.x + gap, y: p.y - height / 2, w: p.width, h: height }, x: p.x + gap, y: p.y + height / 3, anchor: 'start' as const },
      { box: { x: p.x - gap - p.width, y: p.y - height / 2, w: p.width, h: height }, x: p.x - gap, y: p.y + height / 3, anchor: 'end' as const },
      { box: { x: p.x - p.width / 2, y: p.y - gap - height, w: p.width, h: height }, x: p.x, y: p.y - gap - 2, anchor: 'middle' as const },
      { box: { x: p.x - p.width / 2, y: p.y + gap, w: p.width, h: height }, x: p.x, y: p.y + gap + height - 2, anchor: 'middle' as const },
    ];
    const inside = (b: Box) => b.x >= frame.x && b.y >= frame.y && b.x + b.w <= frame.x + frame.w && b.y + b.h <= frame.y + frame.h;
    const fit = options.find((o) => inside(o.box) && !placed.some((b) => overlaps(b, o.box)));
    if (!fit) return null;
    placed.push(fit.box);
    return { x: fit.x, y: fit.y, anchor: fit.anchor };
  });
}
