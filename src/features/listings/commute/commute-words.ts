import english from 'virtual:catalogue/en/commute';
import { registerPart } from '#src/i18n/translator.ts';

// Its own part, not the list's: the list's words are in /properties' first load, and these are needed only once a
// reader chooses where they travel to. Registered as this module loads (decision 0043).
registerPart('commute', english);
