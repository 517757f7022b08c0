import english from 'virtual:catalogue/en/footer';
import { registerPart } from '../../i18n/translator.ts';

// The footer's words load with its code, after the page's first paint (decision 0032), not in the first load.
registerPart('footer', english);
