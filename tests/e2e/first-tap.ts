import type { Page } from 'playwright-core';

/**
 * The reader's first touch of the page, as a key press that moves nothing: the app starts its service worker, outbox,
 * catalogue and toasts only then (src/lib/first-interaction.ts), as a reader's first tap or scroll would start them.
 */
export const firstTap = (page: Page) => page.keyboard.press('Shift');
