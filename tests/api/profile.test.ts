import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../helpers/outbox.ts';
import { sessionCookie, signUp, startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('PUT /api/user/updateProfile', () => {
  it('saves name, e-mail and contact number and answers the updated user', async () => {
    const user = await signUp(t.app);
    const email = uniqueEmail('renamed');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updateProfile',
      headers: { cookie: user.cookie },
      payload: { name: '  Asha P. ', email: email.toUpperCase(), contactNo: '9167012345', currentPassword: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Profile updated successfully!',
      user: { _id: user.id, name: 'Asha P.', email, contactNo: '9167012345', role: 'user', wishlist: [] },
    });
    expect((await me(user.cookie)).json()).toMatchObject({ name: 'Asha P.', email });
    expect((await login(email, user.password)).statusCode).toBe(200);
  });

  it('answers 409 for an e-mail another account uses, and keeps the profile', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updateProfile',
      headers: { cookie: b.cookie },
      payload: { name: 'B', email: a.email, contactNo: '9820012345', currentPassword: b.password },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'An account with this email already exists' });
    expect((await me(b.cookie)).json()).toMatchObject({ email: b.email, name: b.name });
  });

  it('keeps the own e-mail without a conflict', async () => {
    const a = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updateProfile',
      headers: { cookie: a.cookie },
      payload: { name: 'New Name', email: a.email, contactNo: a.contactNo },
    });
    expect(res.statusCode).toBe(200);
  });

  it('needs the current password to change the e-mail, and keeps everything without it or with a wrong one', async () => {
    const user = await signUp(t.app);
    const email = uniqueEmail('taken-over');
    const update = (extra: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/updateProfile',
        headers: { cookie: user.cookie },
        payload: { name: 'Thief', email, contactNo: user.contactNo, ...extra },
      });
    const missing = await update({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Enter your current password to change your email' });
    const wrong = await update({ currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Current password is incorrect' });
    expect((await me(user.cookie)).json()).toMatchObject({ name: user.name, email: user.email });
    expect(mailTo(t.dataDir, user.email)).toEqual([]);
  });

  it('on an e-mail change ends every other session, keeps this one, and tells the old address', async () => {
    const user = await signUp(t.app, { name: 'Kavya Rao' });
    const other = sessionCookie(await login(user.email, user.password));
    const email = uniqueEmail('moved');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updateProfile',
      headers: { cookie: user.cookie },
      payload: { name: user.name, email, contactNo: user.contactNo, currentPassword: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const [mail] = mailTo(t.dataDir, user.email);
    expect(mail?.subject).toBe('Your Mumbai Homes email was changed');
    expect(mail?.text).toContain('Hello Kavya Rao,');
    expect(mail?.text).toContain(email);
    expect(mailTo(t.dataDir, email)).toEqual([]);
  });

  it('changes name and number, or the case of the e-mail, without the password and without ending other sessions', async () => {
    const user = await signUp(t.app);
    const other = sessionCookie(await login(user.email, user.password));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updateProfile',
      headers: { cookie: user.cookie },
      payload: { name: 'Renamed', email: user.email.toUpperCase(), contactNo: '9167000000' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect(mailTo(t.dataDir, user.email)).toEqual([]);
  });

  it.each([
    [{ email: 'a@b.in', contactNo: '9820012345' }, 'Name is required'],
    [{ name: 'A', contactNo: '9820012345' }, 'Email is required'],
    [{ name: 'A', email: 'nope', contactNo: '9820012345' }, 'Invalid email format'],
    [{ name: 'A', email: 'a@b.in', contactNo: '12345' }, 'Enter a valid 10-digit number'],
    [{ name: 'A', email: 'a@b.in' }, 'Contact number is required'],
  ])('rejects %j with 400 "%s" and changes nothing', async (payload, message) => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/updateProfile', headers: { cookie: user.cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await me(user.cookie)).json()).toMatchObject({ name: user.name, email: user.email, contactNo: user.contactNo });
  });
});

describe('PUT /api/user/changePassword', () => {
  it('changes the password, keeps this session and ends the other ones', async () => {
    const user = await signUp(t.app);
    const other = sessionCookie(await login(user.email, user.password));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/changePassword',
      headers: { cookie: user.cookie },
      payload: { oldPassword: user.password, newPassword: 'brand-new-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Password changed successfully!' });

    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-1')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/changePassword',
      headers: { cookie: user.cookie },
      payload: { oldPassword: 'not-my-password', newPassword: 'brand-new-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Current password is incorrect' });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    [{ oldPassword: 'secret123', newPassword: '12345' }, 'New password must be at least 6 characters long'],
    [{ oldPassword: 'secret123' }, 'New password is required'],
    [{ newPassword: 'brand-new-1' }, 'Current password is required'],
  ])('rejects %j with 400 "%s"', async (payload, message) => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/changePassword', headers: { cookie: user.cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
