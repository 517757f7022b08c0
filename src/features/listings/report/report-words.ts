import english from 'virtual:catalogue/en/report';
import { registerPart } from '../../../i18n/translator.ts';

// With the report form, which loads only when someone opens it: a listing's first load does not carry these words.
registerPart('report', english);
