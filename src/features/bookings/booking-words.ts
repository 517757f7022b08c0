import english from 'virtual:catalogue/en/booking';
import { needPart } from '../../i18n/translator.ts';

// The Book Visit screen's words in the reader's language, before it renders.
await needPart('booking', english);
