/** Renders routes as the app does (its translator, Mantine with the app's theme, toasts, Apollo, the router), in memory. */
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { I18nProvider } from '../i18n/react';
import { getI18n } from '../i18n/translate';
import { cssVariablesResolver, theme } from '../lib/theme';
import { provideApolloClient } from '../lib/lazyApollo';

export function renderRoutes(routes: RouteObject[], path: string, client?: ApolloClient) {
  // What waits for the browser's client (routes' code and loaders, lib/lazyApollo.ts) gets this one.
  if (client) provideApolloClient(client);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  const view = render(
    <I18nProvider i18n={getI18n()}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications />
        {client ? <ApolloProvider client={client}>{app}</ApolloProvider> : app}
      </MantineProvider>
    </I18nProvider>,
  );
  return { router, ...view };
}
