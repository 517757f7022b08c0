import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeQueryClient, Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import './fonts.css';
import { persistOptions } from './offline/persist-options.ts';
import { startOffline } from './offline/start-offline.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const queryClient = makeQueryClient();
startOffline(queryClient);

createRoot(root).render(
  <StrictMode>
    <Providers client={queryClient} persistOptions={persistOptions}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);

// After the page has loaded, as Workbox advises: the worker's precache downloads must not compete with the
// first render on a slow network, and its code stays out of the first load.
window.addEventListener('load', () => void import('./offline/register-sw.ts').then((sw) => sw.registerServiceWorker()), { once: true });
