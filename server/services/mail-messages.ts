import type { BookingStatus } from '../../src/domain/booking.ts';
import { formatPrice, formatPriceShort } from '../../src/domain/money.ts';
import type { Lang } from '../../src/domain/languages.ts';
import type { PropertyType } from '../../src/domain/property.ts';
import { TIME_ZONE } from '../../src/domain/time-zone.ts';
import { formatVisitDate, formatVisitTime } from '../../src/domain/visit-time.ts';
import type { MailMessage } from './mail.ts';
import { type PriceDrop, priceDropNotification } from './push-messages.ts';
import { type Words, wordsIn } from './words.ts';

/**
 * Every e-mail the product sends, in its recipient's language (users.lang; the words are the catalogues' `mail.*`).
 * User text (names, messages, titles) stays as typed, and is escaped in the HTML part, never rendered as markup.
 */

const BRAND = 'Mumbai Homes';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Rows of label/value shown as lines in the text part and a table in the HTML part. */
type Rows = [label: string, value: string][];

function textRows(rows: Rows): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function htmlRows(rows: Rows): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0">${cells}</table>`;
}

function htmlPage(words: Words, title: string, body: string): string {
  return `<!doctype html><html lang="${words.htmlLang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">${body}<p style="color:#6b7280">${BRAND}</p></body></html>`;
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

const receivedFormat = (w: Words) => new Intl.DateTimeFormat(w.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });

/**
 * One plain address: a local part and a domain without the characters that make an address list, a display name
 * or a route (`,;<>()[]:"`, spaces, a second @). The enquiry form takes any non-space text around an @
 * (src/domain/fields.ts); only such an address may become the Reply-To, so a reply never goes to addresses the sender listed.
 */
const SINGLE_ADDRESS = /^[^\s@,;<>()[\]:"\\]+@[^\s@,;<>()[\]:"\\]+$/;

/** To the agent, in the language of the admin account with that address (English when there is none). */
export function enquiryMail(input: { to: string; lang: Lang; name: string; email: string; contactNo: string; message: string; receivedAt: Date }): MailMessage {
  const w = wordsIn(input.lang);
  const rows: Rows = [
    [w.t('mail.name'), input.name],
    [w.t('mail.email'), input.email],
    [w.t('mail.contactNumber'), input.contactNo],
    [w.t('mail.received'), receivedFormat(w).format(input.receivedAt)],
  ];
  const subject = w.t('mail.enquirySubject', { name: input.name });
  const message = w.t('mail.message');
  return {
    to: input.to,
    ...(SINGLE_ADDRESS.test(input.email) ? { replyTo: input.email } : {}),
    subject,
    text: `${textRows(rows)}\n\n${message}:\n${input.message}\n`,
    html: htmlPage(
      w,
      subject,
      `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>${htmlRows(rows)}<h2 style="font-size:16px">${escapeHtml(message)}</h2><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
    ),
  };
}

export function resetPasswordMail(input: { to: string; lang: Lang; name: string; link: string }): MailMessage {
  const w = wordsIn(input.lang);
  const subject = w.t('mail.resetSubject');
  const intro = w.t('mail.hello', { name: input.name });
  const ask = w.t('mail.resetAsk');
  const ignore = w.t('mail.resetIgnore');
  return {
    to: input.to,
    subject,
    text: `${intro}\n\n${ask}\n${input.link}\n\n${ignore}\n`,
    html: htmlPage(
      w,
      subject,
      `${paragraphs([intro, ask])}<p><a href="${escapeHtml(input.link)}">${escapeHtml(w.t('mail.resetLink'))}</a></p><p style="word-break:break-all">${escapeHtml(input.link)}</p>${paragraphs([ignore])}`,
    ),
  };
}

/** To the address an account had: if the change was not the owner's, this is how they learn of it. */
export function emailChangedMail(input: { to: string; lang: Lang; name: string; newEmail: string }): MailMessage {
  const w = wordsIn(input.lang);
  const subject = w.t('mail.emailChangedSubject');
  const intro = w.t('mail.hello', { name: input.name });
  const what = w.t('mail.emailChangedWhat', { email: input.newEmail });
  const notYou = w.t('mail.emailChangedNotYou');
  return { to: input.to, subject, text: `${intro}\n\n${what}\n\n${notYou}\n`, html: htmlPage(w, subject, paragraphs([intro, what, notYou])) };
}

export interface VisitDetails {
  to: string;
  /** The booker's language. */
  lang: Lang;
  name: string;
  propertyName: string;
  address: string;
  location: string;
  price: number;
  type: PropertyType;
  bookingDate: string;
  bookingTime: string;
  pickup: boolean;
}

function visitRows(w: Words, visit: VisitDetails): Rows {
  return [
    [w.t('mail.property'), visit.propertyName],
    [w.t('mail.address'), `${visit.address}, ${visit.location}`],
    [w.t('mail.price'), formatPrice(visit.price, visit.type, w.lang)],
    [w.t('mail.date'), formatVisitDate(visit.bookingDate, w.lang)],
    [w.t('mail.time'), formatVisitTime(visit.bookingTime, w.lang)],
    [w.t('mail.pickup'), w.t(visit.pickup ? 'mail.pickupYes' : 'mail.pickupNo')],
  ];
}

/** The visit's details and its status, below the lines that say what happened. */
function visitMail(w: Words, visit: VisitDetails, subject: string, line: string, status: BookingStatus): MailMessage {
  const lines = [w.t('mail.hello', { name: visit.name }), line];
  const rows = visitRows(w, visit);
  const statusRow: [string, string] = [w.t('mail.status'), w.t(STATUS_WORDS[status].title)];
  return {
    to: visit.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${textRows(rows)}\n${textRows([statusRow])}\n`,
    html: htmlPage(w, subject, `${paragraphs(lines)}${htmlRows([...rows, statusRow])}`),
  };
}

export function bookingConfirmationMail(visit: VisitDetails): MailMessage {
  const w = wordsIn(visit.lang);
  return visitMail(w, visit, w.t('mail.bookedSubject', { property: visit.propertyName }), w.t('mail.bookedLine'), 'pending');
}

const STATUS_WORDS = {
  pending: { title: 'mail.statusPending', subject: 'mail.pendingSubject', line: 'mail.pendingLine' },
  confirmed: { title: 'mail.statusConfirmed', subject: 'mail.confirmedSubject', line: 'mail.confirmedLine' },
  cancelled: { title: 'mail.statusCancelled', subject: 'mail.cancelledSubject', line: 'mail.cancelledLine' },
} as const satisfies Record<BookingStatus, object>;

export function bookingStatusMail(visit: VisitDetails, status: BookingStatus): MailMessage {
  const w = wordsIn(visit.lang);
  const keys = STATUS_WORDS[status];
  return visitMail(w, visit, w.t(keys.subject, { property: visit.propertyName }), w.t(keys.line), status);
}

/** To a listing's owner when a moderator takes it down: what, why, and how to get it back. */
export function listingHiddenMail(input: { to: string; lang: Lang; name: string; propertyName: string; reason: string; link: string }): MailMessage {
  const w = wordsIn(input.lang);
  const subject = w.t('mail.hiddenSubject', { property: input.propertyName });
  const intro = w.t('mail.hello', { name: input.name });
  const what = w.t('mail.hiddenWhat', { property: input.propertyName });
  const why = w.t('mail.hiddenWhy', { reason: input.reason });
  const next = w.t('mail.hiddenNext', { link: input.link });
  return { to: input.to, subject, text: `${intro}\n\n${what}\n\n${why}\n\n${next}\n`, html: htmlPage(w, subject, paragraphs([intro, what, why, next])) };
}

const dayFormat = (w: Words) => new Intl.DateTimeFormat(w.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });

/** To an owner whose listing nears leaving search for want of a confirmation. */
export function staleListingMail(input: { to: string; lang: Lang; name: string; propertyName: string; leavesOn: Date; link: string }): MailMessage {
  const w = wordsIn(input.lang);
  const subject = w.t('mail.staleSubject', { property: input.propertyName });
  const intro = w.t('mail.hello', { name: input.name });
  const what = w.t('mail.staleWhat', { property: input.propertyName, date: dayFormat(w).format(input.leavesOn) });
  const next = w.t('mail.staleNext', { link: input.link });
  return { to: input.to, subject, text: `${intro}\n\n${what}\n\n${next}\n`, html: htmlPage(w, subject, paragraphs([intro, what, next])) };
}

export interface SearchMatches {
  name: string;
  /** "3 new homes in Borivali-Andheri under ₹1.5 Cr" */
  summary: string;
  link: string;
}

/** An instant alert for someone without notifications on this device: the same words, by e-mail. */
export function newMatchesMail(input: { to: string; lang: Lang; name: string; search: SearchMatches }): MailMessage {
  const w = wordsIn(input.lang);
  const { summary, name: search, link } = input.search;
  const subject = w.t('mail.matchesSubject', { summary, search });
  const lines = [w.t('mail.hello', { name: input.name }), w.t('mail.matchesLine', { summary, search }), w.t('mail.seeThem', { link })];
  return { to: input.to, subject, text: `${lines.join('\n\n')}\n`, html: htmlPage(w, subject, paragraphs(lines)) };
}

/** The daily digest: every daily search with new matches since the last one, in one e-mail. */
export function dailyDigestMail(input: { to: string; lang: Lang; name: string; searches: SearchMatches[] }): MailMessage {
  const w = wordsIn(input.lang);
  const subject =
    input.searches.length === 1
      ? w.t('mail.digestOneSubject', { summary: input.searches[0]?.summary ?? '' })
      : w.t('mail.digestManySubject', { count: input.searches.length });
  const intro = w.t('mail.hello', { name: input.name });
  const today = w.t('mail.digestIntro');
  const items = input.searches.map((s) => `${s.name}: ${s.summary}\n${s.link}`);
  const html = `${paragraphs([intro, today])}<ul>${input.searches
    .map((s) => `<li><a href="${escapeHtml(s.link)}">${escapeHtml(s.name)}</a>: ${escapeHtml(s.summary)}</li>`)
    .join('')}</ul>`;
  return { to: input.to, subject, text: `${intro}\n\n${today}\n\n${items.join('\n\n')}\n`, html: htmlPage(w, subject, html) };
}

/** A price drop on a wishlisted listing for someone without notifications on this device: the push's words, by e-mail. */
export function priceDropMail(input: { to: string; lang: Lang; name: string; notice: PriceDrop; link: string }): MailMessage {
  const w = wordsIn(input.lang);
  const { title } = priceDropNotification(input.lang, input.notice);
  const lines = [
    w.t('mail.hello', { name: input.name }),
    w.t('mail.priceDropLine', { title, price: formatPriceShort(input.notice.oldPrice, input.notice.type, input.lang) }),
    w.t('mail.seeIt', { link: input.link }),
  ];
  return { to: input.to, subject: title, text: `${lines.join('\n\n')}\n`, html: htmlPage(w, title, paragraphs(lines)) };
}
