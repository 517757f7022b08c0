import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh copy of the module (it asks once per page) and a browser whose storage says what the test wants. */
async function setUp({ persisted = false, installed = false } = {}) {
  const persist = vi.fn(async () => true);
  vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted: async () => persisted, estimate: async () => ({ usage: 0 }) } });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: installed && query === '(display-mode: standalone)' }));
  const { askPersistentStorage } = await import('#src/offline/index.ts');
  return { persist, askPersistentStorage };
}

it('asks for persistent storage once the wishlist has a listing, and only once', async () => {
  const { persist, askPersistentStorage } = await setUp();
  await askPersistentStorage({ wishlistSize: 0 });
  expect(persist).not.toHaveBeenCalled();
  await askPersistentStorage({ wishlistSize: 2 });
  await askPersistentStorage({ wishlistSize: 3 });
  expect(persist).toHaveBeenCalledOnce();
});

it('asks an installed app even with an empty wishlist', async () => {
  const { persist, askPersistentStorage } = await setUp({ installed: true });
  await askPersistentStorage({ wishlistSize: 0 });
  expect(persist).toHaveBeenCalledOnce();
});

it('does not ask again when the browser already keeps the data', async () => {
  const { persist, askPersistentStorage } = await setUp({ persisted: true });
  await askPersistentStorage({ wishlistSize: 1 });
  expect(persist).not.toHaveBeenCalled();
});

it('asks once the user saves something (a search, a listing to publish), and only once', async () => {
  const { persist, askPersistentStorage } = await setUp();
  await askPersistentStorage({ saved: false });
  expect(persist).not.toHaveBeenCalled();
  await askPersistentStorage({ saved: true });
  await askPersistentStorage({ saved: true });
  expect(persist).toHaveBeenCalledOnce();
});
