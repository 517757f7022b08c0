import english from 'virtual:catalogue/en/notFound';
import { registerPart } from '../i18n/translator.ts';

// The not-found page's words load with its code, not in the first load.
registerPart('notFound', english);
