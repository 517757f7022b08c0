import { useEffect, useState } from 'react';
import { toast } from '#src/ui/toast.ts';
import type { Property } from '#src/domain/property.ts';
import { Button, buttonClass } from '#src/ui/button.tsx';
import { useT } from '#src/i18n/language-context.tsx';

interface Device {
  origin: string;
  /** The browser has the Web Share API (the system share sheet). */
  canShare: boolean;
  /** A phone, where WhatsApp is how a listing gets passed on: a touch screen without hover. */
  phone: boolean;
}

/** What only the browser can tell; the server-rendered page has no Share, and it appears once the app runs. */
function useDevice(): Device | null {
  const [device, setDevice] = useState<Device | null>(null);
  useEffect(() => {
    setDevice({
      origin: window.location.origin,
      canShare: typeof navigator.share === 'function',
      phone: typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse) and (hover: none)').matches,
    });
  }, []);
  return device;
}

/** Share on a listing: the system share sheet where the browser has the Web Share API, else the link copied; on phones WhatsApp is named beside it. */
export function ShareListing({ property }: { property: Pick<Property, '_id' | 'propertyName' | 'location'> }) {
  const device = useDevice();
  const t = useT();
  if (!device) return null;
  const url = `${device.origin}/property/${encodeURIComponent(property._id)}`;
  const text = t('share.shareMessage', { title: property.propertyName, place: property.location });

  const share = async () => {
    if (device.canShare) {
      // The user closing the sheet rejects with AbortError: nothing to say.
      await navigator.share({ title: property.propertyName, text, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => void share()}>
        {device.canShare ? t('share.share') : t('share.copyLink')}
      </Button>
      {device.phone && (
        <a
          href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary')}
          aria-label={t('share.whatsappLabel', { title: property.propertyName })}
        >
          WhatsApp
        </a>
      )}
    </div>
  );
}
