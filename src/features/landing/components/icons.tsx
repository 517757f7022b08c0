import type { ReactNode } from 'react';
import { Icon } from '#src/ui/icon.tsx';

/** The landing page's pictures: larger than the app's icons, so drawn with a lighter, rounded line. */
function LandingIcon({ children, className = 'size-6' }: { children: ReactNode; className?: string }) {
  return (
    <Icon className={className} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </Icon>
  );
}

export const icons = {
  grid: (
    <LandingIcon>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </LandingIcon>
  ),
  headset: (
    <LandingIcon>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20c0 1-1.5 2-4 2h-2" />
    </LandingIcon>
  ),
  shield: (
    <LandingIcon>
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </LandingIcon>
  ),
  rupee: (
    <LandingIcon>
      <path d="M7 4h10M7 9h10M7 4c5 0 7 2 7 4.5S12 13 7 13l7 7" />
    </LandingIcon>
  ),
  truck: (
    <LandingIcon>
      <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </LandingIcon>
  ),
  roller: (
    <LandingIcon>
      <rect x="3" y="3" width="15" height="6" rx="1.5" />
      <path d="M18 6h2a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1h-8v3" />
      <rect x="10.5" y="14" width="3" height="7" rx="1" />
    </LandingIcon>
  ),
  wallet: (
    <LandingIcon>
      <path d="M4 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h11v3" />
      <circle cx="16.5" cy="13.5" r="1.2" />
    </LandingIcon>
  ),
  briefcase: (
    <LandingIcon>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />
    </LandingIcon>
  ),
  house: (
    <LandingIcon>
      <path d="M3 11l9-7 9 7M5 10v10h14V10" />
      <path d="M10 20v-6h4v6" />
    </LandingIcon>
  ),
  arrow: (
    <LandingIcon className="size-4">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LandingIcon>
  ),
  gift: (
    <LandingIcon className="size-7">
      <rect x="3" y="8" width="18" height="5" rx="1" />
      <path d="M5 13v8h14v-8M12 8v13M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z" />
    </LandingIcon>
  ),
} as const;
