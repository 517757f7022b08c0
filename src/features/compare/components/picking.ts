/** The toggle and the tray, one chunk the list loads after its first paint. */
export { CompareToggle } from './compare-toggle.tsx';
export { CompareTray } from './compare-tray.tsx';
