import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack's onlineManager starts out 'online' and only learns otherwise from an `offline` event, so an
 * app opened without a network would try (and pause) every request. Start from navigator.onLine instead.
 */
export function startConnectivity(): void {
  onlineManager.setEventListener((setOnline) => {
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    setOnline(navigator.onLine);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}
