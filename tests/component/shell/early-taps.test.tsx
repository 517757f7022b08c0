import { expect, it } from 'vitest';
import { holdEarlyTaps } from '../../../src/app/server-render/early-taps.ts';

it('holds taps on buttons until the app runs, then replays them in order, skipping buttons gone from the page', () => {
  document.body.innerHTML =
    '<button id="menu">Menu</button><button id="gone">Gone</button><a id="link" href="#x">Link</a><button id="off" disabled>Off</button>';
  const seen: string[] = [];
  document.addEventListener('click', (e) => seen.push(e.target instanceof Element ? e.target.id : '?'));
  const release = holdEarlyTaps(document);

  document.getElementById('menu')?.click();
  document.getElementById('gone')?.click();
  document.getElementById('link')?.click();
  document.getElementById('menu')?.click();
  // Only the link (no app needed) went through; the buttons wait.
  expect(seen).toEqual(['link']);

  document.getElementById('gone')?.remove();
  release();
  expect(seen).toEqual(['link', 'menu', 'menu']);

  // Released: later taps go straight through.
  document.getElementById('menu')?.click();
  expect(seen).toEqual(['link', 'menu', 'menu', 'menu']);
});
