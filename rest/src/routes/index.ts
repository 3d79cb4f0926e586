/** Every route group of the REST API, mounted under /api by app.ts. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from './account.js';
import { activityRoutes } from './activity.js';
import { authorRoutes } from './authors.js';
import { bookStateRoutes } from './bookStates.js';
import { bookRoutes } from './books.js';
import { cartRoutes } from './cart.js';
import { catalogIdRoutes } from './catalogIds.js';
import { contactRoutes } from './contact.js';
import { favoritesRoutes } from './favorites.js';
import { jwksRoutes } from './jwks.js';
import { libraryRoutes } from './library.js';
import { newsletterRoutes } from './newsletter.js';
import { ordersRoutes } from './orders.js';
import { paymentsRoutes } from './payments.js';
import { readNextRoutes } from './readNext.js';
import { goodreadsRoutes } from './goodreads.js';
import { readingGroupRoutes } from './readingGroups.js';
import { readingRoutes } from './reading.js';
import { reviewBatchRoutes } from './reviewBatches.js';
import { reviewsRoutes } from './reviews.js';
import { searchRoutes } from './search.js';
import { shippingRoutes } from './shipping.js';
import { socialRoutes } from './social.js';
import { staffAuditRoutes } from './staffAudit.js';
import { staffBookRoutes } from './staffBooks.js';
import { staffCatalogRoutes } from './staffCatalog.js';
import { staffContactRoutes } from './staffContact.js';
import { staffGroupRoutes } from './staffGroups.js';
import { staffOrderRoutes } from './staffOrders.js';
import { staffRentalRoutes } from './staffRentals.js';
import { rentalRoutes } from './rentals.js';
import { staffRefundRoutes } from './staffRefunds.js';
import { storeRoutes } from './store.js';
import { userRoutes } from './users.js';
import { wishlistRoutes } from './wishlist.js';

export const apiRoutes: FastifyPluginAsyncTypebox[] = [
  catalogIdRoutes,
  bookRoutes,
  searchRoutes,
  readNextRoutes,
  authorRoutes,
  userRoutes,
  accountRoutes,
  cartRoutes,
  favoritesRoutes,
  wishlistRoutes,
  bookStateRoutes,
  readingRoutes,
  goodreadsRoutes,
  reviewsRoutes,
  reviewBatchRoutes,
  shippingRoutes,
  ordersRoutes,
  paymentsRoutes,
  libraryRoutes,
  newsletterRoutes,
  contactRoutes,
  socialRoutes,
  readingGroupRoutes,
  activityRoutes,
  jwksRoutes,
  staffBookRoutes,
  staffCatalogRoutes,
  staffAuditRoutes,
  staffContactRoutes,
  staffGroupRoutes,
  staffOrderRoutes,
  staffRentalRoutes,
  rentalRoutes,
  staffRefundRoutes,
  storeRoutes,
];
