import type { BookingStatus } from '../../src/domain/booking.ts';
import { formatPrice, formatPriceShort } from '../../src/domain/money.ts';
import { priceDropNotification } from '../../src/domain/price-change.ts';
import type { PropertyType } from '../../src/domain/property.ts';
import { formatVisitDate, formatVisitTime } from '../../src/domain/visit-time.ts';
import type { MailMessage } from './mail.ts';

/** The words of every e-mail the product sends; user text is escaped in the HTML part, never rendered as markup. */

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

function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">${body}<p style="color:#6b7280">${BRAND}</p></body></html>`;
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

const receivedFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * One plain address: a local part and a domain without the characters that make an address list, a display name
 * or a route (`,;<>()[]:"`, spaces, a second @). The enquiry form takes any non-space text around an @ (SPEC
 * section 5); only such an address may become the Reply-To, so a reply never goes to addresses the sender listed.
 */
const SINGLE_ADDRESS = /^[^\s@,;<>()[\]:"\\]+@[^\s@,;<>()[\]:"\\]+$/;

export function enquiryMail(input: { to: string; name: string; email: string; contactNo: string; message: string; receivedAt: Date }): MailMessage {
  const rows: Rows = [
    ['Name', input.name],
    ['Email', input.email],
    ['Contact number', input.contactNo],
    ['Received', receivedFormat.format(input.receivedAt)],
  ];
  const subject = `New enquiry from ${input.name}`;
  return {
    to: input.to,
    ...(SINGLE_ADDRESS.test(input.email) ? { replyTo: input.email } : {}),
    subject,
    text: `${textRows(rows)}\n\nMessage:\n${input.message}\n`,
    html: htmlPage(
      subject,
      `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>${htmlRows(rows)}<h2 style="font-size:16px">Message</h2><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
    ),
  };
}

export function resetPasswordMail(input: { to: string; name: string; link: string }): MailMessage {
  const subject = `Reset your ${BRAND} password`;
  const intro = `Hello ${input.name},`;
  const ask = 'We received a request to reset your password. Open this link within one hour to choose a new one:';
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  return {
    to: input.to,
    subject,
    text: `${intro}\n\n${ask}\n${input.link}\n\n${ignore}\n`,
    html: htmlPage(
      subject,
      `${paragraphs([intro, ask])}<p><a href="${escapeHtml(input.link)}">Reset Password</a></p><p style="word-break:break-all">${escapeHtml(input.link)}</p>${paragraphs([ignore])}`,
    ),
  };
}

/** To the address an account had: if the change was not the owner's, this is how they learn of it. */
export function emailChangedMail(input: { to: string; name: string; newEmail: string }): MailMessage {
  const subject = `Your ${BRAND} email was changed`;
  const intro = `Hello ${input.name},`;
  const what = `The email of your ${BRAND} account was changed to ${input.newEmail}. Your other devices were signed out.`;
  const notYou = 'If you did not do this, reply to this e-mail at once: someone else may be using your account.';
  return { to: input.to, subject, text: `${intro}\n\n${what}\n\n${notYou}\n`, html: htmlPage(subject, paragraphs([intro, what, notYou])) };
}

export interface VisitDetails {
  to: string;
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

function visitRows(visit: VisitDetails): Rows {
  return [
    ['Property', visit.propertyName],
    ['Address', `${visit.address}, ${visit.location}`],
    ['Price', formatPrice(visit.price, visit.type)],
    ['Date', formatVisitDate(visit.bookingDate)],
    ['Time', formatVisitTime(visit.bookingTime)],
    ['Pickup', visit.pickup ? 'Yes (chargeable)' : 'No'],
  ];
}

export function bookingConfirmationMail(visit: VisitDetails): MailMessage {
  const subject = `Visit booked: ${visit.propertyName}`;
  const lines = [`Hello ${visit.name},`, 'Your visit has been booked. Our agent will confirm it shortly.'];
  const rows = visitRows(visit);
  return {
    to: visit.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${textRows(rows)}\nStatus: Pending\n`,
    html: htmlPage(subject, `${paragraphs(lines)}${htmlRows([...rows, ['Status', 'Pending']])}`),
  };
}

const STATUS_WORDS: Record<BookingStatus, { title: string; line: string }> = {
  pending: { title: 'Pending', line: 'Your visit is pending again: our agent will confirm it shortly.' },
  confirmed: { title: 'Confirmed', line: 'Your visit is confirmed. Our agent will meet you at the property.' },
  cancelled: { title: 'Cancelled', line: 'Your visit has been cancelled. You can book another time from the property page.' },
};

export function bookingStatusMail(visit: VisitDetails, status: BookingStatus): MailMessage {
  const words = STATUS_WORDS[status];
  const subject = `Visit ${words.title.toLowerCase()}: ${visit.propertyName}`;
  const lines = [`Hello ${visit.name},`, words.line];
  const rows = visitRows(visit);
  return {
    to: visit.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${textRows(rows)}\nStatus: ${words.title}\n`,
    html: htmlPage(subject, `${paragraphs(lines)}${htmlRows([...rows, ['Status', words.title]])}`),
  };
}

/** To a listing's owner when a moderator takes it down: what, why, and how to get it back. */
export function listingHiddenMail(input: { to: string; name: string; propertyName: string; reason: string; link: string }): MailMessage {
  const subject = `Your listing was hidden: ${input.propertyName}`;
  const intro = `Hello ${input.name},`;
  const what = `Our team has hidden your listing "${input.propertyName}" from ${BRAND}. Buyers and renters no longer see it.`;
  const why = `Reason: ${input.reason}`;
  const next = `If this is a mistake, or once you have fixed it, reply to this e-mail. You can see the listing on My Properties: ${input.link}`;
  return { to: input.to, subject, text: `${intro}\n\n${what}\n\n${why}\n\n${next}\n`, html: htmlPage(subject, paragraphs([intro, what, why, next])) };
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** To an owner whose listing nears leaving search for want of a confirmation (issue 20). */
export function staleListingMail(input: { to: string; name: string; propertyName: string; leavesOn: Date; link: string }): MailMessage {
  const subject = `Is ${input.propertyName} still available?`;
  const intro = `Hello ${input.name},`;
  const what = `You have not confirmed for a while that "${input.propertyName}" is still available. Buyers and renters are told it may no longer be, and on ${dayFormat.format(input.leavesOn)} it leaves search.`;
  const next = `One tap keeps it listed: open My Properties and press "Still available": ${input.link}`;
  return { to: input.to, subject, text: `${intro}\n\n${what}\n\n${next}\n`, html: htmlPage(subject, paragraphs([intro, what, next])) };
}

export interface SearchMatches {
  name: string;
  /** "3 new homes in Borivali-Andheri under ₹1.5 Cr" */
  summary: string;
  link: string;
}

/** An instant alert for someone without notifications on this device: the same words, by e-mail. */
export function newMatchesMail(input: { to: string; name: string; search: SearchMatches }): MailMessage {
  const subject = `${input.search.summary}: ${input.search.name}`;
  const lines = [`Hello ${input.name},`, `${input.search.summary} match your saved search "${input.search.name}".`, `See them: ${input.search.link}`];
  return { to: input.to, subject, text: `${lines.join('\n\n')}\n`, html: htmlPage(subject, paragraphs(lines)) };
}

/** The daily digest: every daily search with new matches since the last one, in one e-mail. */
export function dailyDigestMail(input: { to: string; name: string; searches: SearchMatches[] }): MailMessage {
  const subject =
    input.searches.length === 1 ? `Your saved search: ${input.searches[0]?.summary ?? ''}` : `New homes for ${input.searches.length} of your saved searches`;
  const intro = `Hello ${input.name},`;
  const items = input.searches.map((s) => `${s.name}: ${s.summary}\n${s.link}`);
  const html = `${paragraphs([intro, 'New homes matched your saved searches today:'])}<ul>${input.searches
    .map((s) => `<li><a href="${escapeHtml(s.link)}">${escapeHtml(s.name)}</a>: ${escapeHtml(s.summary)}</li>`)
    .join('')}</ul>`;
  return { to: input.to, subject, text: `${intro}\n\nNew homes matched your saved searches today:\n\n${items.join('\n\n')}\n`, html: htmlPage(subject, html) };
}

/** A price drop on a wishlisted listing for someone without notifications on this device: the push's words, by e-mail. */
export function priceDropMail(input: {
  to: string;
  name: string;
  notice: { propertyId: string; propertyName: string; type: PropertyType; price: number; oldPrice: number };
  link: string;
}): MailMessage {
  const words = priceDropNotification(input.notice);
  const lines = [
    `Hello ${input.name},`,
    `${words.title}, down from ${formatPriceShort(input.notice.oldPrice, input.notice.type)}. It is in your wishlist.`,
    `See it: ${input.link}`,
  ];
  return { to: input.to, subject: words.title, text: `${lines.join('\n\n')}\n`, html: htmlPage(words.title, paragraphs(lines)) };
}
