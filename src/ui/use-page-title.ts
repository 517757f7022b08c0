import { useEffect } from 'react';

export const APP_NAME = 'Mumbai Homes';

/** Every page names itself in the tab and for screen readers. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
