/**
 * The navigation guard (SPEC §2 'Navigation guard'): a guest on a protected route lands on
 * /login?redirect={full path}; a member on /login goes back to that path; the title follows the route.
 */
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '../lib/routeMeta';
import { newMember, signIn } from '../testing/gateway';
import { renderRoutes } from '../testing/renderRoutes';
import { RouteGuard } from './RouteGuard';

const meta = (m: RouteMeta) => m;
const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { path: 'login', handle: meta({ title: 'Login', requiresGuest: true }), element: <p>Login form</p> },
      { path: 'social', handle: meta({ title: 'Book Social', requiresAuth: true }), element: <p>Book Social</p> },
      {
        path: 'account',
        handle: meta({ title: 'My Account', requiresAuth: true }),
        children: [{ path: 'orders', handle: meta({ title: 'My Account' }), element: <p>Orders</p> }],
      },
      { path: 'about', handle: meta({ title: 'About Us' }), element: <p>About</p> },
    ],
  },
];

describe('RouteGuard', () => {
  it('sends a guest from a protected route to /login with the full path to come back to', async () => {
    const { router } = renderRoutes(routes, '/social?tab=outgoing#requests');
    expect(await screen.findByText('Login form')).toBeTruthy();
    expect(screen.queryByText('Book Social')).toBeNull();
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/login');
    expect(new URLSearchParams(search).get('redirect')).toBe('/social?tab=outgoing#requests');
    await waitFor(() => expect(document.title).toBe('Pustak - Login'));
  });

  it("guards a child route by its parent's requiresAuth", async () => {
    const { router } = renderRoutes(routes, '/account/orders');
    expect(await screen.findByText('Login form')).toBeTruthy();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/account/orders')}`);
  });

  it('lets a guest see a public route', async () => {
    const { router } = renderRoutes(routes, '/about');
    expect(await screen.findByText('About')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('shows a member the protected route, and takes them from /login back to its redirect', async () => {
    signIn(await newMember('Gita'));
    const { router } = renderRoutes(routes, `/login?redirect=${encodeURIComponent('/social')}`);
    expect(await screen.findByText('Book Social')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/social');
    await waitFor(() => expect(document.title).toBe('Pustak - Book Social'));
  });
});
