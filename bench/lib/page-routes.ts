/** A page the client benchmarks open: how the tables name it, its path, and whether it is opened signed in. */
export interface PageRoute {
  label: string;
  path: (listingId: string) => string;
  signedIn: boolean;
}

/** The three pages the speed targets name; a listing's page is for signed-in readers. */
export const PAGE_ROUTES: PageRoute[] = [
  { label: '/ (visitor)', path: () => '/', signedIn: false },
  { label: '/properties (visitor)', path: () => '/properties', signedIn: false },
  { label: '/property/:id (signed in)', path: (id) => `/property/${id}`, signedIn: true },
];
