/** On the market, or off it: sold (a sale), rented (a rent), or withdrawn by its owner (either). */
export const AVAILABILITIES = ['available', 'sold', 'rented', 'withdrawn'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
