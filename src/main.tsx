import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { makeQueryClient, Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { registerServiceWorker } from './offline/register-sw.ts';
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-devanagari';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <Providers client={makeQueryClient()}>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
