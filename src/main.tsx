import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeQueryClient, Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import './fonts.css';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <Providers client={makeQueryClient()}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
