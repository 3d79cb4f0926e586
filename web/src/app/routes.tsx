/**
 * Every route of SPEC §2 with its meta (requiresAuth, requiresGuest, title, transition), each
 * screen loaded on demand. RouteGuard reads the meta from `handle`; nothing else decides access.
 * The paths are config/paths.ts's, absolute even in the account area (React Router allows a child's
 * absolute path when it starts with its parent's).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Navigate, redirect } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import { RouteError } from '../components/layout/RouteError';
import { skeletonOf } from '../components/layout/ScreenSkeleton';
import { paths, routePaths } from '../config/paths';
import { FIRST_SECTION, sectionMemory } from '../features/account/layout/sectionMemory';
import { loadNamespaces } from '../i18n';
import type { Namespace } from '../i18n/catalogs';
import { loadApolloClient } from '../lib/lazyApollo';
import { loadMantine } from '../lib/lazyMantine';
import { routeLoader, type DataModule } from '../lib/routeData';
import { needsMember, type RouteMeta } from '../lib/routeMeta';
import { session } from '../lib/session';
import { loadStoreCopy } from '../lib/storeCopy';
import { appConfig } from './config';
import { RouteGuard } from './RouteGuard';
import { MOBILE_QUERY } from '../lib/media';

/** The message catalogs each feature's screens read (i18n/locales), by feature folder. */
const NS = {
  about: ['about'],
  // The shelf names and the shelf menu's words: My shelves, and the book page's menu.
  account: ['account', 'shelves'],
  auth: ['auth'],
  author: ['book'],
  book: ['book', 'shelves'],
  cart: ['cart'],
  catalog: ['catalog'],
  // The wallet cards are the payment screen's; the new-address form is the account area's.
  checkout: ['checkout', 'payment', 'account'],
  contact: ['contact'],
  home: ['home', 'activity'],
  landing: ['landing'],
  legal: ['legal'],
  orders: ['orders', 'account'],
  payment: ['payment'],
  profile: ['profile'],
  search: ['catalog'],
  social: ['social', 'activity'],
  staff: ['staff'],
} satisfies Record<string, Namespace[]>;

/** A screen's component, and for a data screen its data module (lib/routeData.ts). */
type Screen =
  (() => Promise<ComponentType>) | { component: () => Promise<ComponentType>; data: () => Promise<DataModule> };

/**
 * `page(NS.book, { component: () => import('…').then((m) => m.BookPage), data: () => import('….data') }, meta)`:
 * a lazily loaded screen with its meta. Its code and its catalogs load together, so it renders in
 * the reader's language at once; a data screen's loader starts its queries at the same moment, so
 * its data does not wait for its code.
 */
function page(namespaces: Namespace[], screen: Screen, meta: RouteMeta, path?: string): RouteObject {
  const { component, data } = typeof screen === 'function' ? { component: screen, data: undefined } : screen;
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle: { transition: 'fade', ...meta, namespaces } satisfies RouteMeta,
    // A loader beside `lazy` runs in parallel with it (React Router), not after the code arrives.
    ...(data && {
      loader: routeLoader(data, () => !needsMember([meta], appConfig.catalogRequiresAuth) || session.isSignedIn),
    }),
    // A page the server did not draw: the header and the screen's skeleton, as the server's HTML
    // has them, while the screen's code and data load (server/render.tsx draws the same).
    HydrateFallback: skeletonOf(meta.skeleton),
    lazy: async () => {
      const [, Component] = await Promise.all([
        // The styles of its Mantine components (lib/lazyMantine.ts). Asked first: their stylesheet
        // goes into the page before the screen's, which builds on it.
        meta.plain ? undefined : loadMantine(),
        component(),
        loadNamespaces(namespaces),
        // Its hooks read the graph from their first render: the client is in before the screen draws.
        meta.noGraph ? undefined : loadApolloClient(),
      ]);
      return { Component };
    },
  };
}

