/** Every REST group over one request's client: the only way resolvers and loaders reach REST. */
import { activityApi } from './activity.js';
import { authorsApi } from './authors.js';
import { booksApi } from './books.js';
import { bookStatesApi } from './bookStates.js';
import { cartApi } from './cart.js';
import { contactApi } from './contact.js';
import type { RestClient } from './client.js';
import { favoritesApi } from './favorites.js';
import { groupsApi } from './groups.js';
import { libraryApi } from './library.js';
import { newsletterApi } from './newsletter.js';
import { ordersApi } from './orders.js';
import { paymentsApi } from './payments.js';
import { goodreadsApi } from './goodreads.js';
import { readingApi } from './reading.js';
import { rentalsApi } from './rentals.js';
import { reviewsApi } from './reviews.js';
import { searchApi } from './search.js';
import { shippingApi } from './shipping.js';
import { socialApi } from './social.js';
import { staffApi } from './staff.js';
import { storeApi } from './store.js';
import { usersApi } from './users.js';
import { wishlistApi } from './wishlist.js';

export function restApi(client: RestClient) {
  return {
    books: booksApi(client),
    authors: authorsApi(client),
    users: usersApi(client),
    cart: cartApi(client),
    favorites: favoritesApi(client),
    wishlist: wishlistApi(client),
    bookStates: bookStatesApi(client),
    reviews: reviewsApi(client),
    search: searchApi(client),
    shipping: shippingApi(client),
    orders: ordersApi(client),
    payments: paymentsApi(client),
    newsletter: newsletterApi(client),
    contact: contactApi(client),
    social: socialApi(client),
    staff: staffApi(client),
    store: storeApi(client),
    rentals: rentalsApi(client),
    library: libraryApi(client),
    reading: readingApi(client),
    goodreads: goodreadsApi(client),
    groups: groupsApi(client),
    activity: activityApi(client),
  };
}

export type RestApi = ReturnType<typeof restApi>;
