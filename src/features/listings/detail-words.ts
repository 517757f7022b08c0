import english from 'virtual:catalogue/en/detail';
import { needPart } from '../../i18n/translator.ts';

// The listing page's words in the reader's language, before it renders.
await needPart('detail', english);
