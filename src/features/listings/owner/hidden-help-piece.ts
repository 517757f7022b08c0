import ownerWords from 'virtual:catalogue/en/owner';

/** The hidden listing's help, loaded apart with its words (src/i18n/language-context.tsx, `withWords`). */
export { HiddenHelp } from './hidden-help.tsx';
export const words = [ownerWords];
