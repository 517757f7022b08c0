import type { BrowserContext, Page } from 'playwright-core';
import { sessionAnswerSchema } from '../../src/domain/answers.ts';

export interface TestUser {
  name: string;
  email: string;
  contactNo: string;
  password: string;
}

let counter = 0;

/** A new user with a unique e-mail, so tests in one file never collide. */
export function makeUser(label: string): TestUser {
  counter += 1;
  return { name: `${label} Tester`, email: `${label.toLowerCase()}-${counter}-${Date.now()}@e2e.test`, contactNo: '9820012345', password: 'secret123' };
}

/** Sign-up through the API with the context's own cookie jar: the context is then signed in as this user. */
export async function signUpViaApi(context: BrowserContext, user: TestUser): Promise<void> {
  const res = await context.request.post('/api/auth/signup', { data: user });
  if (!res.ok()) throw new Error(`signup failed: ${res.status()} ${await res.text()}`);
}

/** The id of the user the context is signed in as, read from the server's session answer. */
export async function signedInId(context: BrowserContext): Promise<string> {
  const { user } = sessionAnswerSchema.parse(await (await context.request.get('/api/auth/session')).json());
  if (!user) throw new Error('the context is not signed in');
  return user._id;
}

export async function signInViaApi(context: BrowserContext, email: string, password: string): Promise<void> {
  const res = await context.request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

/** Signs in through the login form and waits for Home. */
export async function signInViaForm(page: Page, baseURL: string, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseURL}/`);
}