/**
 * A screen whose copy names the store's facts (where it delivers, how it can be paid) and asks the
 * graph nothing else: its loader reads them (lib/storeCopy.ts), on the server with the page.
 */
const namingStore = (route: RouteObject): RouteObject => ({ ...route, loader: loadStoreCopy });

/**
 * Meta of an account section: the area's title and transition, and where its back button goes.
 * Drawn on the server for a member's page session: the frame is laid out by CSS (AccountLayout.css),
 * not by the width only the browser knows.
 */
const account = (back?: string): RouteMeta => ({
  title: 'My Account',
  requiresAuth: true,
  transition: 'slide-fade',
  serverRendered: true,
  skeleton: 'account',
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
          namingStore(
            page(NS.landing, () => import('../features/landing/LandingPage').then((m) => m.LandingPage), {
              title: 'Welcome',
              serverRendered: true,
              noGraph: true,
              plain: true,
              skeleton: 'shelves',
            }),
          ),
          page(
            NS.about,
            () => import('../features/about/AboutPage').then((m) => m.AboutPage),
            { title: 'About Us', serverRendered: true, noGraph: true },
            routePaths.about,
          ),
          namingStore(
            page(
              NS.contact,
              () => import('../features/contact/ContactPage').then((m) => m.ContactPage),
              { title: 'Contact Us', serverRendered: true, noGraph: true, skeleton: 'form' },
              routePaths.contact,
            ),
          ),
          namingStore(
            page(
              NS.legal,
              () => import('../features/legal/TermsPage').then((m) => m.TermsPage),
              { title: 'Terms of Service', serverRendered: true, noGraph: true },
              routePaths.terms,
            ),
          ),
          namingStore(
            page(
              NS.legal,
              () => import('../features/legal/RentalPolicyPage').then((m) => m.RentalPolicyPage),
              { title: 'Rental Policy', serverRendered: true, noGraph: true },
              routePaths.rentalPolicy,
            ),
          ),
          page(
            NS.auth,
            () => import('../features/auth/LoginPage').then((m) => m.LoginPage),
            { title: 'Login', requiresGuest: true, skeleton: 'form' },
            routePaths.login,
          ),
          page(
            NS.auth,
            () => import('../features/auth/SignupPage').then((m) => m.SignupPage),
            { title: 'Sign Up', requiresGuest: true, skeleton: 'form' },
            routePaths.signup,
          ),
          page(
            NS.auth,
            () => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
            { title: 'Forgot Password', name: 'forgot-password', skeleton: 'form' },
            routePaths.forgotPassword,
          ),
          page(
            NS.auth,
            () => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
            { title: 'Reset Password', name: 'password-reset-confirm', skeleton: 'form' },
            routePaths.resetPassword,
          ),
          page(
            NS.home,
            {
              component: () => import('../features/home/HomePage').then((m) => m.HomePage),
              data: () => import('../features/home/HomePage.data'),
            },
            { title: 'Home', requiresAuth: true, serverRendered: true, skeleton: 'shelves' },
            routePaths.home,
          ),
          page(
            NS.catalog,
            {
              component: () => import('../features/catalog/CatalogPage').then((m) => m.CatalogPage),
              data: () => import('../features/catalog/CatalogPage.data'),
            },
            { title: 'Book Shop', name: 'books', catalog: true, serverRendered: true, skeleton: 'books' },
            routePaths.books,
          ),
          { path: routePaths.catalog, element: <Navigate to={paths.books} replace /> },
          page(
            NS.book,
            {
              component: () => import('../features/book/BookPage').then((m) => m.BookPage),
              data: () => import('../features/book/BookPage.data'),
            },
            { title: 'Book Details', name: 'details', catalog: true, serverRendered: true, skeleton: 'detail' },
            routePaths.book,
          ),
          page(
            NS.author,
            {
              component: () => import('../features/author/AuthorPage').then((m) => m.AuthorPage),
              data: () => import('../features/author/AuthorPage.data'),
            },
            { title: 'Author Details', name: 'author-details', catalog: true, serverRendered: true, skeleton: 'books' },
            routePaths.author,
          ),
          page(
            NS.search,
            {
              component: () => import('../features/search/SearchPage').then((m) => m.SearchPage),
              data: () => import('../features/search/SearchPage.data'),
            },
            { title: 'Search', name: 'search', catalog: true, serverRendered: true, skeleton: 'books' },
            routePaths.search,
          ),
          {
            // The back office (issue 34): its own frame and catalog, loaded only when staff open it.
            path: routePaths.staff,
            handle: { title: 'Back office', requiresAuth: true, namespaces: NS.staff } satisfies RouteMeta,
            // While its frame's code loads on a page opened at a staff address: the sections' own skeleton.
            HydrateFallback: skeletonOf(),
            lazy: async () => {
              const [, module] = await Promise.all([
                loadMantine(),
                import('../features/staff/StaffLayout'),
                loadNamespaces(NS.staff),
              ]);
              return { Component: module.StaffLayout };
            },
            children: [
              { index: true, element: <Navigate to={paths.staffSection('orders')} replace /> },
              page(
                NS.staff,
                () => import('../features/staff/sections').then((m) => m.StaffOrdersPage),
                { title: 'Back office', requiresAuth: true },
                paths.staffSection('orders'),
              ),
              page(
                NS.staff,
                () => import('../features/staff/sections').then((m) => m.StaffRentalsPage),
                { title: 'Back office', requiresAuth: true },
                paths.staffSection('rentals'),
              ),
              page(
                NS.staff,
                () => import('../features/staff/sections').then((m) => m.StaffRefundsPage),
                { title: 'Back office', requiresAuth: true },
                paths.staffSection('refunds'),
              ),
              page(
                NS.staff,
                () => import('../features/staff/sections').then((m) => m.StaffBooksPage),
                { title: 'Back office', requiresAuth: true },
                paths.staffSection('books'),
              ),
              page(
                NS.staff,
                () => import('../features/staff/sections').then((m) => m.StaffInboxPage),
                { title: 'Back office', requiresAuth: true },
                paths.staffSection('inbox'),
              ),
              page(
                NS.staff,
                () => import('../features/staff/sections').then((m) => m.StaffAuditPage),
                { title: 'Back office', requiresAuth: true },
                paths.staffSection('audit'),
              ),
            ],
          },
          {
            // The account area (SPEC §2): one frame (sidebar or menu list) around its sections.
            path: routePaths.account,
            handle: {
              title: 'My Account',
              requiresAuth: true,
              transition: 'slide-fade',
              namespaces: NS.account,
            } satisfies RouteMeta,
            // Its frame's code is in the way of every section: the area's skeleton meanwhile.
            HydrateFallback: skeletonOf('account'),
            lazy: async () => {
              const [, module] = await Promise.all([
                loadMantine(),
                import('../features/account/layout/AccountLayout'),
                loadNamespaces(NS.account),
              ]);
              return { Component: module.AccountLayout };
            },
            children: [
              {
                ...page(
                  NS.account,
                  () => import('../features/account/layout/AccountMenu').then((m) => m.AccountMenu),
                  account(),
                ),
                // Wide screens open a section, not the menu list: decided before anything renders, so
                // the section's data goes out with the header's in one request. The server cannot
                // know the width: it draws both (AccountMenu), and the browser moves on once alive.
                loader: () =>
                  typeof window === 'undefined' || window.matchMedia(MOBILE_QUERY).matches
                    ? null
                    : redirect(paths.accountSection(sectionMemory.recall() ?? FIRST_SECTION)),
              },
              page(
                NS.account,
                {
                  component: () =>
                    import('../features/account/reading/CurrentlyReadingPage').then((m) => m.CurrentlyReadingPage),
                  data: () => import('../features/account/reading/CurrentlyReadingPage.data'),
                },
                account(paths.account),
                paths.accountSection('reading'),
              ),
              page(
                NS.account,
                {
                  component: () => import('../features/account/lists/FavoritesPage').then((m) => m.FavoritesPage),
                  data: () => import('../features/account/lists/FavoritesPage.data'),
                },
                account(paths.account),
                paths.accountSection('favorites'),
              ),
              page(
                NS.account,
                {
                  component: () => import('../features/account/lists/WishlistPage').then((m) => m.WishlistPage),
                  data: () => import('../features/account/lists/WishlistPage.data'),
                },
                account(paths.account),
                paths.accountSection('wishlist'),
              ),
              page(
                NS.account,
                {
                  component: () => import('../features/account/shelves/ShelvesPage').then((m) => m.ShelvesPage),
                  data: () => import('../features/account/shelves/ShelvesPage.data'),
                },
                account(paths.account),
                paths.accountSection('shelves'),
              ),
              page(
                NS.account,
                {
                  component: () => import('../features/account/import/ImportPage').then((m) => m.ImportPage),
                  data: () => import('../features/account/import/ImportPage.data'),
                },
                account(paths.account),
                paths.accountSection('import'),
              ),
              page(
                NS.account,
                {
                  component: () => import('../features/account/library/LibraryPage').then((m) => m.LibraryPage),
                  data: () => import('../features/account/library/LibraryPage.data'),
                },
                account(paths.account),
                paths.accountSection('library'),
              ),
              page(
                NS.account,
                {
                  component: () => import('../features/account/info/AccountInfoPage').then((m) => m.AccountInfoPage),
                  data: () => import('../features/account/info/AccountInfoPage.data'),
                },
                account(paths.account),
                paths.accountSection('profile'),
              ),
              {
                path: paths.accountSection('settings'),
                children: [
                  page(
                    NS.account,
                    () => import('../features/account/layout/SettingsMenu').then((m) => m.SettingsMenu),
                    account(paths.account),
                  ),
                  page(
                    NS.account,
                    {
                      component: () =>
                        import('../features/account/settings/AccountSettingsPage').then((m) => m.AccountSettingsPage),
                      data: () => import('../features/account/settings/AccountSettingsPage.data'),
                    },
                    account(paths.accountSection('settings')),
                    paths.accountSection('settings/account'),
                  ),
                  page(
                    NS.account,
                    () => import('../features/account/settings/ChangePasswordPage').then((m) => m.ChangePasswordPage),
                    account(paths.accountSection('settings')),
                    paths.accountSection('settings/password'),
                  ),
                  page(
                    NS.account,
                    {
                      component: () =>
                        import('../features/account/settings/PrivacySettingsPage').then((m) => m.PrivacySettingsPage),
                      data: () => import('../features/account/settings/PrivacySettingsPage.data'),
                    },
                    account(paths.accountSection('settings')),
                    paths.accountSection('settings/privacy'),
                  ),
                  page(
                    NS.account,
                    {
                      component: () =>
                        import('../features/account/settings/NotificationSettingsPage').then(
                          (m) => m.NotificationSettingsPage,
                        ),
                      data: () => import('../features/account/settings/NotificationSettingsPage.data'),
                    },
                    account(paths.accountSection('settings')),
                    paths.accountSection('settings/notifications'),
                  ),
                  page(
                    NS.account,
                    {
                      component: () =>
                        import('../features/account/addresses/ShippingAddressesPage').then(
                          (m) => m.ShippingAddressesPage,
                        ),
                      data: () => import('../features/account/addresses/ShippingAddressesPage.data'),
                    },
                    { ...account(paths.accountSection('settings')), name: 'account-shipping' },
                    paths.accountSection('settings/shipping'),
                  ),
                ],
              },
              page(
                NS.orders,
                {
                  component: () => import('../features/orders/OrdersPage').then((m) => m.OrdersPage),
                  data: () => import('../features/orders/OrdersPage.data'),
                },
                account(paths.account),
                paths.accountSection('orders'),
              ),
              page(
                NS.orders,
                {
                  component: () => import('../features/orders/RentalsPage').then((m) => m.RentalsPage),
                  data: () => import('../features/orders/RentalsPage.data'),
                },
                account(paths.account),
                paths.accountSection('rentals'),
              ),
              // The order detail keeps its own back link to /account/orders.
              page(
                NS.orders,
                {
                  component: () => import('../features/orders/OrderPage').then((m) => m.OrderPage),
                  data: () => import('../features/orders/OrderPage.data'),
                },
                { title: 'Order Details', requiresAuth: true, transition: 'slide-fade', serverRendered: true },
                routePaths.accountOrder,
              ),
            ],
          },
          page(
            NS.cart,
            {
              component: () => import('../features/cart/CartPage').then((m) => m.CartPage),
              data: () => import('../features/cart/CartPage.data'),
            },
            { title: 'Cart', name: 'cart', requiresAuth: true, serverRendered: true },
            routePaths.cart,
          ),
          page(
            NS.checkout,
            {
              component: () => import('../features/checkout/CheckoutPage').then((m) => m.CheckoutPage),
              data: () => import('../features/checkout/CheckoutPage.data'),
            },
            { title: 'Checkout', name: 'checkout', requiresAuth: true, serverRendered: true, skeleton: 'form' },
            routePaths.checkout,
          ),
          { path: routePaths.paymentWithoutOrder, element: <Navigate to={paths.cart} replace /> },
          page(
            NS.payment,
            {
              component: () => import('../features/payment/PaymentPage').then((m) => m.PaymentPage),
              data: () => import('../features/payment/PaymentPage.data'),
            },
            { title: 'Payment', name: 'select-payment', requiresAuth: true, serverRendered: true, skeleton: 'form' },
            routePaths.payment,
          ),
          page(
            NS.payment,
            () => import('../features/payment/VerifyPaymentPage').then((m) => m.VerifyPaymentPage),
            { title: 'Verify Payment', name: 'verify-payment', requiresAuth: true },
            routePaths.verifyKhalti,
          ),
          // Both wallets return to the same screen; the path names which one to ask.
          page(
            NS.payment,
            () => import('../features/payment/VerifyPaymentPage').then((m) => m.VerifyPaymentPage),
            { title: 'Verify Payment', name: 'verify-payment', requiresAuth: true },
            routePaths.verifyEsewa,
          ),
          page(
            NS.orders,
            {
              component: () => import('../features/orders/OrderPage').then((m) => m.OrderPage),
              data: () => import('../features/orders/OrderPage.data'),
            },
            { title: 'Order Details', requiresAuth: true, back: paths.accountSection('orders'), serverRendered: true },
            routePaths.order,
          ),
          page(
            NS.profile,
            {
              component: () => import('../features/profile/ProfilePage').then((m) => m.ProfilePage),
              data: () => import('../features/profile/ProfilePage.data'),
            },
            { title: 'User Profile', requiresAuth: true, serverRendered: true, skeleton: 'detail' },
            routePaths.profile,
          ),
          page(
            NS.social,
            {
              component: () => import('../features/social/SocialPage').then((m) => m.SocialPage),
              data: () => import('../features/social/SocialPage.data'),
            },
            { title: 'Book Social', requiresAuth: true, transition: 'slide-fade', serverRendered: true },
            routePaths.social,
          ),
          page(
            [],
            () => import('../components/NotFoundPage').then((m) => m.NotFoundPage),
            { title: 'Page Not Found', serverRendered: true, noGraph: true },
            '*',
          ),
        ],
      },
    ],
  },
];
