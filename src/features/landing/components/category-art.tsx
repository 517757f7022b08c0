import type { ReactNode } from 'react';

/** Small scenes for the three property categories, drawn inline (decorative: the card's heading names it). */

function Frame({ children, tone }: { children: ReactNode; tone: string }) {
  return (
    <svg viewBox="0 0 320 160" className="h-auto w-full" aria-hidden="true">
      <rect width="320" height="160" className={tone} />
      <rect y="132" width="320" height="28" className="fill-brand-200/70" />
      {children}
    </svg>
  );
}

export function ResidentialArt() {
  return (
    <Frame tone="fill-brand-50">
      <circle cx="262" cy="40" r="18" className="fill-accent-400" />
      <rect x="70" y="30" width="90" height="102" rx="4" className="fill-brand-600" />
      <rect x="64" y="24" width="102" height="10" rx="3" className="fill-brand-800" />
      {[0, 1, 2, 3].map((r) =>
        [0, 1, 2].map((c) => (
          <g key={`${r}-${c}`}>
            <rect x={80 + c * 26} y={44 + r * 22} width="16" height="12" rx="1.5" className={(r + c) % 3 === 0 ? 'fill-accent-400' : 'fill-brand-100'} />
            <rect x={78 + c * 26} y={56 + r * 22} width="20" height="3" className="fill-brand-800" />
          </g>
        )),
      )}
      <rect x="174" y="72" width="80" height="60" rx="3" className="fill-card" />
      <path d="M166 76l48-30 48 30z" className="fill-danger" />
      <rect x="204" y="100" width="20" height="32" rx="2" className="fill-brand-700" />
      <rect x="182" y="90" width="16" height="14" rx="1.5" className="fill-brand-200" />
      <rect x="232" y="90" width="14" height="14" rx="1.5" className="fill-brand-200" />
      <circle cx="40" cy="112" r="16" className="fill-success" />
      <rect x="38" y="112" width="4" height="20" className="fill-accent-700" />
    </Frame>
  );
}

export function CommercialArt() {
  return (
    <Frame tone="fill-accent-100">
      <rect x="40" y="50" width="240" height="82" rx="4" className="fill-card" />
      <rect x="34" y="38" width="252" height="16" rx="3" className="fill-brand-800" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path key={i} d={`M${40 + i * 40} 54h40v14a20 10 0 0 1-40 0z`} className={i % 2 === 0 ? 'fill-danger' : 'fill-card'} />
      ))}
      <rect x="56" y="80" width="70" height="52" rx="2" className="fill-brand-100" />
      <rect x="140" y="80" width="40" height="52" rx="2" className="fill-brand-700" />
      <rect x="194" y="80" width="70" height="52" rx="2" className="fill-brand-100" />
      <rect x="64" y="100" width="20" height="24" rx="2" className="fill-accent-400" />
      <rect x="90" y="108" width="26" height="16" rx="2" className="fill-brand-300" />
      <rect x="204" y="96" width="22" height="28" rx="2" className="fill-success/70" />
      <rect x="232" y="104" width="22" height="20" rx="2" className="fill-accent-500" />
      <circle cx="174" cy="108" r="2" className="fill-accent-400" />
    </Frame>
  );
}

export function LandArt() {
  return (
    <Frame tone="fill-brand-50">
      <path d="M0 110c60-24 120-28 180-18s100 6 140-4v44H0z" className="fill-success/30" />
      <path d="M40 132l40-34h170l34 34z" className="fill-accent-100" />
      <path d="M40 132l40-34h170l34 34" fill="none" className="stroke-accent-700" strokeWidth="2" strokeDasharray="6 5" />
      {[70, 110, 150, 190, 230, 270].map((x) => (
        <rect key={x} x={x} y="112" width="4" height="20" rx="1" className="fill-accent-700" />
      ))}
      <rect x="60" y="118" width="230" height="3" className="fill-accent-700" />
      <path d="M164 40c-13 0-22 10-22 22 0 16 22 38 22 38s22-22 22-38c0-12-9-22-22-22z" className="fill-danger" />
      <circle cx="164" cy="62" r="8" className="fill-card" />
      <circle cx="264" cy="36" r="14" className="fill-accent-400" />
    </Frame>
  );
}
