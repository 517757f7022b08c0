import english from 'virtual:catalogue/en/list';
import { needPart } from '../../i18n/translator.ts';

// The list's words (search, filters, chips, counts) in the reader's language, before any of its pieces renders.
await needPart('list', english);
