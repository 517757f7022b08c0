// Apart from property.ts so the list page can use them without loading zod, which property.ts's schemas need.
export const PROPERTY_TYPES = ['sale', 'rent'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_STATUSES = ['under construction', 'resale', 'not applicable'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
