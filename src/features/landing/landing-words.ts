import english from 'virtual:catalogue/en/landing';
import { needPart } from '../../i18n/translator.ts';

// The landing page's words (with its quick search and newest listings) in the reader's language, before it renders.
await needPart('landing', english);
