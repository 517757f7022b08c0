import english from 'virtual:catalogue/en/walk';
import { registerPart } from '#src/i18n/translator.ts';

// Registered as this module loads; its screens wait for the reader's language with useWords (decision 0043).
registerPart('walk', english);
