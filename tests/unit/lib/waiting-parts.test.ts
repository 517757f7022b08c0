// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { deferLoadsUntil, loadWhenDeferred, waitingPartsTakenOver } from '#src/lib/first-interaction.ts';

// Past the 50 ms that stand in for an idle moment where the browser has no requestIdleCallback (jsdom).
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 100));

// A change of language waits on this, so that a part still showing the server's markup (the footer, until the first
// tap) is taken over in the language the markup was written in.
it('settles only once every waiting part asked for has its code, and the main thread is then idle', async () => {
  let release = () => {};
  deferLoadsUntil((go) => {
    release = go;
  });
  const footer = loadWhenDeferred(() => Promise.resolve('footer'));
  let loaded = false;
  void waitingPartsTakenOver().then(() => {
    loaded = true;
  });
  await aMoment();
  expect(loaded).toBe(false);
  release();
  await expect(footer).resolves.toBe('footer');
  // React takes the part over in a render of its own once its code is here: the switch waits for that too.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loaded).toBe(false);
  await aMoment();
  expect(loaded).toBe(true);
});

it('does not hang on a part whose code failed to come, nor when nothing waits', async () => {
  deferLoadsUntil((go) => go());
  const broken = loadWhenDeferred(() => Promise.reject(new Error('offline')));
  await expect(broken).rejects.toThrow('offline');
  await expect(waitingPartsTakenOver()).resolves.toBeUndefined();
});
