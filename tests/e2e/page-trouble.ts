import type { Page } from 'playwright-core';

/**
 * Starts noting what went wrong on `page`: its errors, console errors and warnings, failed requests and navigations,
 * each with its time. Returns what was noted so far, for a failure's message: a wait that times out in CI only says
 * what it waited for, not why it never came.
 */
export function watchTrouble(page: Page): () => string {
  const lines: string[] = [];
  const start = Date.now();
  const note = (line: string) => void lines.push(`+${Date.now() - start} ms ${line}`);
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') note(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => note(`page error: ${e.message}`));
  page.on('requestfailed', (r) => note(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  // One line: CI repeats only the first lines of a failure's message next to its count.
  return () => (lines.length > 0 ? lines.join(' | ') : 'no page error, console error, failed request or navigation');
}

/**
 * Collects the console errors and uncaught exceptions of `page` as they come, each with the address it was on (an
 * error seen only under load says which screen to look at). A hydration mismatch reports itself there; a test that
 * expects none checks the list is empty.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}
