// The signed-in user's own pages (the folder's rule: src/lib/query-keys/shared-keys.ts).

export const bookingKeys = {
  minePages: ['bookings', 'mine', 'pages'],
} as const;

export const savedSearchKeys = {
  all: ['saved-searches'],
} as const;
