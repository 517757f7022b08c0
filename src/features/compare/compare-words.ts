import english from 'virtual:catalogue/en/compare';
import { registerPart } from '../../i18n/translator.ts';

// Registered as this module loads; its screens wait for the reader's language with useWords (decision 0043).
registerPart('compare', english);
