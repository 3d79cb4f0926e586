/**
 * A REST path as its route pattern (`/books/17/reviews/` → `/books/:id/reviews/`), for metrics
 * whose labels must have a bounded set of values. Every path segment that is not one of the
 * fixed words of the REST routes the gateway calls is a parameter, whatever a client sent as an
 * id; a new route's new word shows as `:id` until it is listed here, which is harmless.
 */
const WORDS = new Set([
  'accept',
  'add',
  'addresses',
  'authors',
  'books',
  'cancel',
  'cart',
  'change-password',
  'confirm',
  'create-order',
  'create-payment',
  'edit',
  'everywhere',
  'favorites',
  'friend-recommendations',
  'friends',
  'genres',
  'has-reviewed',
  'initiate-esewa',
  'login',
  'logout',
  'new',
  'newsletter',
  'order',
  'password-reset',
  'payments',
  'profile',
  'register',
  'reject',
  'remove',
  'request',
  'requests',
  'review',
  'reviews',
  'search',
  'shipping',
  'social',
  'status',
  'subscribe',
  'unfriend',
  'users',
  'verify-esewa',
  'verify-khalti',
  'wishlist',
]);

export function routePattern(path: string): string {
  return path
    .split('?')[0]!
    .split('/')
    .map((segment) => (segment === '' || WORDS.has(segment) ? segment : ':id'))
    .join('/');
}
