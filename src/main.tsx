import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { makeQueryClient, Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { persistOptions } from './offline/persist-options.ts';
import { registerServiceWorker } from './offline/register-sw.ts';
import { startOffline } from './offline/start-offline.ts';
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-devanagari';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const queryClient = makeQueryClient();
startOffline(queryClient);

createRoot(root).render(
  <StrictMode>
    <Providers client={queryClient} persistOptions={persistOptions}>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
