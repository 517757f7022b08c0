import { useState } from 'react';
import { toast } from '../../ui/toast.ts';
import { useT, Words } from '../../i18n/language-context.tsx';
import { Button } from '../../ui/button.tsx';
import offlineWords from 'virtual:catalogue/en/offline';

const TOAST_ID = 'app-update';

function UpdateToast({ visible, onReload }: { visible: boolean; onReload: () => Promise<void> }) {
  const t = useT();
  const [reloading, setReloading] = useState(false);
  return (
    <div
      role="status"
      aria-live="polite"
      className={`pointer-events-auto w-full max-w-sm rounded-card border border-line bg-card p-4 shadow-card ${visible ? 'opacity-100' : 'opacity-0'} transition-opacity`}
    >
      <p className="font-semibold text-ink">{t('offline.updateAvailable')}</p>
      <p className="mt-1 text-sm text-ink-muted">{t('offline.updateBody')}</p>
      <div className="mt-3 flex justify-end">
        <Button
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void onReload();
          }}
        >
          {reloading ? t('offline.reloading') : t('offline.reload')}
        </Button>
      </div>
    </div>
  );
}

/** Stays until the user acts: the new version runs only after Reload, never behind their back (docs/decisions/0009). */
export function showUpdateToast(onReload: () => Promise<void>) {
  toast.custom(
    (t) => (
      <Words parts={[offlineWords]}>
        <UpdateToast visible={t.visible} onReload={onReload} />
      </Words>
    ),
    { id: TOAST_ID, duration: Infinity },
  );
}
