import { scale } from './chart-scale.ts';

const W = 96;
const H = 28;

/** A station's asking ₹ per sq ft by month, as a small line: months without a median are left as gaps. */
export function Sparkline({ trend, label }: { trend: readonly (number | null)[]; label: string }) {
  const values = trend.filter((v): v is number => v !== null);
  const x = scale(0, Math.max(trend.length - 1, 1), 2, W - 2);
  // At least ±10% of the middle from top to bottom: a wobble of 1% must not look like a boom or a crash.
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const mid = (lo + hi) / 2;
  const half = Math.max((hi - lo) / 2, mid * 0.1);
  const y = scale(mid - half, mid + half, H - 3, 3);
  const segments: string[] = [];
  let open = false;
  trend.forEach((v, i) => {
    if (v === null) {
      open = false;
      return;
    }
    segments.push(`${open ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`);
    open = true;
  });
  const lastIndex = trend.findLastIndex((v) => v !== null);
  const last = trend[lastIndex];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={label} className="shrink-0">
      <path d={segments.join(' ')} fill="none" className="stroke-brand-600" strokeWidth={1.75} strokeLinejoin="round" strokeLinecap="round" />
      {last != null && <circle cx={x(lastIndex)} cy={y(last)} r={2.5} className="fill-brand-600" />}
    </svg>
  );
}
