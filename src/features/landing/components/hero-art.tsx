/** Towers by the sea with a local train in front: drawn inline so the hero costs no request and works offline. */

const TOWERS = [
  { x: 24, w: 56, h: 150, tone: 'fill-brand-700' },
  { x: 88, w: 44, h: 210, tone: 'fill-brand-800' },
  { x: 140, w: 66, h: 170, tone: 'fill-brand-600' },
  { x: 214, w: 50, h: 245, tone: 'fill-brand-800' },
  { x: 272, w: 62, h: 185, tone: 'fill-brand-700' },
  { x: 342, w: 46, h: 135, tone: 'fill-brand-600' },
  { x: 396, w: 60, h: 200, tone: 'fill-brand-800' },
] as const;

const GROUND = 300;

function windows(x: number, w: number, h: number, seed: number) {
  const cols = Math.max(2, Math.floor((w - 12) / 12));
  const rows = Math.floor((h - 24) / 16);
  const gap = (w - cols * 6) / (cols + 1);
  const cells = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = (r * 7 + c * 3 + seed) % 5 === 0;
      cells.push(
        <rect
          key={`${r}-${c}`}
          x={x + gap + c * (6 + gap)}
          y={GROUND - h + 16 + r * 16}
          width="6"
          height="8"
          rx="1"
          className={lit ? 'fill-accent-400' : 'fill-brand-300/40'}
        />,
      );
    }
  }
  return cells;
}

export function HeroArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 480 380" role="img" aria-label={label} className="h-auto w-full">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-brand-100)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-accent-100)' }} />
        </linearGradient>
        <clipPath id="hero-frame">
          <rect x="0" y="0" width="480" height="380" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-frame)">
        <rect width="480" height="380" fill="url(#hero-sky)" />
        <circle cx="380" cy="86" r="38" className="fill-accent-400" />
        <circle cx="380" cy="86" r="54" className="fill-accent-400/25" />
        <path d="M40 70c14-10 30-10 44 0 10-6 22-6 30 2H40z" className="fill-card/80" />
        <path d="M250 48c12-8 26-8 38 0 9-5 19-5 26 2h-64z" className="fill-card/70" />
        {TOWERS.map((t, i) => (
          <g key={t.x}>
            <rect x={t.x} y={GROUND - t.h} width={t.w} height={t.h} rx="3" className={t.tone} />
            <rect x={t.x - 3} y={GROUND - t.h - 6} width={t.w + 6} height="8" rx="2" className="fill-brand-900" />
            {windows(t.x, t.w, t.h, i)}
          </g>
        ))}
        <path d="M228 55v-16m0 0l-6 8m6-8l6 8" className="stroke-brand-900" strokeWidth="3" strokeLinecap="round" fill="none" />
        <rect x="0" y={GROUND} width="480" height="80" className="fill-brand-200" />
        <path d="M0 312c40-8 80 8 120 0s80-8 120 0 80 8 120 0 80-8 120 0v10H0z" className="fill-brand-300" />
        <rect x="0" y="334" width="480" height="5" className="fill-ink-soft" />
        <rect x="0" y="346" width="480" height="3" className="fill-ink-soft/60" />
        <g>
          <rect x="-10" y="300" width="300" height="36" rx="8" className="fill-danger" />
          <rect x="-10" y="300" width="300" height="9" rx="4" className="fill-accent-400" />
          <path d="M290 308c20 0 34 10 36 28h-36z" className="fill-danger" />
          {[8, 48, 88, 128, 168, 208, 248].map((x) => (
            <rect key={x} x={x} y="313" width="26" height="12" rx="2" className="fill-brand-100" />
          ))}
          <rect x="296" y="314" width="18" height="12" rx="3" className="fill-brand-100" />
          {[20, 60, 140, 180, 250].map((x) => (
            <circle key={x} cx={x} cy="338" r="5" className="fill-ink" />
          ))}
        </g>
        <g>
          <path d="M440 300v-58" className="stroke-accent-700" strokeWidth="5" strokeLinecap="round" />
          <path
            d="M440 246c-18-10-30-6-38 4 14-4 26-2 38-4zm0 0c16-14 30-12 38-2-14-4-26-2-38 2zm0 0c-4-16 4-28 14-32-6 10-10 20-14 32z"
            className="fill-success"
          />
        </g>
      </g>
    </svg>
  );
}
