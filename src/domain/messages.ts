/**
 * What the API answers on success, and the not-found text of a listing: the server sends them and the screens
 * show the same words. Plain strings, no zod, so the first-load code can import them.
 */
export const SIGNED_UP = 'Signed up';
export const LOGGED_IN = 'Logged in';
export const LOGGED_OUT = 'Logged out';
export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PASSWORD_CHANGED = 'Password changed successfully!';
export const RESET_LINK_SENT = 'A reset link has been sent to your email.';
export const PASSWORD_UPDATED = 'Password updated successfully.';
export const WISHLIST_ADDED = 'Added to wishlist';
export const WISHLIST_REMOVED = 'Removed from wishlist';
export const ENQUIRY_SENT = 'Your enquiry has been sent!';
export const VISIT_BOOKED = 'Visit booked successfully!';
export const BOOKING_CANCELLED = 'Booking cancelled';
export const BOOKING_STATUS_UPDATED = 'Booking status updated';
export const PROPERTY_UPLOADED = 'Property uploaded';
export const PROPERTY_DELETED = 'Property deleted';
