/** How long data saved on the device is still shown: a week covers a commuter's days off. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
