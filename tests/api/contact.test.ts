import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../server/db/schema.ts';
import { REPEAT_WINDOW_MS } from '../../server/services/enquiries.ts';
import { mailTo } from '../helpers/outbox.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

const valid = { name: 'Ravi Shah', email: 'ravi@example.in', contactNo: '9820012345', message: 'Looking for a 2 BHK <b>near</b> Borivali.\nBudget ₹1 Cr.' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ agentEmail: 'desk@agent.example' });
});
afterAll(() => t.close());

describe('POST /api/property/contactus', () => {
  it('stores the enquiry, mails it to the agent and answers with the spec message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/property/contactus', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Your enquiry has been sent!' });

    const rows = await t.deps.database.db.select().from(enquiries);
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Ravi Shah', email: 'ravi@example.in', contactNo: '9820012345', message: valid.message, userId: null }),
    ]);

    const [mail] = mailTo(t.dataDir, 'desk@agent.example');
    expect(mail?.subject).toBe('New enquiry from Ravi Shah');
    expect(mail?.headers['reply-to']).toBe('ravi@example.in');
    expect(mail?.text).toContain('Contact number: 9820012345');
    expect(mail?.text).toContain(valid.message);
    // User text is escaped in HTML, never markup.
    expect(mail?.html).toContain('&#60;b&#62;near&#60;/b&#62;');
    expect(mail?.html).not.toContain('<b>near</b>');
  });

  it.each([
    'ravi@example.in,boss@victim.example',
    'ravi@example.in;boss@victim.example',
    'ravi@example.in<boss@victim.example>',
    'a@b@victim.example',
    '"x"@example.in',
  ])('never gives the agent a Reply-To other than one plain address: %s', async (email) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/property/contactus', payload: { ...valid, email, message: `Reply to ${email}` } });
    expect(res.statusCode).toBe(201);
    const mail = mailTo(t.dataDir, 'desk@agent.example').find((m) => m.text.includes(`Reply to ${email}`));
    expect(mail?.headers['reply-to']).toBeUndefined();
    // The address is still in the mail as text, for the agent to judge.
    expect(mail?.text).toContain(`Email: ${email}`);
  });

  it('takes a replay of the same enquiry as one: stored and mailed once, answered alike', async () => {
    const enquiry = { ...valid, email: 'replay@example.in', message: 'Is the Dadar shop still free?' };
    const send = () => t.app.inject({ method: 'POST', url: '/api/property/contactus', payload: enquiry });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const stored = async () => (await t.deps.database.db.select().from(enquiries)).filter((r) => r.email === 'replay@example.in');
    expect(await stored()).toHaveLength(1);
    expect(mailTo(t.dataDir, 'desk@agent.example').filter((m) => m.text.includes('Is the Dadar shop still free?'))).toHaveLength(1);

    // A different message, or the same one a day later, is a new enquiry.
    expect((await t.app.inject({ method: 'POST', url: '/api/property/contactus', payload: { ...enquiry, message: 'And the rent?' } })).statusCode).toBe(201);
    t.setNow(new Date(Date.now() + REPEAT_WINDOW_MS + 60_000));
    try {
      expect((await send()).statusCode).toBe(201);
    } finally {
      t.setNow(new Date());
    }
    expect(await stored()).toHaveLength(3);
  });

  it('links the enquiry to the signed-in user', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property/contactus',
      headers: { cookie: user.cookie },
      payload: { ...valid, message: 'From a member' },
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.deps.database.db.select().from(enquiries);
    expect(rows.some((r) => r.userId === user.id)).toBe(true);
  });

  it.each([
    [{ ...valid, name: ' ' }, 'Name is required'],
    [{ ...valid, email: '' }, 'Email is required'],
    [{ ...valid, email: 'ravi at example' }, 'Invalid email format'],
    [{ ...valid, contactNo: '' }, 'Contact number is required'],
    [{ ...valid, contactNo: '98200' }, 'Enter a valid 10-digit number'],
    [{ ...valid, message: '' }, 'Message cannot be empty'],
    [{}, 'Name is required'],
  ])('rejects %j with 400 "%s" and stores nothing', async (payload, message) => {
    const before = (await t.deps.database.db.select().from(enquiries)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/property/contactus', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await t.deps.database.db.select().from(enquiries)).toHaveLength(before);
  });
});

describe('Idempotency-Key on POST /api/property/contactus', () => {
  const post = (payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/property/contactus', headers, payload });

  it("replays the first answer for a signed-in sender's repeated key: stored and mailed once", async () => {
    const user = await signUp(t.app);
    const first = await post({ ...valid, email: 'keyed@example.in', message: 'Queued on the train' }, { cookie: user.cookie, 'idempotency-key': 'enquiry-k1' });
    // Even with other words, the same key is the same request: the queue replaying an edited copy must not send twice.
    const again = await post(
      { ...valid, email: 'keyed@example.in', message: 'Queued on the train, again' },
      { cookie: user.cookie, 'idempotency-key': 'enquiry-k1' },
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ message: 'Your enquiry has been sent!' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = (await t.deps.database.db.select().from(enquiries)).filter((r) => r.email === 'keyed@example.in');
    expect(rows.map((r) => r.message)).toEqual(['Queued on the train']);
    expect(mailTo(t.dataDir, 'desk@agent.example').filter((m) => m.text.includes('Queued on the train'))).toHaveLength(1);
  });

  it('takes a new key as a new enquiry', async () => {
    const user = await signUp(t.app);
    await post({ ...valid, email: 'two-keys@example.in', message: 'First question' }, { cookie: user.cookie, 'idempotency-key': 'enquiry-a' });
    const second = await post({ ...valid, email: 'two-keys@example.in', message: 'Second question' }, { cookie: user.cookie, 'idempotency-key': 'enquiry-b' });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect((await t.deps.database.db.select().from(enquiries)).filter((r) => r.email === 'two-keys@example.in')).toHaveLength(2);
  });

  it('rejects a malformed key with 400 and stores nothing', async () => {
    const before = (await t.deps.database.db.select().from(enquiries)).length;
    const res = await post({ ...valid, message: 'Bad key' }, { 'idempotency-key': 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Idempotency-Key must be 1 to 200 visible characters' });
    expect(await t.deps.database.db.select().from(enquiries)).toHaveLength(before);
  });
});

describe('enquiry rate limit', () => {
  it('answers 429 once the per-IP allowance is used up', async () => {
    const limited = await startTestApp({ authRateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/api/property/contactus', payload: valid });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ message: 'Too many attempts. Please wait a minute and try again.' });
    } finally {
      await limited.close();
    }
  });
});
