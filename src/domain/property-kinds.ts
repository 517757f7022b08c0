// Apart from property.ts so the list page can use them without loading zod, which property.ts's schemas need.
export const PROPERTY_TYPES = ['sale', 'rent'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_STATUSES = ['under construction', 'resale', 'not applicable'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** The most a rent's deposit may be, in rupees (₹100 crore): past it a figure is a typing slip, not a deposit. */
export const MAX_DEPOSIT = 1e9;
