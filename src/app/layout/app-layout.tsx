import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../../ui/loading.tsx';
import { layoutCopy } from './copy.ts';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-card focus:px-4 focus:py-2">
        {layoutCopy.skip}
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
