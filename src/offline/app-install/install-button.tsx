import { useEffect, useState } from 'react';
import { useT } from '../../i18n/language-context.tsx';
import { Icon } from '../../ui/icon.tsx';

/** Chromium's install offer; not in the DOM typings because only Chromium has it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

declare global {
  interface WindowEventMap {
    beforeinstallprompt: BeforeInstallPromptEvent;
  }
}

function useInstallOffer() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const onOffer = (event: BeforeInstallPromptEvent) => {
      // Our button replaces Chromium's mini-infobar, which covers the bottom of a phone screen.
      event.preventDefault();
      setOffer(event);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  return [offer, setOffer] as const;
}

/** Shown only while the browser offers to install the app: never in browsers without the offer, nor once installed. */
export function InstallButton() {
  const [offer, setOffer] = useInstallOffer();
  const t = useT();
  if (!offer) return null;
  return (
    <button
      type="button"
      aria-label={t('shell.install')}
      className="inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-control border border-brand-200 px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:px-3"
      onClick={async () => {
        // One offer answers one prompt(); Chromium sends a fresh beforeinstallprompt if the user declines and may ask again.
        setOffer(null);
        await offer.prompt();
        await offer.userChoice;
      }}
    >
      <Icon className="size-5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
      </Icon>
      <span className="hidden sm:inline">{t('shell.installShort')}</span>
    </button>
  );
}
