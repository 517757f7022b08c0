import { useCallback, useEffect, useState } from 'react';
import { clearOfflinePhotos, offlineStorageBytes } from '#src/offline/photos/index.ts';
import { useT } from '#src/i18n/language-context.tsx';
const MB = 1024 * 1024;

/** How much the app keeps on this device (photos fetched ahead count against a budget), and a way to free it. */
export function OfflineStorage() {
  const t = useT();
  const [bytes, setBytes] = useState<number | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const measure = useCallback(() => offlineStorageBytes().then(setBytes, () => setBytes(null)), []);
  useEffect(() => {
    void measure();
  }, [measure]);

  return (
    <section aria-labelledby="storage-heading" className="rounded-card bg-card p-5 shadow-card sm:p-6">
      <h2 id="storage-heading" className="text-lg font-semibold text-ink">
        {t('profile.storageHeading')}
      </h2>
      {bytes !== undefined && (
        <p className="mt-3 text-ink">
          {bytes === null ? t('profile.storageUnknown') : t('profile.storageUsed', { mb: Math.round(bytes / MB) })}
          {bytes !== null && (
            <>
              {', '}
              <button
                type="button"
                aria-label={t('profile.storageClearLabel')}
                disabled={busy}
                className="font-medium text-brand-700 underline hover:text-brand-800 disabled:opacity-50"
                onClick={() => {
                  setBusy(true);
                  void clearOfflinePhotos()
                    .then(measure)
                    .finally(() => setBusy(false));
                }}
              >
                {t('profile.storageClear')}
              </button>
            </>
          )}
        </p>
      )}
      <p className="mt-1 text-sm text-ink-muted">{t('profile.storageHint')}</p>
    </section>
  );
}
