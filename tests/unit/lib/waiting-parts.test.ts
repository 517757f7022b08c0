import { expect, it } from 'vitest';
import { deferLoadsUntil, loadWhenDeferred, waitingPartsLoaded } from '#src/lib/first-interaction.ts';

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 10));

// A change of language waits on this, so that a part still showing the server's markup (the footer, until the first
// tap) is taken over in the language the markup was written in.
it('settles only once every waiting part asked for has its code', async () => {
  let release = () => {};
  deferLoadsUntil((go) => {
    release = go;
  });
  const footer = loadWhenDeferred(() => Promise.resolve('footer'));
  let loaded = false;
  void waitingPartsLoaded().then(() => {
    loaded = true;
  });
  await aMoment();
  expect(loaded).toBe(false);
  release();
  await expect(footer).resolves.toBe('footer');
  await aMoment();
  expect(loaded).toBe(true);
});

it('does not hang on a part whose code failed to come, nor when nothing waits', async () => {
  deferLoadsUntil((go) => go());
  const broken = loadWhenDeferred(() => Promise.reject(new Error('offline')));
  await expect(broken).rejects.toThrow('offline');
  await expect(waitingPartsLoaded()).resolves.toBeUndefined();
});
