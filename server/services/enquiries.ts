import type { Db } from '../db/client.ts';
import { enquiries } from '../db/schema.ts';

export interface NewEnquiry {
  userId: string | null;
  name: string;
  email: string;
  contactNo: string;
  message: string;
  createdAt: Date;
}

/** Stored first, so an enquiry survives even when its mail to the agent cannot be delivered. */
export async function saveEnquiry(db: Db, enquiry: NewEnquiry): Promise<string> {
  const [row] = await db.insert(enquiries).values(enquiry).returning({ id: enquiries.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
