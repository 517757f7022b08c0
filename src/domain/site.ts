import { z } from 'zod';
import { freshnessSchema } from './freshness.ts';
import { visitHoursSchema } from './visit-hours.ts';

/**
 * GET /api/site: the public facts every page's footer, the property page and the contact page show. All configured
 * (server/config.ts), none built in. The client imports the type only, so no zod reaches a page's first load.
 */
export const siteInfoSchema = z.object({
  agentPhone: z.string(),
  agentEmail: z.string(),
  city: z.string(),
  /** The office a visitor can walk into. */
  officeAddress: z.string(),
  /** The agent's MahaRERA agent registration number (e.g. A51800012345): buyers check it on maharera.maharashtra.gov.in. */
  agentRera: z.string(),
  /** When visits can be booked; the booking form offers only these slots. */
  visitHours: visitHoursSchema,
  /** When a listing reads as possibly gone, and when it leaves search. */
  freshness: freshnessSchema,
});

export type SiteInfo = z.infer<typeof siteInfoSchema>;
