import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLanguageChange, useTranslator } from '../i18n/language-context.tsx';
import { translatorFor, wordsWaiting } from '../i18n/translator.ts';
import { useOnline } from '../lib/use-online.ts';
import { useCatalogue, useCatalogueRead } from './catalogue/index.ts';
import { timeAgo } from './relative-time.ts';
import { Icon } from '../ui/icon.tsx';

const TICK_MS = 30_000;

/**
 * When the newest data on the device arrived (the saved query cache or the catalogue of every listing; 0 for none),
 * or undefined while either is still being read from IndexedDB: a phone that holds listings must never be told, even
 * for a moment, that it holds nothing.
 */
function useLastRefreshed(): number | undefined {
  const cache = useQueryClient().getQueryCache();
  // Subscribed, not read once: the saved cache is restored from IndexedDB after the first render.
  const newest = () => Math.max(0, ...cache.getAll().map((q) => q.state.dataUpdatedAt));
  // The server render reads the same cache; the banner shows nothing online either way.
  const latest = useSyncExternalStore(
    useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]),
    newest,
    newest,
  );
  const restoring = useIsRestoring();
  const read = useCatalogueRead();
  const { syncedAt } = useCatalogue();
  return read && !restoring ? Math.max(latest, syncedAt ?? 0) : undefined;
}

/**
 * The shell's line while offline: that the app is offline, and how old what it shows is ("Offline · updated 5 minutes ago");
 * and, when Hindi or Marathi was picked offline and its words are not on the phone yet, why the page still reads English,
 * in the words of the language shown before (the one the reader surely reads).
 */
export function OfflineBanner() {
  // The shell's words, in every page's first paint: the banner must never wait for a part to load.
  const translator = useTranslator();
  const { t } = translator;
  const online = useOnline();
  const { before } = useLanguageChange();
  const { lang } = translator;
  const stranded = !online && lang !== 'en' && wordsWaiting(lang);
  const readable = wordsWaiting(before) ? 'en' : before;
  const lastRefreshed = useLastRefreshed();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (online) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [online]);

  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-ink px-4 py-2 text-center text-sm font-medium text-white">
          <Icon className="size-4 shrink-0" strokeLinecap="round">
            <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
          </Icon>
          {t('shell.offline')}
          {lastRefreshed !== undefined &&
            ` · ${lastRefreshed ? t('shell.offlineUpdated', { ago: timeAgo(lastRefreshed, now, translator) }) : t('shell.offlineNothingSaved')}`}
        </p>
      )}
      {stranded && (
        <p lang={readable} className="bg-ink px-4 pb-2 text-center text-xs text-white">
          {translatorFor(readable).t(lang === 'hi' ? 'shell.wordsOfflineHi' : 'shell.wordsOfflineMr')}
        </p>
      )}
    </div>
  );
}
