/**
 * What the OpenAPI document says of each operation beyond its schemas: the name a generated client gives its
 * function (operationId), a one-line summary and the group it is listed under. Keyed by method and path as the
 * document writes them; typed-routes.ts refuses to write a document with an operation missing here.
 */
export interface OperationWords {
  operationId: string;
  summary: string;
  tag: Tag;
}

export const TAGS = {
  Health: 'Liveness and readiness of the server.',
  Accounts: 'Sign-up, sign-in, the session, the profile and passwords.',
  Listings: 'Listings: search, details, the catalogue for offline use, publishing and changing them.',
  Bookings: 'Site visits: booking, listing and cancelling them.',
  Wishlist: "The signed-in user's saved listings.",
  'Saved searches': 'Searches the user keeps, with alerts for new matches.',
  Reports: 'Reports of listings that break the rules.',
  Push: 'Web Push subscriptions for alerts.',
  Site: 'Facts about the site itself and the contact form.',
  Admin: 'The admin dashboard: figures, users, bookings and moderation.',
} as const;
export type Tag = keyof typeof TAGS;

const op = (operationId: string, tag: Tag, summary: string): OperationWords => ({ operationId, summary, tag });

export const OPERATIONS: Record<string, OperationWords> = {
  'GET /healthz': op('getHealth', 'Health', 'Whether the server process is up'),
  'GET /readyz': op('getReadiness', 'Health', 'Whether the server can answer (database reachable)'),
  'POST /api/auth/signup': op('signUp', 'Accounts', 'Create an account and sign in'),
  'POST /api/auth/login': op('signIn', 'Accounts', 'Sign in with email and password'),
  'POST /api/auth/logout': op('signOut', 'Accounts', 'Sign out (ends the session cookie)'),
  'GET /api/auth/me': op('getMe', 'Accounts', 'The signed-in user'),
  'GET /api/auth/session': op('getSession', 'Accounts', 'The signed-in user, or null for a visitor'),
  'GET /api/site': op('getSite', 'Site', 'Facts about the site the client shows'),
  'POST /api/property/create': op('createListing', 'Listings', 'Publish a listing with its photos (multipart form)'),
  'POST /api/property/duplicate-check': op('checkDuplicates', 'Listings', 'Listed homes a listing about to be published looks like'),
  'GET /api/property/getProperties': op('listListings', 'Listings', 'Search listings, a page at a time'),
  'GET /api/property/getProperty/{id}': op('getListing', 'Listings', "One listing's details"),
  'DELETE /api/property/delete/{id}': op('deleteListing', 'Listings', 'Delete one of your listings'),
  'PATCH /api/property/price/{id}': op('changeListingPrice', 'Listings', "Change one of your listings' price"),
  'PATCH /api/property/walk/{id}': op('changeListingWalk', 'Listings', "Change one of your listings' walk to its station"),
  'PATCH /api/property/deposit/{id}': op('changeListingDeposit', 'Listings', "Change one of your rents' security deposit"),
  'PATCH /api/property/facts/{id}': op('changeListingFacts', 'Listings', "State one of your listings' facts anew"),
  'PATCH /api/property/availability/{id}': op('changeListingAvailability', 'Listings', 'Mark one of your listings sold, rented or withdrawn, or relist it'),
  'GET /api/property/catalogue': op('getCatalogue', 'Listings', "Every listing's summary, or what changed since a version"),
  'GET /api/line': op('getLine', 'Listings', "Every station's listings, medians and price trend along the Western line"),
  'GET /api/property/catalogue/columns': op('getCatalogueColumns', 'Listings', 'The same catalogue answer in the columnar binary format, brotli-encoded'),
  'GET /api/user/myproperties': op('listMyListings', 'Listings', 'The listings you published'),
  'POST /api/user/myproperties/{id}/confirm': op('confirmListing', 'Listings', 'Confirm one of your listings is still available'),
  'POST /api/property/contactus': op('sendContactMessage', 'Site', 'Send a message to the site team'),
  'POST /api/property/bookvisit': op('bookVisit', 'Bookings', 'Book a site visit'),
  'GET /api/property/getbookings': op('listBookings', 'Bookings', 'All your bookings'),
  'GET /api/property/my-bookings': op('listMyBookingsPage', 'Bookings', 'Your bookings, a page at a time'),
  'POST /api/property/deletebooking': op('cancelBooking', 'Bookings', 'Cancel one of your bookings'),
  'GET /api/user/wishlist': op('getWishlist', 'Wishlist', 'Your saved listings'),
  'POST /api/user/wishlist/{propertyId}': op('toggleWishlist', 'Wishlist', 'Add a listing to the wishlist, or take it out'),
  'PUT /api/user/wishlist/{propertyId}': op('addToWishlist', 'Wishlist', 'Add a listing to the wishlist'),
  'DELETE /api/user/wishlist/{propertyId}': op('removeFromWishlist', 'Wishlist', 'Take a listing out of the wishlist'),
  'PUT /api/user/updateProfile': op('updateProfile', 'Accounts', 'Change your name, email or phone'),
  'PUT /api/user/lang': op('setAccountLanguage', 'Accounts', 'The language of your emails and alerts'),
  'PUT /api/user/changePassword': op('changePassword', 'Accounts', 'Change your password'),
  'POST /api/user/forgotPassword': op('requestPasswordReset', 'Accounts', 'Email a password reset link'),
  'POST /api/user/resetPassword': op('resetPassword', 'Accounts', 'Set a new password with a reset token'),
  'GET /api/user/saved-searches': op('listSavedSearches', 'Saved searches', 'Your saved searches'),
  'PUT /api/user/saved-searches/{id}': op('putSavedSearch', 'Saved searches', 'Save a search (created or replaced by its id)'),
  'PATCH /api/user/saved-searches/{id}': op('changeSavedSearch', 'Saved searches', "Change a saved search's name or alerts"),
  'DELETE /api/user/saved-searches/{id}': op('deleteSavedSearch', 'Saved searches', 'Delete a saved search'),
  'POST /api/user/saved-searches/{id}/seen': op('markSavedSearchSeen', 'Saved searches', "Mark a saved search's new matches as seen"),
  'GET /api/push/key': op('getPushKey', 'Push', "The server's public VAPID key"),
  'PUT /api/push/subscription': op('subscribePush', 'Push', 'Keep a Web Push subscription for your alerts'),
  'DELETE /api/push/subscription': op('unsubscribePush', 'Push', 'Forget a Web Push subscription'),
  'GET /api/admin/get-stats': op('getAdminStats', 'Admin', 'Site figures for the dashboard'),
  'GET /api/admin/get-users': op('listAllUsers', 'Admin', 'Every user'),
  'GET /api/admin/get-bookings': op('listAllBookings', 'Admin', 'Every booking'),
  'GET /api/admin/users': op('listUsersPage', 'Admin', 'Users, searched, a page at a time'),
  'GET /api/admin/bookings': op('listBookingsPage', 'Admin', 'Bookings, searched, a page at a time'),
  'PATCH /api/admin/update-booking-status/{id}': op('updateBookingStatus', 'Admin', "Change a booking's status"),
  'GET /api/admin/reports': op('listReportedListings', 'Admin', 'Reported listings with their reports'),
  'GET /api/admin/listings': op('listModeratedListings', 'Admin', 'Listings for moderation, a page at a time'),
  'GET /api/admin/duplicates': op('listDuplicatePairs', 'Admin', 'Possible duplicates found at upload or among listed homes, a page at a time'),
  'GET /api/admin/listings/{id}': op('getModeratedListing', 'Admin', 'One listing with its moderation state'),
  'POST /api/admin/listings/{id}/hide': op('hideListing', 'Admin', 'Hide a listing from everyone but its owner'),
  'POST /api/admin/listings/{id}/restore': op('restoreListing', 'Admin', 'Show a hidden listing again'),
  'POST /api/admin/listings/{id}/dismiss-reports': op('dismissReports', 'Admin', "Dismiss a listing's open reports"),
  'POST /api/admin/listings/{id}/verify': op('verifyListing', 'Admin', 'Mark a listing as verified'),
  'POST /api/admin/listings/{id}/unverify': op('unverifyListing', 'Admin', "Take a listing's verified mark away"),
  'POST /api/property/report/{id}': op('reportListing', 'Reports', 'Report a listing'),
  'GET /api/user/reports': op('listMyReports', 'Reports', 'The reports you made'),
};
