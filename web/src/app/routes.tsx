/**
 * Every route of SPEC §2 with its meta (requiresAuth, requiresGuest, title, transition), each
 * screen loaded on demand. RouteGuard reads the meta from `handle`; nothing else decides access.
 */
import type { RouteObject } from 'react-router';
import { Navigate, redirect } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { RouteError } from '../components/layout/RouteError';
import { FIRST_SECTION, sectionMemory } from '../features/account/sectionMemory';
import { loadNamespaces } from '../i18n';
import type { Namespace } from '../i18n/catalogs';
import type { RouteMeta } from '../lib/routeMeta';
import { RouteGuard } from './RouteGuard';
import { MOBILE_QUERY } from './theme';

type Module = Record<string, unknown>;

/** The message catalogs each feature's screens read (i18n/locales), by feature folder. */
const NS = {
  about: ['about'],
  account: ['account'],
  auth: ['auth'],
  author: ['book'],
  book: ['book'],
  cart: ['cart'],
  catalog: ['catalog'],
  checkout: ['checkout'],
  contact: ['contact'],
  home: ['home'],
  landing: ['landing'],
  legal: ['legal'],
  orders: ['orders', 'account'],
  payment: ['payment'],
  profile: ['profile'],
  search: ['catalog'],
  social: ['social'],
} satisfies Record<string, Namespace[]>;

/**
 * `page(NS.book, () => import('…'), 'ExportName', meta)`: a lazily loaded screen with its meta; its
 * code and its catalogs load together, so it renders in the reader's language at once.
 */
function page(
  namespaces: Namespace[],
  load: () => Promise<Module>,
  exportName: string,
  meta: RouteMeta,
  path?: string,
): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle: { transition: 'fade', ...meta, namespaces } satisfies RouteMeta,
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component: module[exportName] as React.ComponentType };
    },
  };
}

