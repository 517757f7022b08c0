import pickWords from 'virtual:catalogue/en/pick';

/** The toggle and the tray, one chunk loaded after the first paint, with their words (`withWords` at each lazy()). */
export { CompareToggle } from './compare-toggle.tsx';
export { CompareTray } from './compare-tray.tsx';

export const words = [pickWords];
