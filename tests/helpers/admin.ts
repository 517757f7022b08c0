import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client.ts';
import { createUser } from '../../server/services/accounts.ts';
import { sessionCookie, TEST_PASSWORD_COST, uniqueEmail } from './test-app.ts';

/** Creates an admin account straight in the database (as ADMIN_EMAIL does at start) and signs it in. */
export async function signInAdmin(app: FastifyInstance, db: Db) {
  const email = uniqueEmail('admin');
  const password = 'admin-pass-1';
  const row = await createUser(db, { name: 'Site Admin', email, contactNo: '9820000000', password, role: 'admin' }, TEST_PASSWORD_COST);
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return { cookie: sessionCookie(res), id: row.id, email, password };
}
