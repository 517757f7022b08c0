import { z } from 'zod';
import { LANGS } from './languages.ts';

export const LANG_SAVED = 'Language saved';

/** PUT /api/user/lang: the signed-in account's language, which its e-mails and notifications and its devices follow. */
export const accountLangSchema = z.object({ lang: z.enum(LANGS, { error: 'langInvalid' }) });
export type AccountLangInput = z.infer<typeof accountLangSchema>;

export const accountLangAnswerSchema = z.object({ message: z.string(), lang: z.enum(LANGS) }).meta({ id: 'AccountLangAnswer' });
export type AccountLangAnswer = z.infer<typeof accountLangAnswerSchema>;
