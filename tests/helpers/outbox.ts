import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One `.eml` file from DATA_DIR/outbox, decoded: headers, and the plain-text and HTML parts as readable text. */
export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Hi_=E2=82=B9?= */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = decodeHeader(line.slice(at + 1).trim());
  }
  return headers;
}

function splitHead(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return [raw, ''];
  return [raw.slice(0, at), raw.slice(at).replace(/^\r?\n\r?\n/, '')];
}

/** Parses one message: a single part, or multipart/alternative with text and HTML. */
export function parseEml(raw: string, file = ''): OutboxMail {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const chunk of chunks) {
    const [partHead, partBody] = splitHead(chunk.replace(/^\r?\n/, ''));
    const partHeaders = parseHeaders(partHead);
    const type = (partHeaders['content-type'] ?? 'text/plain').split(';')[0]?.trim() ?? 'text/plain';
    parts[type] = decodeBody(partBody.replace(/\r?\n$/, ''), partHeaders['content-transfer-encoding']);
  }
  return { file, headers, to: headers.to ?? '', subject: headers.subject ?? '', text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

/** Every message the app wrote to DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => parseEml(readFileSync(join(dir, f), 'utf8'), f));
}

/** Messages sent to one address, oldest first. */
export function mailTo(dataDir: string, address: string): OutboxMail[] {
  return readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}
