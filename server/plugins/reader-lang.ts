import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptLanguageOrder } from '../../src/domain/accept-language.ts';
import { isLang, LANG_COOKIE, type Lang, negotiateLang } from '../../src/domain/languages.ts';
import type { AppDeps } from '../deps.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the reader picked on this device: the `lang` cookie the app sets on a choice (and sign-in sets). */
export function pickedLang(request: FastifyRequest): Lang | null {
  const picked = request.cookies[LANG_COOKIE];
  return isLang(picked) ? picked : null;
}

/** The reader's language: the one picked on the device, else (a first visit) Accept-Language. Anything else is English. */
export function requestLang(request: FastifyRequest): Lang {
  const picked = pickedLang(request);
  if (picked) return picked;
  const accepted = request.headers['accept-language'];
  return negotiateLang(typeof accepted === 'string' ? acceptLanguageOrder(accepted) : []);
}

/**
 * The device's language cookie, as src/i18n/remembered-lang.ts writes it (not HttpOnly: the app reads it to switch).
 * Set on sign-in from the account, so the language follows its owner to every device (decision 0046).
 */
export function setLangCookie(reply: FastifyReply, deps: AppDeps, lang: Lang): void {
  reply.setCookie(LANG_COOKIE, lang, { path: '/', sameSite: 'lax', secure: deps.config.publicUrl.startsWith('https://'), maxAge: YEAR_SECONDS });
}
