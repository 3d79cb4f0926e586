/**
 * The web app's URLs (SPEC §2), spelled here and nowhere else: the route table (app/routes.tsx)
 * reads its patterns from `routePaths`; links, redirects and canonical URLs are built with `paths`.
 * ESLint refuses an app path spelled anywhere else in web/src but tests, which spell the URL a
 * reader sees on purpose. Never rename one: SPEC, the e2e specs, REST's e-mails and wallet returns
 * and readers' bookmarks name them. Imports nothing, so every layer may import it.
 */

/** The account area's sections (SPEC §2), as paths below /account. */
export type AccountSection =
  | 'reading'
  | 'favorites'
  | 'wishlist'
  | 'profile'
  | 'settings'
  | 'settings/account'
  | 'settings/password'
  | 'settings/privacy'
  | 'settings/notifications'
  | 'settings/shipping'
  | 'orders'
  | 'library'
  | 'rentals'
  | 'shelves'
  | 'import';

/** The back office's sections (issue 34), as paths below /staff. */
export type StaffSection = 'orders' | 'rentals' | 'refunds' | 'books' | 'inbox' | 'audit';

/** Pages without parameters: each is its route's pattern and the link to it alike. */
const pages = {
  landing: '/',
  home: '/home',
  books: '/books',
  /** An older address of the shop, kept: it redirects to /books. */
  catalog: '/catalog',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  rentalPolicy: '/rental-policy',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  /** The link in REST's reset e-mail (with ?token=); a guest opens it, so it is no account section. */
  resetPassword: '/account/settings/password/reset',
  cart: '/cart',
  checkout: '/checkout',
  social: '/social',
  account: '/account',
  /** The back office, for the store's staff. */
  staff: '/staff',
  /** Where REST tells Khalti and eSewa to send the payer back. */
  verifyKhalti: '/payments/verify-khalti',
  verifyEsewa: '/payments/verify-esewa',
} as const;

/** Links and redirects: the pages above, and the pages with a parameter filled in. */
export const paths = {
  ...pages,
  /** Search results for a query string (q=, or title= and author=), already encoded. */
  search: (query: URLSearchParams | string = '') => (String(query) ? `/search?${query}` : '/search'),
  book: (id: string) => `/books/${id}`,
  author: (id: string) => `/authors/${id}`,
  /** A member's public profile (their own included), not the account area's profile section. */
  profile: (userId: string) => `/profile/${userId}`,
  /** Also a route pattern: the route table declares the sections with it. */
  accountSection: (section: AccountSection) => `/account/${section}`,
  /** Also a route pattern: the route table declares the back office's sections with it. */
  staffSection: (section: StaffSection) => `/staff/${section}`,
  /** An order's detail inside the account area, where the order history links to. */
  accountOrder: (id: string) => `/account/orders/${id}`,
  /** The same detail outside the account area, with its own back link to the order history. */
  order: (id: string) => `/orders/${id}`,
  payment: (orderId: string) => `/payment/${orderId}`,
  /** The payment screen with the wallet chosen at checkout preselected. */
  paymentWith: (orderId: string, provider: 'KHALTI' | 'ESEWA') => `/payment/${orderId}?provider=${provider}`,
  /** Checkout for these cart lines (their ids), kept in the URL so a reload keeps the choice. */
  checkoutOf: (itemIds: readonly string[]) => `/checkout?items=${itemIds.map(encodeURIComponent).join(',')}`,
  /** The cart with an address just added from it chosen (ShippingAddressesPage → CartPage). */
  cartWithAddress: (addressId: string) => `/cart?address=${addressId}`,
  /** The shipping addresses opened from the cart: the new-address form at once, and a way back. */
  shippingFromCart: '/account/settings/shipping?from=cart',
  /** Not a page: the gateway's streaming upload of a digital book's file (gateway/src/files.ts). */
  staffBookFileUpload: (bookId: string) => `/staff/books/${encodeURIComponent(bookId)}/file`,
};

/** The route table's patterns, in React Router's syntax. */
export const routePaths = {
  ...pages,
  search: '/search',
  /** /payment without an order: it redirects to the cart. */
  paymentWithoutOrder: '/payment',
  book: '/books/:id',
  author: '/authors/:id',
  profile: '/profile/:id',
  accountOrder: '/account/orders/:id',
  order: '/orders/:id',
  payment: '/payment/:orderId',
} as const;
