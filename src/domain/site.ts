import { z } from 'zod';

/** GET /api/site: the agent's phone and e-mail come from the server's settings (AGENT_PHONE, AGENT_EMAIL). */
export const siteInfoSchema = z.object({
  agentPhone: z.string(),
  agentEmail: z.string(),
  city: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
