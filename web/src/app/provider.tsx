/**
 * Mantine (theme, toasts) and Apollo around the router, in that order; the app has nothing global
 * else. The browser (main.tsx) and the server (server/render.tsx) wrap the same tree, each with
 * its own router and Apollo Client, so what the server renders is what the browser hydrates.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/carousel/styles.css';
// Nepali titles render the same on every device; the browser fetches it only for Devanagari text.
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
import './global.css';
import './transitions.css';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

export function AppProvider({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
