import english from 'virtual:catalogue/en/pick';
import { registerPart } from '../../i18n/translator.ts';

// The toggle's and the tray's words, small and apart from the table's, which load with the compare page (decision 0043).
registerPart('pick', english);
