import english from 'virtual:catalogue/en/profile';
import { needPart } from '../../i18n/translator.ts';

// The profile screen's words in the reader's language, before it renders.
await needPart('profile', english);
