/**
 * /account in the browser (SPEC §2). Its frame is laid out by CSS, the same markup at every width;
 * the width decides only where /account leads. At 768 px or less it stays the menu list, with the
 * section last visited marked, and asks nothing for the first section the server draws beside the
 * sidebar for wide screens; wider, it opens the section last visited this session, or the first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MOBILE_QUERY } from '../../../lib/media';
import { createTestClient, newMember, signIn } from '../../../testing/gateway';
import { renderRoutes } from '../../../testing/renderRoutes';
import { AccountLayout } from './AccountLayout';
import { AccountMenu } from './AccountMenu';

const routes: RouteObject[] = [
  {
    path: '/account',
    element: <AccountLayout />,
    children: [
      { index: true, element: <AccountMenu /> },
      { path: 'reading', element: <p>The reading section</p> },
      { path: 'orders', element: <p>The orders section</p> },
    ],
  },
];

const desktop = window.matchMedia;
/** The screen's width as matchMedia answers: SPEC's mobile width (768 px or less) or wider. */
function screenIs(width: 'narrow' | 'wide') {
  window.matchMedia = (query: string) => ({ ...desktop(query), matches: query === MOBILE_QUERY && width === 'narrow' });
}

afterEach(() => {
  window.matchMedia = desktop;
  window.sessionStorage.clear();
});

describe('/account', () => {
  it('at 768 px or less stays the menu list, marks the section last visited and asks nothing for the first section', async () => {
    screenIs('narrow');
    signIn(await newMember('Mina'));
    window.sessionStorage.setItem('pustak.account.section', 'orders');
    const { client, sent } = createTestClient();
    const { router, container } = renderRoutes(routes, '/account', client);

    // The menu list (the sidebar is in the markup too: CSS hides it at this width, jsdom has no CSS).
    const list = container.querySelector<HTMLElement>('.account-narrow')!;
    expect(within(list).getByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    const menu = within(list).getByRole('navigation', { name: 'Account sections' });
    expect(
      within(menu)
        .getByRole('link', { name: /^Orders/ })
        .getAttribute('data-active'),
    ).toBe('true');
    expect(
      within(menu)
        .getByRole('link', { name: /^Account Info/ })
        .getAttribute('href'),
    ).toBe('/account/profile');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByRole('heading', { name: 'Currently Reading' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('wider opens the section last visited this session, or the first', async () => {
    screenIs('wide');
    signIn(await newMember('Mina'));
    const { client } = createTestClient();
    const first = renderRoutes(routes, '/account', client);
    expect(await screen.findByText('The reading section')).toBeTruthy();
    expect(first.router.state.location.pathname).toBe('/account/reading');
    first.unmount();

    window.sessionStorage.setItem('pustak.account.section', 'orders');
    const again = renderRoutes(routes, '/account', client);
    expect(await screen.findByText('The orders section')).toBeTruthy();
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/account/orders'));
  });
});
