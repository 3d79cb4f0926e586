/**
 * Every route of SPEC §2 with its meta (requiresAuth, requiresGuest, title, transition), each
 * screen loaded on demand. RouteGuard reads the meta from `handle`; nothing else decides access.
 */
import type { RouteObject } from 'react-router';
import { Navigate, redirect } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { RouteError } from '../components/layout/RouteError';
import { FIRST_SECTION, sectionMemory } from '../features/account/sectionMemory';
import type { RouteMeta } from '../lib/routeMeta';
import { RouteGuard } from './RouteGuard';
import { MOBILE_QUERY } from './theme';

type Module = Record<string, unknown>;
/** `page(() => import('…'), 'ExportName', meta)`: a lazily loaded screen with its meta. */
function page(load: () => Promise<Module>, exportName: string, meta: RouteMeta, path?: string): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle: { transition: 'fade', ...meta } satisfies RouteMeta,
    lazy: async () => ({ Component: (await load())[exportName] as React.ComponentType }),
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
          page(() => import('../features/landing/LandingPage'), 'LandingPage', {
            title: 'Welcome',
            serverRendered: true,
          }),
          page(
            () => import('../features/about/AboutPage'),
            'AboutPage',
            { title: 'About Us', serverRendered: true },
            'about',
          ),
          page(
            () => import('../features/contact/ContactPage'),
            'ContactPage',
            { title: 'Contact Us', serverRendered: true },
            'contact',
          ),
          page(
            () => import('../features/legal/TermsPage'),
            'TermsPage',
            { title: 'Terms of Service', serverRendered: true },
            'terms',
          ),
          page(
            () => import('../features/legal/RentalPolicyPage'),
            'RentalPolicyPage',
            { title: 'Rental Policy', serverRendered: true },
            'rental-policy',
          ),
          page(
            () => import('../features/auth/LoginPage'),
            'LoginPage',
            { title: 'Login', requiresGuest: true },
            'login',
          ),
          page(
            () => import('../features/auth/SignupPage'),
            'SignupPage',
            { title: 'Sign Up', requiresGuest: true },
            'signup',
          ),
          page(
            () => import('../features/auth/ForgotPasswordPage'),
            'ForgotPasswordPage',
            { title: 'Forgot Password', name: 'forgot-password' },
            'forgot-password',
          ),
          page(
            () => import('../features/auth/ResetPasswordPage'),
            'ResetPasswordPage',
            { title: 'Reset Password', name: 'password-reset-confirm' },
            'account/settings/password/reset',
          ),
          page(() => import('../features/home/HomePage'), 'HomePage', { title: 'Home', requiresAuth: true }, 'home'),
          page(
            () => import('../features/catalog/CatalogPage'),
            'CatalogPage',
            { title: 'Book Shop', name: 'books', catalog: true, serverRendered: true },
            'books',
          ),
          { path: 'catalog', element: <Navigate to="/books" replace /> },
          page(
            () => import('../features/book/BookPage'),
            'BookPage',
            { title: 'Book Details', name: 'details', catalog: true, serverRendered: true },
            'books/:id',
          ),
          page(
            () => import('../features/author/AuthorPage'),
            'AuthorPage',
            { title: 'Author Details', name: 'author-details', catalog: true, serverRendered: true },
            'authors/:id',
          ),
          page(
            () => import('../features/search/SearchPage'),
            'SearchPage',
            { title: 'Search', name: 'search', catalog: true, serverRendered: true },
            'search',
          ),
          {
            // The account area (SPEC §2): one frame (sidebar or menu list) around its sections.
            path: 'account',
            handle: { title: 'My Account', requiresAuth: true, transition: 'slide-fade' } satisfies RouteMeta,
            lazy: async () => ({ Component: (await import('../features/account/AccountLayout')).AccountLayout }),
            children: [
              {
                ...page(() => import('../features/account/AccountMenu'), 'AccountMenu', account()),
                // Wide screens open a section, not the menu list: decided before anything renders, so
                // the section's data goes out with the header's in one request.
                loader: () =>
                  window.matchMedia(MOBILE_QUERY).matches
                    ? null
                    : redirect(`/account/${sectionMemory.recall() ?? FIRST_SECTION}`),
              },
              page(
                () => import('../features/account/CurrentlyReadingPage'),
                'CurrentlyReadingPage',
                account('/account'),
                'reading',
              ),
              page(
                () => import('../features/account/FavoritesPage'),
                'FavoritesPage',
                account('/account'),
                'favorites',
              ),
              page(() => import('../features/account/WishlistPage'), 'WishlistPage', account('/account'), 'wishlist'),
              page(
                () => import('../features/account/AccountInfoPage'),
                'AccountInfoPage',
                account('/account'),
                'profile',
              ),
              {
                path: 'settings',
                children: [
                  page(() => import('../features/account/SettingsMenu'), 'SettingsMenu', account('/account')),
                  page(
                    () => import('../features/account/AccountSettingsPage'),
                    'AccountSettingsPage',
                    account('/account/settings'),
                    'account',
                  ),
                  page(
                    () => import('../features/account/ChangePasswordPage'),
                    'ChangePasswordPage',
                    account('/account/settings'),
                    'password',
                  ),
                  page(
                    () => import('../features/account/PrivacySettingsPage'),
                    'PrivacySettingsPage',
                    account('/account/settings'),
                    'privacy',
                  ),
                  page(
                    () => import('../features/account/NotificationSettingsPage'),
                    'NotificationSettingsPage',
                    account('/account/settings'),
                    'notifications',
                  ),
                  page(
                    () => import('../features/account/ShippingAddressesPage'),
                    'ShippingAddressesPage',
                    { ...account('/account/settings'), name: 'account-shipping' },
                    'shipping',
                  ),
                ],
              },
              page(() => import('../features/orders/OrdersPage'), 'OrdersPage', account('/account'), 'orders'),
              // The order detail keeps its own back link to /account/orders.
              page(
                () => import('../features/orders/OrderPage'),
                'OrderPage',
                { title: 'Order Details', transition: 'slide-fade' },
                'orders/:id',
              ),
            ],
          },
          page(
            () => import('../features/cart/CartPage'),
            'CartPage',
            { title: 'Cart', name: 'cart', requiresAuth: true },
            'cart',
          ),
          page(
            () => import('../features/checkout/CheckoutPage'),
            'CheckoutPage',
            { title: 'Checkout', name: 'checkout', requiresAuth: true },
            'checkout',
          ),
          { path: 'payment', element: <Navigate to="/cart" replace /> },
          page(
            () => import('../features/payment/PaymentPage'),
            'PaymentPage',
            { title: 'Payment', name: 'select-payment', requiresAuth: true },
            'payment/:orderId',
          ),
          page(
            () => import('../features/payment/VerifyPaymentPage'),
            'VerifyPaymentPage',
            { title: 'Verify Payment', name: 'verify-payment', requiresAuth: true },
            'payments/verify-khalti',
          ),
          // Both wallets return to the same screen; the path names which one to ask.
          page(
            () => import('../features/payment/VerifyPaymentPage'),
            'VerifyPaymentPage',
            { title: 'Verify Payment', name: 'verify-payment', requiresAuth: true },
            'payments/verify-esewa',
          ),
          page(
            () => import('../features/orders/OrderPage'),
            'OrderPage',
            { title: 'Order Details', requiresAuth: true, back: '/account/orders' },
            'orders/:id',
          ),
          page(
            () => import('../features/profile/ProfilePage'),
            'ProfilePage',
            { title: 'User Profile', requiresAuth: true },
            'profile/:id',
          ),
          page(
            () => import('../features/social/SocialPage'),
            'SocialPage',
            { title: 'Book Social', requiresAuth: true, transition: 'slide-fade' },
            'social',
          ),
          page(
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
