import type { Reply } from '../../helpers/api-mock.ts';

/** Answers several listing and wishlist tests give the API mock (tests/helpers/api-mock.ts). */
export const SITE = {
  status: 200,
  body: {
    agentPhone: '+91 98200 12345',
    agentEmail: 'agent@mumbaihomes.in',
    city: 'Mumbai',
    officeAddress: 'Office 4, Sai Darshan, S.V. Road, Andheri West, Mumbai 400058',
    agentRera: 'A51800012345',
    visitHours: { opens: '09:30', closes: '19:30', slotMinutes: 30, days: [1, 2, 3, 4, 5, 6] },
    freshness: { staleDays: 30, remindDays: 38, unlistDays: 45 },
  },
};
export const SIGNED_OUT = { status: 401, body: { message: 'Please log in to continue' } };

/** GET /api/auth/session's answer: the signed-in user, or none (a visitor). */
export const session = (user: unknown): Reply => ({ status: 200, body: { user } });
export const NO_SESSION = session(null);
