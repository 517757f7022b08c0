/** What the upload form and the filter accept, in minutes: the walk to the station, the desk leg, the commute limit. */
export const COMMUTE_LIMITS = {
  walk: { min: 1, max: 60 },
  desk: { min: 0, max: 60 },
  max: { min: 15, max: 150 },
} as const;
