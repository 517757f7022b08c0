import type { PricePoint } from '#src/domain/price-history-core.ts';

const WIDTH = 240;
const HEIGHT = 56;
const PAD = 6;

/**
 * The price as a step line over time, from two points up. Drawn only: the words are `label`, the chart's text
 * alternative, so a screen reader hears every point.
 */
export function PriceHistoryChart({ points, label, now }: { points: readonly PricePoint[]; label: string; now: Date }) {
  if (points.length < 2) return null;
  const times = points.map((p) => Date.parse(p.date));
  const prices = points.map((p) => p.price);
  const [t0, t1] = [Math.min(...times), Math.max(...times, now.getTime())];
  const [lo, hi] = [Math.min(...prices), Math.max(...prices)];
  const x = (t: number) => PAD + ((t - t0) / Math.max(1, t1 - t0)) * (WIDTH - 2 * PAD);
  const y = (price: number) => (hi === lo ? HEIGHT / 2 : PAD + ((hi - price) / (hi - lo)) * (HEIGHT - 2 * PAD));
  const path = points
    .map((p, i) => {
      const px = x(times[i] ?? t0);
      const py = y(p.price);
      return i === 0 ? `M${px},${py}` : `H${px}V${py}`;
    })
    .join('');
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-14 w-full max-w-xs text-brand-700" data-testid="price-chart">
      <path d={`${path}H${WIDTH - PAD}`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      {points.map((p, i) => (
        <circle key={`${p.date} ${p.price}`} cx={x(times[i] ?? t0)} cy={y(p.price)} r="3" fill="currentColor" />
      ))}
    </svg>
  );
}
