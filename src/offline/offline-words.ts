import english from 'virtual:catalogue/en/offline';
import { registerPart } from '../i18n/translator.ts';

// The update toast's and the outbox's words, with their code, which starts after the first render (the banner's are the shell's).
registerPart('offline', english);
