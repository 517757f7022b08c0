import english from 'virtual:catalogue/en/share';
import { needPart } from '../../i18n/translator.ts';

// This feature's words in the reader's language, before it renders.
await needPart('share', english);
