import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadEveryEnglishPart } from './language.ts';
import { apiServer } from './api-mock.ts';

// One fetch mock for every component test (tests/helpers/api-mock.ts): a request no test expected fails loudly.
beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

// Screens rendered on their own, outside the app's routes (which load each page's words), read every English word.
beforeAll(() => loadEveryEnglishPart());

// react-hot-toast keeps its toasts in a module-level store: without remove() they leak into the next test.
afterEach(() => {
  cleanup();
  toast.remove();
});

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
