import english from 'virtual:catalogue/en/saved';
import { needPart } from '../../i18n/translator.ts';

// This feature's words in the reader's language, before it renders.
await needPart('saved', english);
