/** Mantine (theme, toasts), Apollo and the router, in that order; the app has nothing global else. */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
// Nepali titles render the same on every device; the browser fetches it only for Devanagari text.
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
import './global.css';
import './transitions.css';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { apolloClient } from '../lib/apollo';
import { session } from '../lib/session';
import { routes } from './routes';
import { cssVariablesResolver, theme } from './theme';

const router = createBrowserRouter(routes);

// SPEC §4: signing out (explicitly or on any 401) always lands on /login.
session.onSignOut(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

export function AppProvider() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} />
      <ApolloProvider client={apolloClient}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </MantineProvider>
  );
}
