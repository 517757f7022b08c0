// The app's own calls, checked by the typecheck against the types openapi-typescript generates from docs/openapi.json
// (tests/contract/openapi-types.ts, written by `npm run openapi`): a client generated from the document would send
// what the app sends and read what the app reads. Nothing here runs.
import type { ChangePasswordInput, LoginInput, SignupInput, UpdateProfileInput } from '#src/domain/account.ts';
import type { AdminStats } from '#src/domain/admin.ts';
import type { BookingAnswer, MessageAnswer, PropertyCreated, UserAnswer, WishlistAnswer } from '#src/domain/answers.ts';
import type { MyBookingsPage } from '#src/domain/booking.ts';
import type { CatalogueResponse } from '#src/domain/catalogue.ts';
import type { EnquiryInput } from '#src/domain/enquiry.ts';
import type { ListingPage } from '#src/domain/listing-page.ts';
import type { ListingModeration, ReportGroupsPage } from '#src/domain/moderation.ts';
import type { OwnListing } from '#src/domain/owner-activity.ts';
import type { PriceChanged, priceChangeSchema } from '#src/domain/price-change.ts';
import type { AvailabilityChanged, AvailabilityChangeInput } from '#src/domain/availability.ts';
import type { Property } from '#src/domain/property.ts';
import type { PushKeyAnswer, PushSubscriptionInput } from '#src/domain/push.ts';
import type { ReportListingInput } from '#src/domain/report.ts';
import type { SavedSearchAnswer, SaveSearchInput, UpdateSavedSearchInput } from '#src/domain/saved-search.ts';
import type { WalkChanged, walkChangeSchema } from '#src/domain/walk-change.ts';
import type { DepositChanged, depositChangeSchema } from '#src/domain/deposit-change.ts';
import type { FactsChange, FactsChanged } from '#src/domain/listing-facts-change.ts';
import type { z } from 'zod';
import type { operations } from './openapi-types.ts';

/** The JSON an operation answers with that status. */
type Answer<O extends keyof operations, S extends keyof operations[O]['responses']> = operations[O]['responses'][S] extends {
  content: { 'application/json': infer T };
}
  ? T
  : never;
/** The JSON body an operation takes. */
type Body<O extends keyof operations> = operations[O] extends { requestBody: { content: { 'application/json': infer T } } }
  ? T
  : operations[O] extends { requestBody?: { content: { 'application/json': infer T } } }
    ? T
    : never;
/** Compiles only when `From` can stand where `To` is expected. */
type Fits<From extends To, To> = [From, To];

/** What the server answers, the app can read as the type it reads it as. */
export type AnswersTheAppReads = [
  Fits<Answer<'signUp', 201>, UserAnswer>,
  Fits<Answer<'signIn', 200>, UserAnswer>,
  Fits<Answer<'signOut', 200>, MessageAnswer>,
  Fits<Answer<'listListings', 200>, ListingPage>,
  Fits<Answer<'getListing', 200>, Property>,
  Fits<Answer<'createListing', 201>, PropertyCreated>,
  Fits<Answer<'deleteListing', 200>, MessageAnswer>,
  Fits<Answer<'changeListingPrice', 200>, PriceChanged>,
  Fits<Answer<'changeListingWalk', 200>, WalkChanged>,
  Fits<Answer<'changeListingDeposit', 200>, DepositChanged>,
  Fits<Answer<'changeListingFacts', 200>, FactsChanged>,
  Fits<Answer<'changeListingAvailability', 200>, AvailabilityChanged>,
  Fits<Answer<'getCatalogue', 200>, CatalogueResponse>,
  Fits<Answer<'listMyListings', 200>, OwnListing[]>,
  Fits<Answer<'sendContactMessage', 201>, MessageAnswer>,
  Fits<Answer<'bookVisit', 201>, BookingAnswer>,
  Fits<Answer<'listMyBookingsPage', 200>, MyBookingsPage>,
  Fits<Answer<'cancelBooking', 200>, MessageAnswer>,
  Fits<Answer<'getWishlist', 200>, Property[]>,
  Fits<Answer<'addToWishlist', 200>, WishlistAnswer>,
  Fits<Answer<'updateProfile', 200>, UserAnswer>,
  Fits<Answer<'changePassword', 200>, MessageAnswer>,
  Fits<Answer<'requestPasswordReset', 200>, MessageAnswer>,
  Fits<Answer<'putSavedSearch', 201>, SavedSearchAnswer>,
  Fits<Answer<'getPushKey', 200>, PushKeyAnswer>,
  Fits<Answer<'getAdminStats', 200>, AdminStats>,
  Fits<Answer<'updateBookingStatus', 200>, BookingAnswer>,
  Fits<Answer<'listReportedListings', 200>, ReportGroupsPage>,
  Fits<Answer<'getModeratedListing', 200>, ListingModeration>,
];

/** What the app sends, the document takes. */
export type BodiesTheAppSends = [
  Fits<SignupInput, Body<'signUp'>>,
  Fits<LoginInput, Body<'signIn'>>,
  Fits<UpdateProfileInput, Body<'updateProfile'>>,
  Fits<ChangePasswordInput, Body<'changePassword'>>,
  Fits<EnquiryInput, Body<'sendContactMessage'>>,
  // The forms send what their schema made of the typed text.
  Fits<z.output<typeof priceChangeSchema>, Body<'changeListingPrice'>>,
  Fits<z.output<typeof walkChangeSchema>, Body<'changeListingWalk'>>,
  Fits<z.output<typeof depositChangeSchema>, Body<'changeListingDeposit'>>,
  Fits<FactsChange, Body<'changeListingFacts'>>,
  Fits<AvailabilityChangeInput, Body<'changeListingAvailability'>>,
  Fits<PushSubscriptionInput, Body<'subscribePush'>>,
  Fits<ReportListingInput, Body<'reportListing'>>,
  Fits<SaveSearchInput, Body<'putSavedSearch'>>,
  Fits<UpdateSavedSearchInput, Body<'changeSavedSearch'>>,
];
