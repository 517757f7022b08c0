import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, type MailLog } from '../../server/services/mail.ts';
import { readOutbox } from '../helpers/outbox.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function recordingLog() {
  const lines: { level: 'info' | 'error'; fields: object; message: string }[] = [];
  const log: MailLog = {
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
    error: (fields, message) => lines.push({ level: 'error', fields, message }),
  };
  return { log, lines };
}

describe('mail without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox, with text and HTML parts, and logs one line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'homes-mail-'));
    dirs.push(dataDir);
    const { log, lines } = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, outboxDir: join(dataDir, 'outbox'), from: '"Mumbai Homes" <agent@mumbaihomes.in>' }, log);

    await mailer.send({ to: 'asha@example.in', subject: 'Price ₹1.25 Cr', text: 'Plain ₹ text', html: '<p>Rich ₹ text</p>' });
    await mailer.send({ to: 'ravi@example.in', subject: 'Second', text: 'two', html: '<p>two</p>' });

    const mails = readOutbox(dataDir);
    expect(mails.map((m) => m.to)).toEqual(['asha@example.in', 'ravi@example.in']);
    expect(mails[0]).toMatchObject({ subject: 'Price ₹1.25 Cr', text: 'Plain ₹ text', html: '<p>Rich ₹ text</p>' });
    expect(mails[0]?.headers.from).toBe('Mumbai Homes <agent@mumbaihomes.in>');
    expect(lines.filter((l) => l.level === 'info')).toHaveLength(2);
    expect(lines[0]?.fields).toMatchObject({ to: 'asha@example.in', subject: 'Price ₹1.25 Cr', file: expect.stringMatching(/outbox\/.+\.eml$/) });
  });
});

describe('mail with SMTP_URL', () => {
  it('never fails the caller when the SMTP server cannot be reached, and logs the failure', async () => {
    const { log, lines } = recordingLog();
    // Port 1 on loopback refuses the connection at once.
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '/nonexistent', from: 'a@b.in' }, log);
    await expect(mailer.send({ to: 'x@y.in', subject: 's', text: 't', html: '<p>t</p>' })).resolves.toBeUndefined();
    await mailer.close();
    expect(lines).toEqual([expect.objectContaining({ level: 'error', message: 'mail could not be sent' })]);
  });
});
