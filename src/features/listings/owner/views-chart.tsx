import type { DayViews } from '#src/domain/owner-activity-core.ts';

const WIDTH = 224;
const HEIGHT = 40;
const GAP = 2;

/**
 * Views per day as bars, oldest on the left. Drawn only: `label` is its text alternative, naming the days with views,
 * so a screen reader hears the same numbers.
 */
export function ViewsChart({ days, label }: { days: readonly DayViews[]; label: string }) {
  const most = Math.max(1, ...days.map((d) => d.views));
  const bar = WIDTH / Math.max(1, days.length);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-10 w-full max-w-xs text-brand-700" data-testid="views-chart">
      <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="currentColor" strokeOpacity="0.3" />
      {days.map((d, i) => {
        const h = d.views === 0 ? 0 : Math.max(2, (d.views / most) * (HEIGHT - 2));
        return <rect key={d.day} x={i * bar + GAP / 2} y={HEIGHT - h} width={bar - GAP} height={h} fill="currentColor" rx="1" />;
      })}
    </svg>
  );
}