/** Meta of an account section: the area's title and transition, and where its back button goes. */
const account = (back?: string): RouteMeta => ({
  title: 'My Account',
  transition: 'slide-fade',
  ...(back && { back }),
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          page(NS.landing, () => import('../features/landing/LandingPage'), 'LandingPage', {
            title: 'Welcome',
            serverRendered: true,
          }),
          page(
            NS.about,
            () => import('../features/about/AboutPage'),
            'AboutPage',
            { title: 'About Us', serverRendered: true },
            'about',
          ),
          page(
            NS.contact,
            () => import('../features/contact/ContactPage'),
            'ContactPage',
            { title: 'Contact Us', serverRendered: true },
            'contact',
          ),
          page(
            NS.legal,
            () => import('../features/legal/TermsPage'),
            'TermsPage',
            { title: 'Terms of Service', serverRendered: true },
            'terms',
          ),
          page(
            NS.legal,
            () => import('../features/legal/RentalPolicyPage'),
            'RentalPolicyPage',
            { title: 'Rental Policy', serverRendered: true },
            'rental-policy',
          ),
          page(
            NS.auth,
            () => import('../features/auth/LoginPage'),
            'LoginPage',
            { title: 'Login', requiresGuest: true },
            'login',
          ),
          page(
            NS.auth,
            () => import('../features/auth/SignupPage'),
            'SignupPage',
            { title: 'Sign Up', requiresGuest: true },
            'signup',
          ),
          page(
            NS.auth,
            () => import('../features/auth/ForgotPasswordPage'),
            'ForgotPasswordPage',
            { title: 'Forgot Password', name: 'forgot-password' },
            'forgot-password',
          ),
          page(
            NS.auth,
            () => import('../features/auth/ResetPasswordPage'),
            'ResetPasswordPage',
            { title: 'Reset Password', name: 'password-reset-confirm' },
            'account/settings/password/reset',
          ),
          page(
            NS.home,
            () => import('../features/home/HomePage'),
            'HomePage',
            { title: 'Home', requiresAuth: true },
            'home',
          ),
          page(
            NS.catalog,
            () => import('../features/catalog/CatalogPage'),
            'CatalogPage',
            { title: 'Book Shop', name: 'books', catalog: true, serverRendered: true },
            'books',
          ),
          { path: 'catalog', element: <Navigate to="/books" replace /> },
          page(
            NS.book,
            () => import('../features/book/BookPage'),
            'BookPage',
            { title: 'Book Details', name: 'details', catalog: true, serverRendered: true },
            'books/:id',
          ),
          page(
            NS.author,
            () => import('../features/author/AuthorPage'),
            'AuthorPage',
            { title: 'Author Details', name: 'author-details', catalog: true, serverRendered: true },
            'authors/:id',
          ),
          page(
            NS.search,
            () => import('../features/search/SearchPage'),
            'SearchPage',
            { title: 'Search', name: 'search', catalog: true, serverRendered: true },
            'search',
          ),
          {
            // The account area (SPEC §2): one frame (sidebar or menu list) around its sections.
            path: 'account',
            handle: {
              title: 'My Account',
              requiresAuth: true,
              transition: 'slide-fade',
              namespaces: NS.account,
            } satisfies RouteMeta,
            lazy: async () => {
              const [module] = await Promise.all([
                import('../features/account/AccountLayout'),
                loadNamespaces(NS.account),
              ]);
              return { Component: module.AccountLayout };
            },
            children: [
              {
                ...page(NS.account, () => import('../features/account/AccountMenu'), 'AccountMenu', account()),
                // Wide screens open a section, not the menu list: decided before anything renders, so
                // the section's data goes out with the header's in one request.
                loader: () =>
                  window.matchMedia(MOBILE_QUERY).matches
                    ? null
                    : redirect(`/account/${sectionMemory.recall() ?? FIRST_SECTION}`),
              },
              page(
                NS.account,
                () => import('../features/account/CurrentlyReadingPage'),
                'CurrentlyReadingPage',
                account('/account'),
                'reading',
              ),
              page(
                NS.account,
                () => import('../features/account/FavoritesPage'),
                'FavoritesPage',
                account('/account'),
                'favorites',
              ),
              page(
                NS.account,
                () => import('../features/account/WishlistPage'),
                'WishlistPage',
                account('/account'),
                'wishlist',
              ),
              page(
                NS.account,
                () => import('../features/account/AccountInfoPage'),
                'AccountInfoPage',
                account('/account'),
                'profile',
              ),
              {
                path: 'settings',
                children: [
                  page(
                    NS.account,
                    () => import('../features/account/SettingsMenu'),
                    'SettingsMenu',
                    account('/account'),
                  ),
                  page(
                    NS.account,
                    () => import('../features/account/AccountSettingsPage'),
                    'AccountSettingsPage',
                    account('/account/settings'),
                    'account',
                  ),
                  page(
                    NS.account,
                    () => import('../features/account/ChangePasswordPage'),
                    'ChangePasswordPage',
                    account('/account/settings'),
                    'password',
                  ),
                  page(
                    NS.account,
                    () => import('../features/account/PrivacySettingsPage'),
                    'PrivacySettingsPage',
                    account('/account/settings'),
                    'privacy',
                  ),
                  page(
                    NS.account,
                    () => import('../features/account/NotificationSettingsPage'),
                    'NotificationSettingsPage',
                    account('/account/settings'),
                    'notifications',
                  ),
                  page(
                    NS.account,
                    () => import('../features/account/ShippingAddressesPage'),
                    'ShippingAddressesPage',
                    { ...account('/account/settings'), name: 'account-shipping' },
                    'shipping',
                  ),
                ],
              },
              page(
                NS.orders,
                () => import('../features/orders/OrdersPage'),
                'OrdersPage',
                account('/account'),
                'orders',
              ),
              // The order detail keeps its own back link to /account/orders.
              page(
                NS.orders,
                () => import('../features/orders/OrderPage'),
                'OrderPage',
                { title: 'Order Details', transition: 'slide-fade' },
                'orders/:id',
              ),
            ],
          },
          page(
            NS.cart,
            () => import('../features/cart/CartPage'),
            'CartPage',
            { title: 'Cart', name: 'cart', requiresAuth: true },
            'cart',
          ),
          page(
            NS.checkout,
            () => import('../features/checkout/CheckoutPage'),
            'CheckoutPage',
            { title: 'Checkout', name: 'checkout', requiresAuth: true },
            'checkout',
          ),
          { path: 'payment', element: <Navigate to="/cart" replace /> },
          page(
            NS.payment,
            () => import('../features/payment/PaymentPage'),
            'PaymentPage',
            { title: 'Payment', name: 'select-payment', requiresAuth: true },
            'payment/:orderId',
          ),
          page(
            NS.payment,
            () => import('../features/payment/VerifyPaymentPage'),
            'VerifyPaymentPage',
            { title: 'Verify Payment', name: 'verify-payment', requiresAuth: true },
            'payments/verify-khalti',
          ),
          // Both wallets return to the same screen; the path names which one to ask.
          page(
            NS.payment,
            () => import('../features/payment/VerifyPaymentPage'),
            'VerifyPaymentPage',
            { title: 'Verify Payment', name: 'verify-payment', requiresAuth: true },
            'payments/verify-esewa',
          ),
          page(
            NS.orders,
            () => import('../features/orders/OrderPage'),
            'OrderPage',
            { title: 'Order Details', requiresAuth: true, back: '/account/orders' },
            'orders/:id',
          ),
          page(
            NS.profile,
            () => import('../features/profile/ProfilePage'),
            'ProfilePage',
            { title: 'User Profile', requiresAuth: true },
            'profile/:id',
          ),
          page(
            NS.social,
            () => import('../features/social/SocialPage'),
            'SocialPage',
            { title: 'Book Social', requiresAuth: true, transition: 'slide-fade' },
            'social',
          ),
          page(
            [],
            () => import('../components/NotFoundPage'),
            'NotFoundPage',
            { title: 'Page Not Found', serverRendered: true },
            '*',
          ),
        ],
      },
    ],
  },
];
